import type { Embedder } from '../../src/core/embedder.js';
import type { EntailmentJudge } from '../../src/core/entailment-judge.js';
import type { MetricResult } from '../../src/core/metric.js';
import type { LanguageModelScorer } from '../../src/core/language-model-scorer.js';
import type { Ranker } from '../../src/core/ranker.js';
import type { RatingJudge } from '../../src/core/rating-judge.js';
import type { CacheStore } from '../../src/llm/cache-store.js';
import { defineMetrics, type MetricDefinition, type MetricNeeds } from './metric-registry.js';
import type { SuiteResult } from './suite-result.js';

/** The judges and scorers a metric may declare it needs; metrics never build them and never call a model. */
export interface MetricDependencies {
  judge?: EntailmentJudge;
  ratingJudge?: RatingJudge;
  embedder?: Embedder;
  scorer?: LanguageModelScorer;
  ranker?: Ranker;
  /**
   * Where a set-level computation that is costly and a pure function of its inputs (MAUVE's clustering of the
   * features) keeps its result, so scoring the same texts again does not redo it. Not a seam: no metric needs it.
   */
  resultCache?: CacheStore;
}

/** The seams a metric can need, in the order their absence is reported. */
export const METRIC_SEAMS = ['judge', 'ratingJudge', 'embedder', 'scorer', 'ranker'] as const satisfies readonly (keyof MetricNeeds & keyof MetricDependencies)[];
export type MetricSeam = (typeof METRIC_SEAMS)[number];

/** What one metric module contributes to a suite result. */
export interface MetricScores {
  /** One result per definition, by id. */
  results: MetricResult[];
  /** Per input item, scores to show beside the item (on the summary's scale; names need not be metric ids). */
  itemScores?: Record<string, number | null>[];
  /** Per input item, the decisions behind the scores (per statement, per citation). */
  details?: Record<string, unknown>[];
  /** Facts a reader needs to interpret the figures (which featurizer, which mode). */
  notes?: Record<string, string>;
  /** Counts left out that are not one metric's own (`citations`, `alignment`, …). */
  excluded?: SuiteResult['excluded'];
}

/**
 * A metric file's export: its definitions (registered once, when the file is first loaded) and a scoring function
 * over a suite's prepared items and the dependencies it declares. Several definitions share one module only where
 * the reference computes them in one pass (citation recall and precision, QAMPARI's six scores).
 */
export interface MetricModule<Prepared> {
  readonly definitions: readonly MetricDefinition[];
  score(prepared: Prepared, dependencies: MetricDependencies): Promise<MetricScores> | MetricScores;
}

export function defineMetricModule<Prepared>(
  definitions: readonly MetricDefinition[],
  score: MetricModule<Prepared>['score'],
): MetricModule<Prepared> {
  defineMetrics(definitions);
  return { definitions, score };
}

/** The seams any of the definitions needs. */
export function seamsNeeded(definitions: readonly MetricDefinition[]): MetricSeam[] {
  return METRIC_SEAMS.filter((seam) => definitions.some((definition) => definition.needs[seam]));
}
