import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BUNDLED_PASSAGES } from '../../corpora/index.js';
import { passageEmbeddingText } from '../../retrievers/dense/dense-index.js';
import { createUseLiteEmbedder } from '../../retrievers/dense/use-lite-embedder.js';
import { chunkDocuments, readDocumentsJsonl } from '../../retrievers/passages/chunk-documents.js';
import { seededRandom } from './bench-harness.js';

/**
 * Synthetic corpora for the vector-engine bench. Every row is a pure function of (distribution, seed, row index),
 * so a build can be resumed and the exact ground truth recomputed batch by batch without holding all vectors.
 * - `mixture`: a noisy mixture of three real USE-lite embeddings of the bundled passages (512-d): vectors crowd
 *   around topics the way text embeddings do.
 * - `gaussian`: i.i.d. Gaussian, no structure at all: the worst case for partition and graph indexes.
 */
export type SyntheticDistribution = 'mixture' | 'gaussian';

export const SYNTHETIC_DIMENSION = 512;
/** Relative norm of the noise added to a mixture (the mixture itself is unit length). */
const MIXTURE_NOISE = 0.35;
const QUERY_OFFSET = 2 ** 30;

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

function normalise(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < vector.length; i += 1) vector[i]! /= norm;
  return vector;
}

/** USE-lite embeddings of the bundled passages, cached in the temp dir (embedding them takes ~15 s). */
export async function useLiteBases(): Promise<Float32Array[]> {
  const passages = chunkDocuments(await readDocumentsJsonl(BUNDLED_PASSAGES));
  const key = createHash('sha256').update(JSON.stringify(passages.map(passageEmbeddingText))).digest('hex').slice(0, 16);
  const cache = join(tmpdir(), 'citeqa-bench', `use-lite-bases-${key}.json`);
  if (!existsSync(cache)) {
    const vectors = await createUseLiteEmbedder().embed(passages.map(passageEmbeddingText));
    mkdirSync(dirname(cache), { recursive: true });
    writeFileSync(cache, JSON.stringify(vectors));
  }
  return (JSON.parse(readFileSync(cache, 'utf8')) as number[][]).map((vector) => normalise(Float32Array.from(vector)));
}

export class SyntheticVectors {
  constructor(
    readonly distribution: SyntheticDistribution,
    private readonly bases: Float32Array[],
    private readonly seed = 1,
  ) {}

  static async create(distribution: SyntheticDistribution, seed = 1): Promise<SyntheticVectors> {
    return new SyntheticVectors(distribution, distribution === 'mixture' ? await useLiteBases() : [], seed);
  }

  readonly dimension = SYNTHETIC_DIMENSION;

  /** Row `index` of the corpus (unit length). */
  row(index: number): Float32Array {
    const random = seededRandom((this.seed * 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b));
    const vector = new Float32Array(this.dimension);
    if (this.distribution === 'gaussian') {
      for (let i = 0; i < vector.length; i += 1) vector[i] = gaussian(random);
      return normalise(vector);
    }
    for (let part = 0; part < 3; part += 1) {
      const base = this.bases[Math.floor(random() * this.bases.length)]!;
      const weight = 0.2 + random();
      for (let i = 0; i < vector.length; i += 1) vector[i]! += weight * base[i]!;
    }
    normalise(vector);
    const sigma = MIXTURE_NOISE / Math.sqrt(this.dimension);
    for (let i = 0; i < vector.length; i += 1) vector[i]! += sigma * gaussian(random);
    return normalise(vector);
  }

  /** Rows [start, start + count) as one flat Float32Array. */
  batch(start: number, count: number): Float32Array {
    const flat = new Float32Array(count * this.dimension);
    for (let i = 0; i < count; i += 1) flat.set(this.row(start + i), i * this.dimension);
    return flat;
  }

  /** Queries drawn from the same distribution, never rows of the corpus. */
  queries(count: number): Float32Array[] {
    return Array.from({ length: count }, (_, j) => this.row(QUERY_OFFSET + j));
  }
}

/** Exact top-k (cosine; rows and queries are unit length, so a dot product) over rows [0, count), streamed in batches. */
export function exactTopKStreaming(vectors: SyntheticVectors, count: number, queries: Float32Array[], k: number, batchSize = 8192): number[][] {
  const dimension = vectors.dimension;
  const best = queries.map(() => ({ ids: [] as number[], scores: [] as number[] }));
  for (let start = 0; start < count; start += batchSize) {
    const size = Math.min(batchSize, count - start);
    const flat = vectors.batch(start, size);
    queries.forEach((query, q) => {
      const top = best[q]!;
      for (let row = 0; row < size; row += 1) {
        let dot = 0;
        const offset = row * dimension;
        for (let i = 0; i < dimension; i += 1) dot += query[i]! * flat[offset + i]!;
        if (top.scores.length < k || dot > top.scores[top.scores.length - 1]!) {
          let at = top.scores.length;
          while (at > 0 && top.scores[at - 1]! < dot) at -= 1;
          top.scores.splice(at, 0, dot);
          top.ids.splice(at, 0, start + row);
          if (top.scores.length > k) {
            top.scores.pop();
            top.ids.pop();
          }
        }
      }
    });
  }
  return best.map((top) => top.ids);
}

export function recallAtK(found: number[][], truth: number[][]): number {
  let hits = 0;
  let total = 0;
  found.forEach((ids, q) => {
    const wanted = new Set(truth[q]);
    hits += ids.filter((id) => wanted.has(id)).length;
    total += wanted.size;
  });
  return total === 0 ? 0 : hits / total;
}
