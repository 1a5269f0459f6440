import type { CiteqaConfig } from '../../config/config.js';
import { InputError } from '../../core/errors.js';
import type { ScoredPassage } from '../../core/passage.js';
import type { Retriever } from '../../core/retriever.js';
import { strategyRegistry } from '../../generate/all-strategies.js';
import { cachedPassageIndex } from '../../../retrievers/passages/bundled-index.js';
import { checkIndexKind, openPassageIndex, type PassageIndex } from '../../../retrievers/passages/passage-index.js';
import type { AnswerRequest, PassageRequest, SourcedAnswer } from '../answer-request.js';
import { answerSources, configuredDefaultStrategies } from '../answer-source-registry.js';
import { answerFromPassages } from '../passage-pipeline.js';
import { strategyDepsFor } from '../strategy-dependencies.js';

const DEFAULT_K = 5;

export function passageK(k: PassageRequest['k']): number {
  const parsed = k === undefined ? DEFAULT_K : Number(k);
  if (!Number.isInteger(parsed) || parsed < 1) throw new InputError('-k', `must be a positive integer, got "${String(k)}"`);
  return parsed;
}

/** Opened indexes stay open for the process: a run or the web server asks many questions of one index. */
const openIndexes = new Map<string, Promise<PassageIndex>>();

function passageIndexFor(request: PassageRequest, config: CiteqaConfig): Promise<PassageIndex> {
  // --embedder chooses how the bundled passages are indexed; an index from `citeqa index` already has its kind.
  const kind = request.index === undefined && request.indexKind !== undefined ? checkIndexKind(request.indexKind) : undefined;
  const key = request.index !== undefined ? `index:${request.index}` : `cached:${config.cacheDir}:${request.docs ?? 'bundled'}:${kind ?? ''}`;
  let index = openIndexes.get(key);
  if (!index) {
    index =
      request.index !== undefined
        ? openPassageIndex(request.index, { config })
        : cachedPassageIndex(config, {
            ...(kind ? { kind } : {}),
            ...(request.docs ? { docsPath: request.docs } : {}),
            ...(request.onIndexBuild ? { onBuild: request.onIndexBuild } : {}),
          });
    openIndexes.set(key, index);
    index.catch(() => openIndexes.delete(key));
  }
  return index;
}

/**
 * The top `k` passages for `query` from the request's index (or its documents, or the bundled passages): what a
 * metric retrieves as evidence (CONNER's factuality) from the same place the answer drew on.
 */
export async function retrievePassages(query: string, request: PassageRequest, config: CiteqaConfig, k: number): Promise<ScoredPassage[]> {
  return (await passageIndexFor(request, config)).retrieve(query, k);
}

/**
 * Answers from passages: the caller's own (an ALCE item's docs) in their order, or the top k retrieved from an
 * index. `alsoAbout` widens the search with names the KG side answered (see both-source.ts).
 */
export async function answerFromPassageSource(
  question: string,
  request: AnswerRequest,
  config: CiteqaConfig,
  strategyName: string,
  alsoAbout: string[] = [],
): Promise<SourcedAnswer> {
  const strategy = strategyRegistry.get(strategyName);
  if (strategy.needs.entities && strategy.needs.passages) {
    throw new InputError(`--strategy ${strategyName}`, 'answers from the KG and the passages together; use it with --source both');
  }
  if (strategy.needs.entities) {
    throw new InputError(`--strategy ${strategyName}`, 'answers from a knowledge graph; with --source passages use extractive or an ALCE strategy (vanilla, summ, …)');
  }
  const passageRequest = request.passages ?? {};
  const k = passageK(passageRequest.k);
  // Fail on a missing LLM setting before spending time on an index.
  const deps =
    request.deps ??
    (await strategyDepsFor(strategyName, config, {
      ...(request.embedder ? { embedder: request.embedder } : {}),
      ...(request.onModelText ? { onModelText: request.onModelText } : {}),
      ...(request.judge ? { judge: request.judge } : {}),
    }));
  const given = passageRequest.passages;
  if (given) return { answer: await strategy.answer(question, { passages: given, ...request.setting }, deps, request.strategyOptions), passages: given };

  const index: Retriever & { embedder?: PassageIndex['embedder'] } = await passageIndexFor(passageRequest, config);
  // Similarity search inside strategies stays in the index's vector space when it has one.
  const strategyDeps = deps.embedder && index.embedder ? { ...deps, embedder: index.embedder } : deps;
  const { answer, retrieval } = await answerFromPassages(question, {
    retriever: index,
    k,
    strategy: strategyName,
    deps: strategyDeps,
    // Only the offline extractive strategy reads `alsoAbout`; a model's prompt keeps the question as asked.
    strategyOptions: { ...request.strategyOptions, ...(alsoAbout.length > 0 ? { alsoAbout } : {}) },
    ...(alsoAbout.length > 0 ? { retrievalQuery: `${question} ${alsoAbout.join(' ')}` } : {}),
    ...(request.setting ? { setting: request.setting } : {}),
  });
  return { answer, passages: retrieval.passages, extra: { passageRetrieval: retrieval } };
}

answerSources.register('passages', async (question, request, config) =>
  answerFromPassageSource(question, request, config, request.strategy ?? (await configuredDefaultStrategies(config)).passages),
);
