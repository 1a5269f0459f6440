import type { CiteqaConfig } from '../../src/config/config.js';
import { InputError } from '../../src/core/errors.js';
import { strategyRegistry } from '../../src/generate/all-strategies.js';
import type { StrategyDeps } from '../../src/core/strategy.js';
import type { Embedder } from '../../src/core/embedder.js';
import type { Retriever } from '../../src/core/retriever.js';
import { memoizeEmbedder } from './memoized-embedder.js';
import type { RunBackend } from './run-executor.js';
import type { RunSpec } from './run-spec.js';

/**
 * The model id recorded in a run's config: the configured `llm.model` when the strategy calls a model, else null,
 * so configuring a model later does not invalidate (and block resuming) an offline run.
 */
export function modelForStrategy(strategy: string, configured: string | undefined): string | null {
  if (!strategyRegistry.has(strategy)) return null;
  return strategyRegistry.get(strategy).needs.model ? (configured ?? null) : null;
}

let embedder: Promise<Embedder> | undefined;

/** One memoised offline embedder per process, shared by every run of a sweep (see memoized-embedder.ts). */
function sharedEmbedder(): Promise<Embedder> {
  embedder ??= (async () => {
    const { createUseLiteEmbedder } = await import('../../retrievers/dense/use-lite-embedder.js');
    return memoizeEmbedder(createUseLiteEmbedder());
  })();
  return embedder;
}

/**
 * Connects a run to the rest of CiteQA: the strategy from the registry with the model, embedder and judge it
 * declares it needs, and the metric suite named in the spec. A missing setting fails before the first question.
 */
export async function createRunBackend(spec: RunSpec, config: CiteqaConfig): Promise<RunBackend> {
  const { suiteEvaluators } = await import('./suites/all-suites.js');
  const strategy = strategyRegistry.get(spec.strategy);
  const evaluate = suiteEvaluators.get(spec.suite);

  const deps: StrategyDeps = {};
  if (strategy.needs.model) {
    const { createChatModelFromConfig } = await import('../../src/llm/create-chat-model.js');
    const llm = spec.model ? { ...config.llm, model: spec.model } : config.llm;
    deps.model = createChatModelFromConfig({ ...config, llm }, 'llm');
  }
  if (strategy.needs.embedder) deps.embedder = await sharedEmbedder();
  if (strategy.needs.judge) {
    const { judgeFromConfig } = await import('../../src/pipeline/dependencies.js');
    deps.judge = await judgeFromConfig(spec.judge, config);
  }
  const options = spec.strategyOptions;

  const retrieval = spec.retrieval ?? null;
  let passageIndex: Promise<Retriever> | undefined;
  const retriever = (): Promise<Retriever> => {
    passageIndex ??= (async () => {
      if (retrieval?.index) {
        const { openPassageIndex } = await import('../../retrievers/passages/passage-index.js');
        return openPassageIndex(retrieval.index, { config });
      }
      const { cachedPassageIndex } = await import('../../retrievers/passages/bundled-index.js');
      return cachedPassageIndex(config);
    })();
    return passageIndex;
  };

  return {
    async answer(input, seed) {
      const strategyOptions = { ...options, seed };
      if (spec.source === 'kg') {
        if (input.entities) {
          return { answer: await strategy.answer(input.question, { entities: input.entities, variant: input.variant }, deps, strategyOptions) };
        }
        if (!retrieval) throw new InputError(spec.data, `question ${input.id} has no KG and the run has no KG to retrieve from`);
        const { answerFromKg } = await import('../../src/pipeline/kg-pipeline.js');
        const result = await answerFromKg(input.question, {
          kgSources: retrieval.kg,
          strategy: spec.strategy,
          deps,
          strategyOptions,
          ...(input.variant ? { variant: input.variant } : {}),
          timeoutMs: config.timeoutMs,
        });
        return { answer: result.answer, retrieved: { entities: result.retrieval.entities } };
      }
      if (input.passages) return { answer: await strategy.answer(input.question, { passages: input.passages }, deps, strategyOptions) };
      if (!retrieval) throw new InputError(spec.data, `question ${input.id} has no passages and the run has no index to retrieve from`);
      const passages = await (await retriever()).retrieve(input.question, retrieval.k);
      return { answer: await strategy.answer(input.question, { passages }, deps, strategyOptions), retrieved: { passages } };
    },
    evaluate: (records) => evaluate(records, { judge: spec.judge, config }),
  };
}
