import { PCA } from 'ml-pca';
import { describe, expect, it } from 'vitest';
import { projectOntoPrincipalComponents } from '../../../../../eval/metrics/mauve/principal-components.js';
import { seededRandom } from '../../../../bench/bench-harness.js';

/** Rows with a few strong directions and some noise, L2-normalised as MAUVE's features are. */
function features(count: number, dimension: number, seed: number): number[][] {
  const random = seededRandom(seed);
  const directions = Array.from({ length: 4 }, () => Array.from({ length: dimension }, () => random() - 0.5));
  return Array.from({ length: count }, () => {
    const row = Array.from({ length: dimension }, (_, j) => directions.reduce((sum, direction, k) => sum + (k + 1) * (random() - 0.5) * direction[j]!, 0) + 0.05 * (random() - 0.5));
    const norm = Math.hypot(...row);
    return row.map((value) => value / norm);
  });
}

describe('PCA through the covariance matrix', () => {
  // The reference is ml-pca's SVD route, which MAUVE's quantisation used before; the two may differ only in the
  // sign of a component, which leaves every distance, and so the clustering, unchanged.
  for (const [count, dimension] of [[300, 24], [15, 24]] as const) {
    it(`keeps the same components and coordinates as an SVD of the data (${count} × ${dimension})`, () => {
      const rows = features(count, dimension, count);
      const pca = new PCA(rows, { center: true, scale: false });
      const components = pca.getCumulativeVariance().findIndex((share) => share >= 0.9) + 1;
      const reference = pca.predict(rows, { nComponents: components }).to2DArray();
      const mine = projectOntoPrincipalComponents(rows, 0.9);
      expect(mine.components).toBe(components);
      for (let k = 0; k < components; k++) {
        const sign = Math.sign(mine.projected[0]![k]!) === Math.sign(reference[0]![k]!) ? 1 : -1;
        rows.forEach((_, i) => expect(sign * mine.projected[i]![k]!).toBeCloseTo(reference[i]![k]!, 9));
      }
    });
  }
});
