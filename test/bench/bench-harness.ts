import { performance } from 'node:perf_hooks';

/** One measured throughput figure. */
export interface BenchFigure {
  name: string;
  /** Work items processed (answers, judge pairs, queries…). */
  count: number;
  unit: string;
  seconds: number;
  /** What the figure includes or leaves out, when the name does not say. */
  note?: string;
}

/**
 * A `*.bench.ts` module's default export: runs its workloads and returns the figures; test/bench/run.ts prints
 * them. Benchmarks never assert speed; they report it.
 */
export type Bench = () => Promise<BenchFigure[]>;

/** Times `work` once after one untimed warm-up on `warmup` (so lazy loading is not counted). */
export async function measure(
  name: string,
  unit: string,
  count: number,
  work: () => Promise<unknown> | unknown,
  options: { warmup?: () => Promise<unknown> | unknown; note?: string } = {},
): Promise<BenchFigure> {
  if (options.warmup) await options.warmup();
  const start = performance.now();
  await work();
  const seconds = (performance.now() - start) / 1000;
  return { name, count, unit, seconds, ...(options.note ? { note: options.note } : {}) };
}

export const perSecond = (figure: BenchFigure): number => figure.count / figure.seconds;

/** Deterministic pseudo-random numbers (mulberry32), so every run benchmarks the same synthetic data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
