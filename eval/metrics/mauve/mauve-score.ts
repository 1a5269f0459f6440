import { quantizeFeatures } from './quantize-features.js';

/** KL(p‖q) over histograms; Infinity when p has mass where q has none (as in the mauve package). */
export function klMultinomial(p: number[], q: number[]): number {
  let sum = 0;
  for (let index = 0; index < p.length; index++) {
    const pi = p[index]!;
    const qi = q[index]!;
    if (pi !== 0 && qi === 0) return Infinity;
    if (pi !== 0) sum += pi * Math.log(pi / qi);
  }
  return sum;
}

/** `np.linspace(start, stop, count)`. */
function linspace(start: number, stop: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => start + ((stop - start) * index) / (count - 1));
}

/** The divergence frontier: exp(−c·[KL(q‖r), KL(p‖r)]) for r = w·p + (1−w)·q, plus the two extreme points. */
export function divergenceCurve(p: number[], q: number[], weights = 25, scaling = 5): [number, number][] {
  const points: [number, number][] = [[0, Infinity]];
  for (const w of linspace(1e-6, 1 - 1e-6, weights)) {
    const r = p.map((pi, index) => w * pi + (1 - w) * q[index]!);
    points.push([klMultinomial(q, r), klMultinomial(p, r)]);
  }
  points.push([Infinity, 0]);
  return points.map(([x, y]) => [Math.exp(-scaling * x), Math.exp(-scaling * y)]);
}

/** Trapezoidal area (sklearn `auc`) over points sorted by x. */
function areaUnderCurve(xs: number[], ys: number[]): number {
  let area = 0;
  for (let index = 1; index < xs.length; index++) area += ((xs[index]! - xs[index - 1]!) * (ys[index]! + ys[index - 1]!)) / 2;
  return area;
}

/**
 * Sorts the curve by one coordinate. Ties (only the extreme points, when p = q) are broken by the other coordinate,
 * descending, so the curve is traversed along the frontier and identical distributions score 1.
 */
function sortedBy(values: number[], other: number[]): [number[], number[]] {
  const order = values.map((_, index) => index).sort((a, b) => values[a]! - values[b]! || other[b]! - other[a]!);
  return [order.map((index) => values[index]!), order.map((index) => other[index]!)];
}

/** MAUVE of two histograms: mean of the areas under the frontier read both ways. */
export function mauveFromHistograms(p: number[], q: number[], options: { weights?: number; scaling?: number } = {}): number {
  const curve = divergenceCurve(p, q, options.weights ?? 25, options.scaling ?? 5);
  const xs = curve.map(([x]) => x);
  const ys = curve.map(([, y]) => y);
  const [x1, y1] = sortedBy(xs, ys);
  const [y2, x2] = sortedBy(ys, xs);
  return 0.5 * (areaUnderCurve(x1, y1) + areaUnderCurve(y2, x2));
}

/** Python's `round`: halves go to the even neighbour (round(2.5) = 2), which decides the bucket count at n = 25, 35, …. */
export function roundHalfEven(value: number): number {
  const floor = Math.floor(value);
  const fraction = value - floor;
  if (fraction !== 0.5) return Math.round(value);
  return floor % 2 === 0 ? floor : floor + 1;
}

export interface MauveResult {
  /** 0–1, like `out.mauve` of the mauve package. */
  mauve: number;
  buckets: number;
  pcaComponents: number;
}

/**
 * MAUVE (Pillutla et al.) from precomputed features, p = human texts, q = model texts, with the package defaults:
 * `num_buckets='auto'` = max(2, round(min(n_p, n_q)/10)), PCA to 90% variance, 5 k-means restarts, 25 mixture
 * weights, scaling 5.
 */
export function mauveFromFeatures(pFeatures: number[][], qFeatures: number[][], options: { seed?: number } = {}): MauveResult {
  const buckets = Math.max(2, roundHalfEven(Math.min(pFeatures.length, qFeatures.length) / 10));
  const { p, q, components } = quantizeFeatures(pFeatures, qFeatures, { numBuckets: buckets, seed: options.seed });
  return { mauve: mauveFromHistograms(p, q), buckets, pcaComponents: components };
}
