import { describe, expect, it } from 'vitest';
import {
  divergenceCurve,
  klMultinomial,
  mauveFromFeatures,
  mauveFromHistograms,
  roundHalfEven,
} from '../../../../../eval/metrics/mauve/mauve-score.js';

/** Deterministic pseudo-random points around a centre (a small LCG keeps the test free of global state). */
function cloud(centre: number[], count: number, spread: number, seed: number): number[][] {
  let state = seed;
  const next = () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296 - 0.5;
  };
  return Array.from({ length: count }, () => centre.map((value) => value + spread * next()));
}

const axis = (dimension: number, index: number) => Array.from({ length: dimension }, (_, i) => (i === index ? 1 : 0));

describe('MAUVE pieces', () => {
  it('rounds half to even like Python when choosing the bucket count', () => {
    expect(roundHalfEven(2.5)).toBe(2);
    expect(roundHalfEven(3.5)).toBe(4);
    expect(roundHalfEven(10)).toBe(10);
    expect(roundHalfEven(2.6)).toBe(3);
  });

  it('KL is infinite where p has mass and q has none, and zero for equal histograms', () => {
    expect(klMultinomial([0.5, 0.5], [1, 0])).toBe(Infinity);
    expect(klMultinomial([0.3, 0.7], [0.3, 0.7])).toBe(0);
    expect(klMultinomial([1, 0], [0.5, 0.5])).toBeCloseTo(Math.log(2), 12);
  });

  it('builds 25 mixture points plus the two extremes', () => {
    const curve = divergenceCurve([0.5, 0.5], [0.9, 0.1]);
    expect(curve).toHaveLength(27);
    expect(curve[0]).toEqual([1, 0]);
    expect(curve[26]).toEqual([0, 1]);
  });

  it('scores identical histograms 1 and disjoint ones near 0', () => {
    expect(mauveFromHistograms([0.2, 0.8], [0.2, 0.8])).toBeCloseTo(1, 12);
    expect(mauveFromHistograms([1, 0], [0, 1])).toBeLessThan(0.05);
    const partial = mauveFromHistograms([0.5, 0.5], [0.9, 0.1]);
    expect(partial).toBeGreaterThan(0.05);
    expect(partial).toBeLessThan(1);
  });
});

describe('mauveFromFeatures', () => {
  const dimension = 8;
  const human = [...cloud(axis(dimension, 0), 30, 0.4, 1), ...cloud(axis(dimension, 1), 30, 0.4, 2)];

  it('is high for two samples of the same distribution and low for different ones', () => {
    const same = [...cloud(axis(dimension, 0), 30, 0.4, 3), ...cloud(axis(dimension, 1), 30, 0.4, 4)];
    const different = [...cloud(axis(dimension, 2), 30, 0.4, 5), ...cloud(axis(dimension, 3), 30, 0.4, 6)];
    const high = mauveFromFeatures(human, same);
    const low = mauveFromFeatures(human, different);
    expect(high.buckets).toBe(6);
    expect(high.mauve).toBeGreaterThan(0.8);
    expect(low.mauve).toBeLessThan(0.1);
  });

  it('is deterministic for a fixed seed', () => {
    const model = cloud(axis(dimension, 0), 60, 0.8, 7);
    expect(mauveFromFeatures(human, model).mauve).toBe(mauveFromFeatures(human, model).mauve);
  });
});
