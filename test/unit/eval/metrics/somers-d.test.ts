import { describe, expect, it } from 'vitest';
import { somersD } from '../../../../eval/metrics/somers-d.js';

// Golden values from scipy 1.17.1: scipy.stats.somersd(x, y).statistic / .pvalue.
describe("Somers' D", () => {
  it('matches scipy on ordinal human ratings against metric scores', () => {
    const a = somersD([0, 1, 2, 2, 1, 0, 2, 1], [0.1, 0.5, 0.9, 0.7, 0.2, 0.3, 0.8, 0.6]);
    expect(a.d).toBeCloseTo(0.9047619047619048, 12);
    expect(a.p).toBeLessThan(1e-8);
    const b = somersD([2, 0, 1, 1, 2, 0, 0, 1, 2, 2], [3, 1, 2, 2, 1, 1, 0, 3, 3, 2]);
    expect(b.d).toBeCloseTo(0.5757575757575758, 12);
    expect(b.p).toBeCloseTo(0.0208386435320767, 6);
  });

  it('is 1 with p 0 for a perfect order, and undefined when x never varies', () => {
    expect(somersD([0, 0, 1, 1], [1, 2, 3, 4])).toEqual({ d: 1, p: 0, n: 4 });
    expect(somersD([1, 1, 1], [1, 2, 3])).toEqual({ d: null, p: null, n: 3 });
  });

  it('is asymmetric: D(Y|X) divides by the pairs untied on X', () => {
    const x = [0, 0, 1, 1, 2];
    const y = [1, 2, 3, 4, 5];
    // 8 concordant pairs of 8 untied on x; of the 10 pairs untied on y.
    expect(somersD(x, y).d).toBe(1);
    expect(somersD(y, x).d).toBeCloseTo(0.8, 12);
  });
});
