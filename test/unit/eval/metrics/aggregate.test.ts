import { describe, expect, it } from 'vitest';
import { assertNoNonFinite, macroMean, nullMetric, numpyMean, numpySum } from '../../../../eval/metrics/aggregate.js';

describe('macroMean', () => {
  it('averages per-item values and scales them', () => {
    const result = macroMean('m', [1, 0, 0.5], { scale: 100 });
    expect(result.value).toBeCloseTo(50, 12);
    expect(result.n).toBe(3);
    expect(result.excluded).toBeUndefined();
  });

  it('leaves null items out and reports how many and why', () => {
    const result = macroMean('m', [1, null, 0, null], { nullReason: 'empty output' });
    expect(result.value).toBe(0.5);
    expect(result.n).toBe(2);
    expect(result.excluded).toEqual({ count: 2, reason: 'empty output' });
  });

  it('is null with a reason, never NaN, when no item has a value', () => {
    const allNull = macroMean('m', [null, null], { nullReason: 'no qa_pairs' });
    expect(allNull.value).toBeNull();
    expect(allNull.reason).toBe('no qa_pairs');
    const none = macroMean('m', []);
    expect(none.value).toBeNull();
    expect(none.reason).toBe('no items');
  });

  it('refuses a NaN per-item value instead of averaging it', () => {
    expect(() => macroMean('m', [1, Number.NaN])).toThrow(/NaN/);
  });
});

describe('nullMetric', () => {
  it('gives every item a null and keeps the reason', () => {
    expect(nullMetric('citation_rec', 'no entailment judge configured', 2)).toMatchObject({
      value: null, reason: 'no entailment judge configured', n: 0, perItem: [null, null],
    });
  });
});

describe('assertNoNonFinite', () => {
  it('finds NaN and Infinity anywhere in a nested result', () => {
    expect(() => assertNoNonFinite({ a: [1, { b: Number.NaN }] })).toThrow(/\$\.a\[1\]\.b/);
    expect(() => assertNoNonFinite({ a: Infinity })).toThrow();
    expect(() => assertNoNonFinite({ a: [1, null, 'x', { b: 2 }] })).not.toThrow();
  });
});

describe('numpy-compatible summation', () => {
  // Expected values printed by numpy 2.4 (`np.mean([0.1]*100)`, `np.sum([((i*37)%101)/99 for i in range(300)])`);
  // a left-to-right sum gives 0.09999999999999981 and 151.19191919191917.
  it('sums in numpy\'s pairwise order so means equal the reference bit for bit', () => {
    expect(numpyMean(new Array<number>(100).fill(0.1))).toBe(0.09999999999999998);
    expect(numpySum(Array.from({ length: 300 }, (_, i) => ((i * 37) % 101) / 99))).toBe(151.1919191919192);
    expect(numpySum([1, 2, 3])).toBe(6);
    expect(numpySum([])).toBe(0);
  });
});
