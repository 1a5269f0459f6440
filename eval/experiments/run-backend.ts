import type { CiteqaConfig } from '../../src/config/config.js';
import { InputError } from '../../src/core/errors.js';
import { strategyRegistry } from '../../src/generate/all-strategies.js';
import type { AnswerRequest } from '../../src/pipeline/answer-request.js';
import { answer } from '../../src/pipeline/answer.js';
import { parseStrategyPair } from '../../src/pipeline/answer-source-registry.js';
import { judgeFromConfig } from '../../src/pipeline/dependencies.js';
import { strategyDepsFor } from '../../src/pipeline/strategy-dependencies.js';
import type { RunBackend } from './run-executor.js';
import type { RunInput } from './run-input.js';
import type { RunSpec } from './run-spec.js';

/**
 * The model id recorded in a run's config: the configured `llm.model` when the strategy calls a model, else null,
 * so configuring a model later does not invalidate (and block resuming) an offline run.
 */
export function modelForStrategy(strategy: string, configured: string | undefined): string | null {
  // `both` joins two strategies ("kalma + vanilla"): the run used a model when either side did.
  const names = parseStrategyPair(strategy) ? Object.values(parseStrategyPair(strategy)!) : [strategy];
  const usesModel = names.some((name) => strategyRegistry.has(name) && strategyRegistry.get(name).needs.model === true);
  return usesModel ? (configured ?? null) : null;
}

/**
 * Connects a run to the rest of CiteQA: each question is answered by the pipeline's `answer`, exactly as
 * `citeqa ask --source <source>` answers it, from the item's own KG or passages when the dataset brings them and
 * by retrieval otherwise; the metric suite named in the spec scores the answers. A missing setting fails before
 * the first question.
 */
export async function createRunBackend(spec: RunSpec, config: CiteqaConfig): Promise<RunBackend> {
  const { suiteEvaluators, suiteFollowUps } = await import('./suites/all-suites.js');
  const evaluate = suiteEvaluators.get(spec.suite);
  const followUp = suiteFollowUps.has(spec.suite) ? await suiteFollowUps.get(spec.suite)(spec, config) : undefined;
  // The metrics' judge is built (and its model settings checked) now, not after every question was paid for.
  const judge = await judgeFromConfig(spec.judge, config);
  // `both` reads a joined pair ("kalma + vanilla") as well as one strategy, so the spec's name is passed as it is:
  // the run answers with what it recorded, not with whatever the configuration would default to today.
  const strategy = strategyRegistry.has(spec.strategy) || (spec.source === 'both' && parseStrategyPair(spec.strategy)) ? spec.strategy : undefined;
  // Strategies search with the configured embeddings endpoint when there is one, as `ask` does (ALCE's INLINESEARCH
  // and POSTCITE search with GTR, which such an endpoint can serve); else with the process's one offline embedder,
  // shared by every run of a sweep (each text embedded once).
  const endpoint = Boolean(config.embeddings.baseURL && config.embeddings.model);
  const { sharedUseLiteEmbedder } = await import('../../retrievers/dense/embedders/use-lite-backend.js');
  const shared = endpoint ? undefined : sharedUseLiteEmbedder();
  // One side answers kg and passages runs, so its dependencies are built once; `both` builds each side's own.
  const deps =
    spec.source === 'both' || !strategy || !strategyRegistry.has(strategy)
      ? undefined
      : await strategyDepsFor(strategy, config, { ...(shared ? { embedder: shared } : {}), judge: spec.judge, ...(spec.model ? { model: spec.model } : {}) });
  const retrieval = spec.retrieval ?? null;

  const needsGold = strategy !== undefined && strategyRegistry.has(strategy) && strategyRegistry.get(strategy).needs.goldPassages === true;

  return {
    // ORACLE on ELI5: its passages are chosen by claim recall, with the run's own judge (ALCE §F.1).
    ...(needsGold ? { prepare: async (inputs: RunInput[], cacheFile: string) => (await import('./claim-oracle-cache.js')).withClaimOracle(inputs, judge, cacheFile) } : {}),
    async answer(given, seed) {
      const input = followUp?.before ? followUp.before(given) : given;
      if (spec.source !== 'passages' && !input.entities && !retrieval) {
        throw new InputError(spec.data, `question ${input.id} has no KG and the run has no KG to retrieve from`);
      }
      if (spec.source !== 'kg' && !input.passages && !retrieval) {
        throw new InputError(spec.data, `question ${input.id} has no passages and the run has no index to retrieve from`);
      }
      const request: AnswerRequest = {
        ...(strategy ? { strategy } : {}),
        strategyOptions: { ...spec.strategyOptions, seed },
        ...(input.variant ? { variant: input.variant } : {}),
        ...(input.setting ? { setting: input.setting } : {}),
        ...(deps ? { deps } : {}),
        ...(shared ? { embedder: shared } : {}),
        judge: spec.judge,
        kg: { sources: retrieval?.kg ?? [], ...(input.entities ? { entities: input.entities } : {}) },
        passages: {
          ...(retrieval?.index ? { index: retrieval.index } : {}),
          ...(retrieval?.docs ? { docs: retrieval.docs } : {}),
          ...(retrieval ? { k: retrieval.k } : {}),
          ...(input.passages ? { passages: input.passages } : {}),
        },
      };
      const result = await answer(input.question, spec.source, request, config);
      // ORACLE answers from other passages than the item's docs: its [n] numbers those, so they are what is recorded.
      const cited = result.answer.passages;
      const citesOthers = input.passages !== undefined && cited !== undefined && cited.some((passage, i) => passage.id !== input.passages![i]?.id);
      const retrieved = {
        ...(!input.entities && result.entities ? { entities: result.entities } : {}),
        ...(!input.passages && result.passages ? { passages: result.passages } : {}),
        ...(citesOthers ? { passages: cited } : {}),
      };
      const after = followUp ? await followUp.after(input, result.answer, seed) : undefined;
      const chosen = after?.answer ?? result.answer;
      const answered = after ? { ...chosen, trace: [...chosen.trace, ...after.trace] } : chosen;
      return { answer: answered, ...(Object.keys(retrieved).length > 0 ? { retrieved } : {}), ...(after ? { followUp: after.fields } : {}) };
    },
    evaluate: (records) => evaluate(records, { judge: spec.judge, config, ...(spec.suiteOptions ? { suiteOptions: spec.suiteOptions } : {}) }),
  };
}
