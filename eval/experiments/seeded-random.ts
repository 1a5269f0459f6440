import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * A seeded random source. Every random choice of a run or sweep draws from one of these, derived from the run's
 * seed and a purpose label, so the same seed always gives the same choices regardless of how the run was
 * interrupted and resumed.
 */
export interface SeededRandom {
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

/** FNV-1a over the label, so `derive(seed, 'kg-swap')` and `derive(seed, 'removal')` are independent streams. */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function createSeededRandom(seed: number, purpose = ''): SeededRandom {
  const rng = xoroshiro128plus((seed ^ hashLabel(purpose)) | 0);
  const int = (min: number, max: number): number => uniformInt(rng, min, max);
  return {
    int,
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}
