import { Registry } from '../../src/core/registry.js';

/** Which paper defines a metric; shown beside every figure so readers know whose definition they see. */
export type MetricPaper = 'ALCE' | 'KaLMA' | 'CONNER' | 'CAQA' | 'G-Eval' | 'MAUVE';

/** How a metric's number reads. ALCE and KaLMA figures are percentages (0–100) like the papers' tables. */
export type MetricUnit = 'percent' | 'words' | 'count' | 'score-1-5' | 'fraction' | 'score';

export interface MetricNeeds {
  /** An EntailmentJudge; without one the metric is null with a reason. */
  judge?: boolean;
  /** A RatingJudge (G-Eval style 1–5 scoring). */
  ratingJudge?: boolean;
  /** An Embedder (MAUVE features). */
  embedder?: boolean;
  /** A LanguageModelScorer (CONNER's perplexity-based metrics). */
  scorer?: boolean;
  /** A Ranker (CONNER relevance). */
  ranker?: boolean;
  /** The gold field the metric reads from each item (e.g. `qa_pairs`), when it needs one. */
  gold?: string;
}

export interface MetricDefinition {
  /** The reference implementation's own name (`str_em`, `citation_rec`, …), so results line up with its files. */
  id: string;
  label: string;
  /** The suite that computes it (`alce`, `kalma`, …). */
  suite: string;
  paper: MetricPaper;
  unit: MetricUnit;
  /** Inclusive range of valid values; `max` is absent for unbounded counts such as length. */
  range: { min: number; max?: number };
  /** One line on how it is computed, for `--help`-style listings and the README. */
  description: string;
  needs: MetricNeeds;
}

/**
 * Every metric CiteQA can report, keyed by id. Each suite registers its definitions from one file
 * (eval/metrics/alce/alce-metric-definitions.ts, eval/metrics/kalma/…); eval/metrics/all-metrics.ts imports them all.
 */
export const metricRegistry = new Registry<MetricDefinition>('metric');

/** Registers a batch of definitions and returns them keyed by id, for the suite that computes them. */
export function defineMetrics<const Id extends string>(
  definitions: readonly (MetricDefinition & { id: Id })[],
): Record<Id, MetricDefinition> {
  const byId = {} as Record<Id, MetricDefinition>;
  for (const definition of definitions) {
    metricRegistry.register(definition.id, definition);
    byId[definition.id] = definition;
  }
  return byId;
}

/** The definitions of one suite, sorted by id so listings are stable. */
export function metricsOfSuite(suite: string): MetricDefinition[] {
  return metricRegistry
    .names()
    .map((id) => metricRegistry.get(id))
    .filter((definition) => definition.suite === suite);
}
