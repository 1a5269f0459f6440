import { describe, expect, it } from 'vitest';
import { numpyChoiceWithoutReplacement } from '../../../../src/generate/alce/demo-choice.js';

describe('numpyChoiceWithoutReplacement', () => {
  // Expected values printed by numpy 2 (legacy RandomState): np.random.seed(s); np.random.choice(n, k, replace=False).
  it.each([
    [42, 4, 2, [1, 3]],
    [42, 4, 4, [1, 3, 0, 2]],
    [0, 4, 2, [2, 3]],
    [1, 4, 3, [3, 2, 0]],
    [7, 4, 2, [2, 1]],
    [123, 4, 2, [3, 0]],
    [2023, 4, 4, [2, 0, 1, 3]],
    [42, 2, 2, [1, 0]],
    [5, 2, 2, [0, 1]],
    [42, 6, 6, [0, 1, 5, 2, 4, 3]],
    [0, 6, 6, [5, 2, 1, 3, 0, 4]],
  ])('seed %i, choice(%i, %i) → %j', (seed, n, size, expected) => {
    expect(numpyChoiceWithoutReplacement(seed, n, size)).toEqual(expected);
  });

  it('rejects impossible draws', () => {
    expect(() => numpyChoiceWithoutReplacement(1, 2, 3)).toThrow(RangeError);
    expect(() => numpyChoiceWithoutReplacement(-1, 2, 1)).toThrow(RangeError);
  });
});
