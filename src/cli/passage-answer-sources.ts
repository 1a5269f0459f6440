import type { CiteqaConfig } from '../config/config.js';
import type { Answer } from '../core/answer.js';
import { InputError } from '../core/errors.js';
import type { Registry } from '../core/registry.js';
import type { StrategyOptions } from '../core/strategy.js';
import { joinSourceAnswers } from '../pipeline/join-source-answers.js';
import { normalizeAnswer } from '../text/normalize-answer.js';
import type { IndexKind } from '../../retrievers/passages/passage-index.js';
import type { AnswerSourceHandler, AskOptions, SourcedAnswer } from './commands/ask-command.js';

/** Offline defaults: no LLM needed. */
const DEFAULT_PASSAGE_STRATEGY = 'extractive';
const DEFAULT_KG_STRATEGY = 'extractive-kg';
const DEFAULT_K = 5;

function passageK(options: AskOptions): number {
  const k = options.k === undefined ? DEFAULT_K : Number(options.k);
  if (!Number.isInteger(k) || k < 1) throw new InputError('-k', `must be a positive integer, got "${String(options.k)}"`);
  return k;
}

function indexKind(name: string, kinds: readonly IndexKind[]): IndexKind {
  if (!(kinds as readonly string[]).includes(name)) throw new InputError('--embedder', `unknown embedder "${name}"; expected one of ${kinds.join(', ')}`);
  return name as IndexKind;
}

function samplingOptions(options: AskOptions): StrategyOptions {
  return {
    ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
    ...(options.topP === undefined ? {} : { topP: options.topP }),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  };
}

/** Answers from passages: `--index <dir>`, or an index of the bundled passages built once in the cache directory. */
async function answerFromPassageSource(
  question: string,
  options: AskOptions,
  config: CiteqaConfig,
  strategyName: string,
  alsoAbout: string[] = [],
): Promise<SourcedAnswer> {
  const [{ strategyRegistry }, { answerFromPassages }, { strategyDepsFor }, { openPassageIndex, INDEX_KINDS }, { cachedPassageIndex }] = await Promise.all([
    import('../generate/all-strategies.js'),
    import('../pipeline/passage-pipeline.js'),
    import('../pipeline/strategy-dependencies.js'),
    import('../../retrievers/passages/passage-index.js'),
    import('../../retrievers/passages/bundled-index.js'),
  ]);
  const strategy = strategyRegistry.get(strategyName);
  if (strategy.needs.entities) {
    throw new InputError(`--strategy ${strategyName}`, 'answers from a knowledge graph; with --source passages use extractive or an ALCE strategy (vanilla, summ, …)');
  }
  const k = passageK(options);
  // Fail on a missing LLM setting before spending time on an index.
  const deps = await strategyDepsFor(strategyName, config, { ...(typeof options.judge === 'string' ? { judge: options.judge } : {}) });
  const index =
    typeof options.index === 'string'
      ? await openPassageIndex(options.index, { config })
      : await cachedPassageIndex(config, {
          ...(typeof options.embedder === 'string' ? { kind: indexKind(options.embedder, INDEX_KINDS) } : {}),
          onBuild: (documents) => process.stderr.write(`citeqa: indexing the ${documents} bundled passages once (kept in ${config.cacheDir})\n`),
        });
  // Similarity search inside strategies stays in the index's vector space when it has one.
  if (deps.embedder && index.embedder) deps.embedder = index.embedder;
  const { answer, retrieval } = await answerFromPassages(question, {
    retriever: index,
    k,
    strategy: strategyName,
    deps,
    // Only the offline extractive strategy reads `alsoAbout`; a model's prompt keeps the question as asked.
    strategyOptions: { ...samplingOptions(options), ...(alsoAbout.length > 0 ? { alsoAbout } : {}) },
    ...(alsoAbout.length > 0 ? { retrievalQuery: `${question} ${alsoAbout.join(' ')}` } : {}),
  });
  return { answer, extra: { passageRetrieval: retrieval } };
}

/**
 * The values the KG's answer cited that the question does not already say: the passage side of `both` also
 * searches for them, so "Who was Raphael's teacher, and what did that teacher die of?" finds the passage about
 * Pietro Perugino, which says what the KG lacks.
 */
export function kgAnswerNames(question: string, kg: Answer): string[] {
  const said = ` ${normalizeAnswer(question)} `;
  const values = kg.statements.flatMap((statement) => statement.citations.flatMap((citation) => (citation.kind === 'triple' ? [citation.value] : [])));
  return [...new Set(values)].filter((value) => normalizeAnswer(value) !== '' && !said.includes(` ${normalizeAnswer(value)} `));
}

/**
 * Adds `passages` and `both` to `citeqa ask --source`. `both` (the default) answers from the bundled KG and from
 * the passages and joins the two answers (joinSourceAnswers: after a complete KG answer, passages only corroborate
 * or extend it); `--strategy` picks the side it names, the other side keeps its offline default.
 */
export function registerPassageAnswerSources(sources: Registry<AnswerSourceHandler>): void {
  sources.register('passages', (question, options, config) =>
    answerFromPassageSource(question, options, config, options.strategy ?? DEFAULT_PASSAGE_STRATEGY),
  );
  sources.register('both', async (question, options, config) => {
    const { strategyRegistry } = await import('../generate/all-strategies.js');
    const named = options.strategy ? strategyRegistry.get(options.strategy) : undefined;
    const kgStrategy = named?.needs.entities ? options.strategy! : DEFAULT_KG_STRATEGY;
    const passageStrategy = named && !named.needs.entities ? options.strategy! : DEFAULT_PASSAGE_STRATEGY;
    const fromKg = await sources.get('kg')(question, { ...options, strategy: kgStrategy }, config);
    const alsoAbout = kgAnswerNames(question, fromKg.answer);
    const fromPassages = await answerFromPassageSource(question, options, config, passageStrategy, alsoAbout);
    const kg = fromKg.answer;
    const passages = fromPassages.answer;
    return {
      answer: {
        ...joinSourceAnswers(question, kg, passages),
        strategy: `${kg.strategy} + ${passages.strategy}`,
        trace: [...kg.trace, ...passages.trace],
        ...(passages.passages ? { passages: passages.passages } : {}),
        ...(kg.citationChecks ? { citationChecks: kg.citationChecks } : {}),
      },
      ...(fromKg.entities ? { entities: fromKg.entities } : {}),
      extra: { ...fromKg.extra, ...fromPassages.extra },
    };
  });
}
