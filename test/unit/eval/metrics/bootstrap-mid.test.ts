import { describe, expect, it } from 'vitest';
import { bootstrapMid } from '../../../../eval/metrics/bootstrap-mid.js';

describe('bootstrap mid (rouge_score BootstrapAggregator)', () => {
  it('is the value itself when every score is the same, and nothing for no scores', () => {
    expect(bootstrapMid([0.4, 0.4, 0.4], { seed: 1 })).toBeCloseTo(0.4, 12);
    expect(bootstrapMid([], { seed: 1 })).toBeNull();
  });

  it('repeats for a seed and sits near the mean of many scores', () => {
    const values = Array.from({ length: 400 }, (_, i) => (i % 10) / 10);
    const mid = bootstrapMid(values, { seed: 3 })!;
    expect(bootstrapMid(values, { seed: 3 })).toBe(mid);
    // The mean is 0.45; the resample means' spread is about 0.29 / √400 ≈ 0.014.
    expect(Math.abs(mid - 0.45)).toBeLessThan(0.01);
    expect(bootstrapMid(values, { seed: 4 })).not.toBe(mid);
  });
});
