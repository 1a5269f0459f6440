import type { MetricModule, MetricSeam } from './metric-module.js';

/** A metric file, loaded when a suite first needs it: `() => import('./answer-length.js')`. */
export type MetricFile<Prepared> = () => Promise<{ metric: MetricModule<Prepared> }>;

/**
 * A metric suite: how its input items become what its metrics read, which metric files it runs (per variant, e.g.
 * ALCE's datasets), and how it words a missing judge or scorer. Adding a metric to a suite is one new metric file
 * and one line in a variant's list.
 */
export interface MetricSuite<Item, Options, Prepared> {
  id: string;
  /** The variant whose metrics are computed (ALCE: asqa / qampari / eli5); one variant for suites without any. */
  variantOf(items: readonly Item[], options: Options): string;
  prepare(items: readonly Item[], options: Options, variant: string): Prepared;
  /** Metric files per variant, in the order their metrics are reported. */
  variants: Record<string, MetricFile<Prepared>[]>;
  /** Why a metric needing this seam is null when the seam was not given. */
  missing: Record<MetricSeam, string>;
  /** The item's id in per-item output. */
  itemId(item: Item, index: number): string;
  itemQuestion(item: Item): string;
  /** Notes every result of the suite carries (the variant, the options in force). */
  notes?(variant: string, options: Options): Record<string, string>;
}

/** How a missing judge or scorer is worded when a suite has nothing more specific to say. */
export const MISSING_SEAMS: Record<MetricSeam, string> = {
  judge: 'no entailment judge configured (choose one with --judge)',
  ratingJudge: 'no rating judge configured',
  embedder: 'no embedder configured',
  scorer: 'no language-model scorer configured',
  ranker: 'no ranker configured',
};
