import { describe, expect, it } from 'vitest';
import { confusionMetrics } from '../../../../eval/caqa/evaluate/confusion-metrics.js';

describe('CAQA confusion metrics', () => {
  it('gives no F1 (the reference NaN) to a class never predicted nor present, and so no macro-F1', () => {
    const result = confusionMetrics(['A', 'A', 'B'], ['A', 'B', 'B'], ['A', 'B', 'C']);
    expect(result.classes.map((scores) => scores.f1)).toEqual([2 / 3, 2 / 3, null]);
    expect(result.macroF1).toBeNull();
    expect(result.microF1).toBeCloseTo(2 / 3, 12);
  });

  it('has no micro-F1 when nothing is kept', () => {
    expect(confusionMetrics(['A'], ['None'], ['A']).microF1).toBeNull();
  });
});
