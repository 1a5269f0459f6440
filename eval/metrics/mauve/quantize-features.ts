import { kmeans } from 'ml-kmeans';
import { PCA } from 'ml-pca';
import { projectOntoPrincipalComponents } from './principal-components.js';

export interface QuantizeOptions {
  numBuckets: number;
  /** Keep the leading principal components that explain this share of the variance (MAUVE: 0.9). */
  explainedVariance?: number;
  /** k-means restarts; the clustering with the lowest within-cluster squared error wins (MAUVE/faiss: 5). */
  restarts?: number;
  maxIterations?: number;
  /** MAUVE's default seed is 25; it seeds faiss with seed + 2. */
  seed?: number;
}

export interface Histograms {
  p: number[];
  q: number[];
  components: number;
}

function l2Normalize(vector: number[]): number[] {
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  return norm > 0 ? vector.map((value) => value / norm) : vector.slice();
}

function squaredDistance(a: number[], b: number[]): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += (a[index]! - b[index]!) ** 2;
  return sum;
}

function histogram(labels: number[], buckets: number): number[] {
  const counts = new Array<number>(buckets).fill(0);
  for (const label of labels) counts[label]!++;
  return counts.map((count) => count / labels.length);
}

/** PCA through an SVD of the data: cheaper than the covariance route while there are fewer texts than dimensions. */
function projectBySvd(data: number[][], explained: number): { projected: number[][]; components: number } {
  const pca = new PCA(data, { center: true, scale: false });
  const cumulative = pca.getCumulativeVariance();
  const firstEnough = cumulative.findIndex((share) => share >= explained);
  const components = Math.max(1, firstEnough === -1 ? cumulative.length : firstEnough + 1);
  return { projected: pca.predict(data, { nComponents: components }).to2DArray(), components };
}

/**
 * MAUVE's `cluster_feats`: stack q then p, L2-normalise rows, PCA (centred, not whitened) keeping the components
 * up to the first cumulative explained variance ≥ 90%, k-means, and one normalised histogram of cluster labels
 * per side. faiss k-means is replaced by ml-kmeans (random init, fixed seeds, best of the restarts).
 */
export function quantizeFeatures(pFeatures: number[][], qFeatures: number[][], options: QuantizeOptions): Histograms {
  const explained = options.explainedVariance ?? 0.9;
  const restarts = options.restarts ?? 5;
  const seed = (options.seed ?? 25) + 2;
  const data = [...qFeatures, ...pFeatures].map(l2Normalize);

  const { projected, components } = data.length > (data[0]?.length ?? 0) ? projectOntoPrincipalComponents(data, explained) : projectBySvd(data, explained);

  let best: { labels: number[]; error: number } | undefined;
  for (let restart = 0; restart < restarts; restart++) {
    const result = kmeans(projected, options.numBuckets, {
      seed: seed + restart,
      maxIterations: options.maxIterations ?? 500,
      // faiss (which MAUVE uses) also starts from k randomly sampled points; k-means++ seeding in ml-kmeans is
      // ~25× slower at ASQA's full size (1,896 texts, 95 buckets) for no gain over five restarts.
      initialization: 'random',
    });
    const error = projected.reduce(
      (sum, point, index) => sum + squaredDistance(point, result.centroids[result.clusters[index]!]!),
      0,
    );
    if (!best || error < best.error) best = { labels: result.clusters, error };
  }
  const labels = best!.labels;
  return {
    q: histogram(labels.slice(0, qFeatures.length), options.numBuckets),
    p: histogram(labels.slice(qFeatures.length), options.numBuckets),
    components,
  };
}
