/** A metric over several seeded runs, as the papers report it: mean and sample standard deviation. */
export interface SeedStatistic {
  mean: number | null;
  /** Sample standard deviation (n − 1, like Python's statistics.stdev); null with fewer than two values. */
  std: number | null;
  /** Runs with a value (null runs are left out). */
  n: number;
}

export function seedStatistic(values: readonly (number | null | undefined)[]): SeedStatistic {
  const present = values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  if (present.length === 0) return { mean: null, std: null, n: 0 };
  const mean = present.reduce((sum, value) => sum + value, 0) / present.length;
  if (present.length < 2) return { mean, std: null, n: present.length };
  const variance = present.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (present.length - 1);
  return { mean, std: Math.sqrt(variance), n: present.length };
}

/** Per metric over runs: `{metric: {mean, std, n}}` for every metric any run reported. */
export function seedStatistics(runs: readonly Record<string, number | null>[]): Record<string, SeedStatistic> {
  const names = [...new Set(runs.flatMap((metrics) => Object.keys(metrics)))];
  return Object.fromEntries(names.map((name) => [name, seedStatistic(runs.map((metrics) => metrics[name]))]));
}

/** `36.0 (0.6)` like the papers' tables; `36.0` for a single run; `—` when there is no value. */
export function formatStatistic(statistic: SeedStatistic | undefined, digits = 1): string {
  if (!statistic || statistic.mean === null) return '—';
  const mean = statistic.mean.toFixed(digits);
  return statistic.std === null ? mean : `${mean} (${statistic.std.toFixed(digits)})`;
}
