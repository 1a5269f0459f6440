import { mersenne } from 'pure-rand/generator/mersenne';

/** ALCE's run.py seeds numpy with `--seed` (42 in its configs) before drawing the demos. */
export const ALCE_DEMO_SEED = 42;

/**
 * `np.random.seed(seed); np.random.choice(n, size, replace=False)` with numpy's legacy RandomState: a Mersenne
 * Twister seeded by init_genrand, then `permutation(n)[:size]`, where the shuffle swaps item i (from the end) with
 * a draw in [0, i] made by masked rejection sampling of 32-bit outputs. Reproduces which demos ALCE put in its
 * prompts for a given seed (seed 42, 2 of 4 demos → [1, 3]).
 */
export function numpyChoiceWithoutReplacement(seed: number, n: number, size: number): number[] {
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new RangeError(`numpy seeds are 0..2^32-1, got ${seed}`);
  if (size > n) throw new RangeError(`cannot take ${size} of ${n} without replacement`);
  const generator = mersenne(seed);
  const next32 = () => generator.next() >>> 0;
  const items = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i >= 1; i -= 1) {
    let mask = i;
    mask |= mask >>> 1;
    mask |= mask >>> 2;
    mask |= mask >>> 4;
    mask |= mask >>> 8;
    mask |= mask >>> 16;
    let j: number;
    do j = (next32() & mask) >>> 0;
    while (j > i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items.slice(0, size);
}
