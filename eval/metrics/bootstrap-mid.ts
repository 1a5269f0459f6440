import { createSeededRandom } from '../experiments/seeded-random.js';

/**
 * rouge_score's BootstrapAggregator "mid": the median (numpy's linear-interpolated 50th percentile) of the means of
 * `samples` resamples drawn with replacement. rouge_score draws unseeded; here the seed is given and reported, so
 * the figure is repeatable.
 */
export function bootstrapMid(values: readonly number[], options: { samples?: number; seed: number }): number | null {
  if (values.length === 0) return null;
  const samples = options.samples ?? 1000;
  const random = createSeededRandom(options.seed, 'bootstrap');
  const means: number[] = [];
  for (let s = 0; s < samples; s++) {
    let sum = 0;
    for (let i = 0; i < values.length; i++) sum += values[random.int(0, values.length - 1)]!;
    means.push(sum / values.length);
  }
  means.sort((a, b) => a - b);
  const position = 0.5 * (means.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return means[low]! + (means[high]! - means[low]!) * (position - low);
}
