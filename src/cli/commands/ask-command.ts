import type { Command } from 'commander';
import { describeKgSources } from '../../../retrievers/kg/backends/all-kg-backends.js';
import { choices } from '../registry-choices.js';
import { indexKinds } from '../../../retrievers/passages/kinds/all-index-kinds.js';
import type { CiteqaConfig } from '../../config/config.js';
import { InputError } from '../../core/errors.js';
import type { QuestionVariant } from '../../core/question.js';
import { configFrom } from '../global-options.js';
import type { AnswerRequest } from '../../pipeline/answer-request.js';
import { printAnswer } from '../print-answer.js';

interface AskOptions {
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
  index?: string;
  k?: string;
  embedder?: string;
  judge?: string;
}

const collect = (value: string, previous: string[]): string[] => [...previous, value];
const positiveInteger = (name: string) => (value: string): number => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new InputError(`--${name}`, `expected a positive integer, got "${value}"`);
  return parsed;
};
const number = (name: string) => (value: string): number => {
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new InputError(`--${name}`, `not a number: ${value}`);
  return parsed;
};

/** The command line as a pipeline request: sampling for whichever side answers, `n` and the prompt for the KG side. */
function answerRequestOf(options: AskOptions, config: CiteqaConfig): AnswerRequest {
  return {
    ...(options.strategy ? { strategy: options.strategy } : {}),
    ...(options.variant ? { variant: options.variant } : {}),
    ...(options.judge ? { judge: options.judge } : {}),
    strategyOptions: {
      ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
      ...(options.topP === undefined ? {} : { topP: options.topP }),
      ...(options.seed === undefined ? {} : { seed: options.seed }),
    },
    kg: {
      sources: options.kg,
      strategyOptions: {
        ...(options.n === undefined ? {} : { n: options.n }),
        ...(options.kalmaPrompt === undefined ? {} : { prompt: options.kalmaPrompt }),
      },
      firstValueOnly: options.firstValueOnly,
      caseSensitive: options.caseSensitive,
    },
    passages: {
      ...(options.index !== undefined ? { index: options.index } : {}),
      ...(options.k !== undefined ? { k: options.k } : {}),
      ...(options.embedder !== undefined ? { indexKind: options.embedder } : {}),
      onIndexBuild: (documents) => process.stderr.write(`citeqa: indexing the ${documents} bundled passages once (kept in ${config.cacheDir})\n`),
    },
  };
}

export function registerAskCommand(program: Command): void {
  program
    .command('ask')
    .description('answer a question with citations (from the bundled KG and passages by default; [NA] marks what the sources lack)')
    .argument('<question>', 'the question')
    .option('--source <source>', 'where answers come from: kg, passages, or both (KG + passages of the bundled corpus)', 'both')
    .option('--index <dir>', 'passages: an index built by `citeqa index` (default: the bundled passages, indexed once in the cache)')
    .option('-k <n>', 'passages: how many to retrieve (default 5)')
    .option('--embedder <name>', `passages without --index: index the bundled passages as ${choices(indexKinds)} (default bm25)`)
    .option('--strategy <name>', 'answering strategy (default: kalma for the KG and vanilla for passages when an LLM is configured, else extractive-kg and extractive; kg: extractive-kg, kalma; passages: extractive, vanilla, summ, snippet, interact, inlinesearch, closedbook, rerank, postcite; both: either side\'s, a pair "kalma + vanilla", or kalma-alce — KG triples and passages in one prompt)')
    .option('--kg <source>', `KG: ${describeKgSources()}; repeat to union`, collect, [])
    .option('--json', 'print the full answer as JSON, citations resolved')
    .option('--variant <variant>', 'question variant for the KaLMA prompt: general or specific')
    .option('--kalma-prompt <file>', 'KaLMA prompt: general, specific, a prompts/kalma-style file, or a KaLMA reference prompt file')
    .option('--temperature <t>', 'sampling temperature', number('temperature'))
    .option('--top-p <p>', 'nucleus sampling', number('top-p'))
    .option('--seed <n>', 'sampling seed', number('seed'))
    .option('--n <n>', 'number of samples (the first is shown)', positiveInteger('n'))
    .option('--first-value-only', 'keep only the first value of each KG property (as the KaLMA reference does)')
    .option('--case-sensitive', 'match KG entity labels case-sensitively')
    .action(async (question: string, options: AskOptions, command: Command) => {
      const config = await configFrom(command);
      if (question.trim() === '') throw new InputError('question', 'is empty; ask something, e.g. citeqa ask "Who was the father of Marie Curie?"');
      if (options.variant && options.variant !== 'general' && options.variant !== 'specific') {
        throw new InputError('--variant', `must be general or specific, got ${options.variant}`);
      }
      const { answer } = await import('../../pipeline/answer.js');
      const answered = await answer(question, options.source, answerRequestOf(options, config), config);
      printAnswer(answered.answer, { json: options.json, entities: answered.entities, extra: answered.extra });
    });
}
