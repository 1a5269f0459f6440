import type { SuiteResult } from '../metrics/suite-result.js';
import { seedStatistics, type SeedStatistic } from './seed-statistics.js';
import type { RecordedUsage } from './run-progress.js';

/** metrics.json of a run: one suite summary per seed and, per metric, mean / std / n over the seeds. */
export interface RunMetrics {
  suite: string;
  judge: string | null;
  strategy: string;
  seeds: number[];
  /** Questions per seed. */
  n: number;
  metrics: Record<string, SeedStatistic>;
  /** Why a metric is null (from any seed). */
  nulls: Record<string, string>;
  excluded: Record<string, { count: number; reason: string }>;
  perSeed: Record<string, { n: number; metrics: Record<string, number | null> }>;
  /** Dataset provenance and the suite's own notes (judge stand-ins, featurizers, minimum-knowledge stand-in). */
  notes: Record<string, string>;
  usage: RecordedUsage;
  /** Answers that failed after their retries, left out of every metric. */
  failed: number;
}

export function runMetricsOf(
  base: { strategy: string; seeds: number[]; notes: Record<string, string>; usage: RecordedUsage; failed: number },
  perSeed: Map<number, SuiteResult>,
): RunMetrics {
  const results = base.seeds.map((seed) => perSeed.get(seed)!);
  const first = results[0]!;
  return {
    suite: first.suite,
    judge: first.judge,
    strategy: base.strategy,
    seeds: base.seeds,
    n: first.n,
    metrics: seedStatistics(results.map((result) => result.metrics)),
    nulls: Object.assign({}, ...results.map((result) => result.nulls)) as Record<string, string>,
    excluded: first.excluded,
    perSeed: Object.fromEntries(
      base.seeds.map((seed) => [String(seed), { n: perSeed.get(seed)!.n, metrics: perSeed.get(seed)!.metrics }]),
    ),
    notes: { ...base.notes, ...Object.assign({}, ...results.map((result) => result.notes)) },
    usage: base.usage,
    failed: base.failed,
  };
}
