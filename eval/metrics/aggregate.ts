import type { MetricResult } from '../../src/core/metric.js';

/**
 * A metric value that is not a finite number is a bug in the metric, not a result: JSON would silently turn
 * NaN into null and hide it, so fail loudly here instead.
 */
export function assertFinite(value: number, what: string): number {
  if (!Number.isFinite(value)) throw new Error(`internal error: ${what} is ${value}`);
  return value;
}

/**
 * numpy's pairwise summation (`np.add.reduce` on float64): eight running sums over blocks of up to 128 values,
 * halves above that. The reference scores are `np.mean` results; summing in the same order makes ours equal to
 * the last bit (a plain left-to-right sum gives 35.300000000000004 where ALCE stored 35.3).
 */
export function numpySum(values: readonly number[], start = 0, count = values.length - start): number {
  if (count < 8) {
    let sum = 0;
    for (let index = start; index < start + count; index++) sum += values[index]!;
    return sum;
  }
  if (count <= 128) {
    const partial = values.slice(start, start + 8);
    let index = start + 8;
    const end = start + count - (count % 8);
    for (; index < end; index += 8) for (let lane = 0; lane < 8; lane++) partial[lane]! += values[index + lane]!;
    let sum = ((partial[0]! + partial[1]!) + (partial[2]! + partial[3]!)) + ((partial[4]! + partial[5]!) + (partial[6]! + partial[7]!));
    for (; index < start + count; index++) sum += values[index]!;
    return sum;
  }
  let half = Math.floor(count / 2);
  half -= half % 8;
  return numpySum(values, start, half) + numpySum(values, start + half, count - half);
}

/** `np.mean` of float64 values. */
export function numpyMean(values: readonly number[]): number {
  return numpySum(values) / values.length;
}

export interface MacroMeanOptions {
  /** Multiply the mean (e.g. 100 for ALCE's percentages). */
  scale?: number;
  /** Why an item's value is null; reported with the excluded count. */
  nullReason?: string;
  /** Why the whole metric is null when no item has a value. */
  emptyReason?: string;
}

/**
 * Macro average (per item, then the mean over items, as ALCE and KaLMA do). Null items are left out and counted;
 * when every item is null the metric is null with a reason, never 0 and never NaN.
 */
export function macroMean(name: string, perItem: (number | null)[], options: MacroMeanOptions = {}): MetricResult {
  const scale = options.scale ?? 1;
  const values: number[] = [];
  for (const [index, value] of perItem.entries()) {
    if (value === null) continue;
    values.push(assertFinite(value, `${name} of item ${index}`));
  }
  const nullCount = perItem.length - values.length;
  const excluded = nullCount > 0 ? { count: nullCount, reason: options.nullReason ?? 'not applicable' } : undefined;
  if (values.length === 0) {
    const reason = perItem.length === 0 ? 'no items' : (options.emptyReason ?? options.nullReason ?? 'no item has a value');
    return { name, value: null, reason, n: 0, excluded, perItem };
  }
  const mean = numpyMean(values);
  return { name, value: assertFinite(scale * mean, name), n: values.length, excluded, perItem };
}

/** A metric that cannot be computed at all (no judge, no embedder, wrong dataset). */
export function nullMetric(name: string, reason: string, items: number): MetricResult {
  return { name, value: null, reason, n: 0, perItem: new Array<null>(items).fill(null) };
}

/** Fails when any number anywhere inside `value` is NaN or ±Infinity; used on every result before it is printed. */
export function assertNoNonFinite(value: unknown, path = '$'): void {
  if (typeof value === 'number') {
    assertFinite(value, path);
  } else if (Array.isArray(value)) {
    value.forEach((entry, index) => assertNoNonFinite(entry, `${path}[${index}]`));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) assertNoNonFinite(entry, `${path}.${key}`);
  }
}
