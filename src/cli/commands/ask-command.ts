import type { Command } from 'commander';
import type { CiteqaConfig } from '../../config/config.js';
import { InputError } from '../../core/errors.js';
import type { EntityCard } from '../../core/knowledge.js';
import type { QuestionVariant } from '../../core/question.js';
import { Registry } from '../../core/registry.js';
import { configFrom } from '../global-options.js';
import { registerPassageAnswerSources } from '../passage-answer-sources.js';
import { printAnswer, type PrintableAnswer } from '../print-answer.js';

export interface AskOptions {
  source: string;
  strategy?: string;
  kg: string[];
  json?: boolean;
  variant?: QuestionVariant;
  temperature?: number;
  topP?: number;
  seed?: number;
  n?: number;
  kalmaPrompt?: string;
  firstValueOnly?: boolean;
  caseSensitive?: boolean;
  [option: string]: unknown;
}

/** What a source handler gives back for printing. */
export interface SourcedAnswer {
  answer: PrintableAnswer;
  /** KG entities the citations may point to. */
  entities?: EntityCard[];
  /** Extra JSON output (retrieval details, passages…). */
  extra?: Record<string, unknown>;
}

export type AnswerSourceHandler = (question: string, options: AskOptions, config: CiteqaConfig) => Promise<SourcedAnswer>;

/**
 * `--source` handlers by name. A new source (passages, both) is one `answerSources.register(...)` plus, if it needs
 * them, its own options in `registerAskCommand`.
 */
export const answerSources = new Registry<AnswerSourceHandler>('answer source');

const collect = (value: string, previous: string[]): string[] => [...previous, value];
const number = (name: string) => (value: string): number => {
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new InputError(`--${name}`, `not a number: ${value}`);
  return parsed;
};

answerSources.register('kg', async (question, options, config) => {
  const [{ answerFromKg }, { strategyRegistry }] = await Promise.all([
    import('../../pipeline/kg-pipeline.js'),
    import('../../generate/all-strategies.js'),
  ]);
  const strategyName = options.strategy ?? 'extractive-kg';
  const strategy = strategyRegistry.get(strategyName);
  if (!strategy.needs.entities) throw new InputError(`--strategy ${strategyName}`, 'does not answer from a knowledge graph; use kalma or extractive-kg with --source kg');
  const deps: import('../../core/strategy.js').StrategyDeps = {};
  if (strategy.needs.model) {
    const { createChatModelFromConfig } = await import('../../llm/create-chat-model.js');
    deps.model = createChatModelFromConfig(config, 'llm');
  }
  if (strategy.needs.embedder) {
    const { createUseLiteEmbedder } = await import('../../../retrievers/dense/use-lite-embedder.js');
    deps.embedder = createUseLiteEmbedder();
  }
  const { answer, retrieval } = await answerFromKg(question, {
    kgSources: options.kg,
    strategy: strategyName,
    deps,
    ...(options.variant ? { variant: options.variant } : {}),
    strategyOptions: {
      ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
      ...(options.topP === undefined ? {} : { topP: options.topP }),
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      ...(options.n === undefined ? {} : { n: options.n }),
      ...(options.kalmaPrompt === undefined ? {} : { prompt: options.kalmaPrompt }),
    },
    retrieval: { firstValueOnly: options.firstValueOnly, caseSensitive: options.caseSensitive },
    timeoutMs: config.timeoutMs,
  });
  return { answer, entities: retrieval.entities, extra: { retrieval } };
});

registerPassageAnswerSources(answerSources);

export function registerAskCommand(program: Command): void {
  program
    .command('ask')
    .description('answer a question with citations (from the bundled KG and passages by default; [NA] marks what the sources lack)')
    .argument('<question>', 'the question')
    .option('--source <source>', 'where answers come from: kg, passages, or both (KG + passages of the bundled corpus)', 'both')
    .option('--index <dir>', 'passages: an index built by `citeqa index` (default: the bundled passages, indexed once in the cache)')
    .option('-k <n>', 'passages: how many to retrieve (default 5)')
    .option('--embedder <name>', 'passages without --index: index the bundled passages with bm25 (default) | use | openai')
    .option('--strategy <name>', 'answering strategy (kg: extractive-kg offline, kalma with an LLM; passages: extractive offline, vanilla, summ, snippet, interact, inlinesearch, closedbook, rerank, postcite with an LLM)')
    .option('--kg <source>', 'KG: bundled, wikidata, a SPARQL URL, .jsonl/.json(BioKaLMA)/.nt file or directory; repeat to union', collect, [])
    .option('--json', 'print the full answer as JSON, citations resolved')
    .option('--variant <variant>', 'question variant for the KaLMA prompt: general or specific')
    .option('--kalma-prompt <file>', 'KaLMA prompt: general, specific, a prompts/kalma-style file, or a KaLMA reference prompt file')
    .option('--temperature <t>', 'sampling temperature', number('temperature'))
    .option('--top-p <p>', 'nucleus sampling', number('top-p'))
    .option('--seed <n>', 'sampling seed', number('seed'))
    .option('--n <n>', 'number of samples (the first is shown)', number('n'))
    .option('--first-value-only', 'keep only the first value of each KG property (as the KaLMA reference does)')
    .option('--case-sensitive', 'match KG entity labels case-sensitively')
    .action(async (question: string, options: AskOptions, command: Command) => {
      const config = configFrom(command);
      if (question.trim() === '') throw new InputError('question', 'is empty; ask something, e.g. citeqa ask "Who was the father of Marie Curie?"');
      if (options.variant && options.variant !== 'general' && options.variant !== 'specific') {
        throw new InputError('--variant', `must be general or specific, got ${options.variant}`);
      }
      if (!answerSources.has(options.source)) {
        throw new InputError('--source', `unknown source "${options.source}"; known: ${answerSources.names().join(', ')}`);
      }
      const { answer, entities, extra } = await answerSources.get(options.source)(question, options, config);
      printAnswer(answer, { json: options.json, entities, extra });
    });
}
