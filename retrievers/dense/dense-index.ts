import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { HierarchicalNSW } from 'hnswlib-node';
import { z } from 'zod';
import { InputError } from '../../src/core/errors.js';
import type { Passage, ScoredPassage } from '../../src/core/passage.js';
import { readJsonInput, readJsonLinesInput } from '../../src/io/json-input.js';
import type { Embedder } from '../../src/core/embedder.js';
import type { Retriever } from '../../src/core/retriever.js';

// The native addon loads on the first graph made, not with this module: the strategy registry imports this module
// for every command that answers, and most never touch a dense index.
const require = createRequire(import.meta.url);
const newGraph = (dimension: number): HierarchicalNSW => {
  const hnswlib = require('hnswlib-node') as typeof import('hnswlib-node');
  return new hnswlib.HierarchicalNSW('cosine', dimension);
};

export const DENSE_INDEX_FILE = 'hnsw.bin';
export const DENSE_MANIFEST_FILE = 'dense.json';
/** The passages of an index directory, one JSON object per line, label i = line i. */
export const INDEX_PASSAGES_FILE = 'passages.jsonl';

export interface HnswParameters {
  /** Links per node. */
  m: number;
  efConstruction: number;
  /** Candidate list size at query time (raised to k when k is larger). */
  efSearch: number;
  randomSeed: number;
}

export const DEFAULT_HNSW: HnswParameters = { m: 16, efConstruction: 200, efSearch: 64, randomSeed: 100 };

/** Recorded beside the graph so an index is only ever queried with vectors of the embedder that built it. */
export interface DenseManifest {
  embedder: string;
  dimension: number;
  count: number;
  space: 'cosine';
  hnsw: HnswParameters;
}

export interface DenseIndex extends Retriever {
  readonly manifest: DenseManifest;
  readonly passages: Passage[];
  /** Nearest passages to an already-embedded query. */
  searchVector(vector: number[], k: number): ScoredPassage[];
  /** Writes the graph and its manifest into `dir` (the passages are stored by the caller). */
  save(dir: string): Promise<void>;
}

export interface BuildDenseIndexOptions {
  hnsw?: Partial<HnswParameters>;
  /**
   * Texts per embedding call (default 1024); progress is reported after each. The next call is already under way
   * while one call's vectors are added to the graph, so an endpoint's requests keep going out up to its limit.
   */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

/** What the dense retriever embeds for a passage: title and text, as DPR/GTR encode Wikipedia passages. */
export function passageEmbeddingText(passage: Passage): string {
  return passage.title ? `${passage.title}. ${passage.text}` : passage.text;
}

function checkDimension(vector: number[], embedder: Embedder, what: string): void {
  if (vector.length !== embedder.dimension) {
    throw new InputError(
      `embedder ${embedder.name}`,
      `returned a ${vector.length}-d vector for ${what}; it declares ${embedder.dimension} dimensions`,
    );
  }
}

function wrap(
  graph: HierarchicalNSW,
  passages: Passage[],
  embedder: Embedder,
  manifest: DenseManifest,
): DenseIndex {
  const searchVector = (vector: number[], k: number): ScoredPassage[] => {
    const wanted = Math.min(Math.max(0, k), passages.length);
    if (wanted === 0) return [];
    graph.setEf(Math.max(manifest.hnsw.efSearch, wanted));
    const { neighbors, distances } = graph.searchKnn(vector, wanted);
    // hnswlib's cosine space returns 1 − cos; report the similarity so higher is better.
    return neighbors.map((label, i) => ({ ...passages[label]!, score: 1 - distances[i]! }));
  };
  return {
    name: `dense:${embedder.name}`,
    manifest,
    passages,
    searchVector,
    async retrieve(query: string, k: number): Promise<ScoredPassage[]> {
      const [vector] = await embedder.embed([query]);
      checkDimension(vector!, embedder, 'the query');
      return searchVector(vector!, k);
    },
    async save(dir: string): Promise<void> {
      await mkdir(dir, { recursive: true });
      graph.writeIndexSync(join(dir, DENSE_INDEX_FILE));
      await writeFile(join(dir, DENSE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

/** Embeds every passage and builds an HNSW graph (cosine space) over them; label i is `passages[i]`. */
export async function buildDenseIndex(
  passages: Passage[],
  embedder: Embedder,
  options: BuildDenseIndexOptions = {},
): Promise<DenseIndex> {
  const hnsw = { ...DEFAULT_HNSW, ...options.hnsw };
  const batchSize = options.batchSize ?? 1024;
  const graph = newGraph(embedder.dimension);
  graph.initIndex({ maxElements: Math.max(1, passages.length), m: hnsw.m, efConstruction: hnsw.efConstruction, randomSeed: hnsw.randomSeed });
  options.onProgress?.(0, passages.length);
  const embedFrom = (start: number) => {
    const vectors = embedder.embed(passages.slice(start, start + batchSize).map(passageEmbeddingText));
    // A failed look-ahead is awaited in its turn; until then it must not count as unhandled.
    vectors.catch(() => undefined);
    return vectors;
  };
  // Two calls ahead: one is being sent while the other's last requests finish, so the endpoint's limit stays filled.
  const ahead = [0, batchSize].filter((start) => start < passages.length).map(embedFrom);
  for (let start = 0; start < passages.length; start += batchSize) {
    const vectors = await ahead.shift()!;
    if (start + 2 * batchSize < passages.length) ahead.push(embedFrom(start + 2 * batchSize));
    vectors.forEach((vector, offset) => {
      checkDimension(vector, embedder, `passage ${passages[start + offset]!.id}`);
      graph.addPoint(vector, start + offset);
    });
    options.onProgress?.(Math.min(start + batchSize, passages.length), passages.length);
  }
  const manifest: DenseManifest = { embedder: embedder.name, dimension: embedder.dimension, count: passages.length, space: 'cosine', hnsw };
  return wrap(graph, passages, embedder, manifest);
}

/** Builds an index over vectors already computed (benchmarks, external embeddings). */
export function buildDenseIndexFromVectors(
  passages: Passage[],
  vectors: number[][],
  embedder: Embedder,
  hnswOverrides: Partial<HnswParameters> = {},
): DenseIndex {
  const hnsw = { ...DEFAULT_HNSW, ...hnswOverrides };
  const graph = newGraph(embedder.dimension);
  graph.initIndex({ maxElements: Math.max(1, passages.length), m: hnsw.m, efConstruction: hnsw.efConstruction, randomSeed: hnsw.randomSeed });
  vectors.forEach((vector, label) => graph.addPoint(vector, label));
  return wrap(graph, passages, embedder, { embedder: embedder.name, dimension: embedder.dimension, count: passages.length, space: 'cosine', hnsw });
}

export async function readDenseManifest(dir: string): Promise<DenseManifest> {
  const path = join(dir, DENSE_MANIFEST_FILE);
  if (!existsSync(path)) throw new InputError(dir, `not a dense index directory (no ${DENSE_MANIFEST_FILE})`);
  // Written by buildDenseIndex next to the graph, so only its JSON is checked, not its shape.
  return (await readJsonInput(path, z.unknown())) as DenseManifest;
}

/** Reads `passages.jsonl` of an index directory. */
export async function readIndexPassages(dir: string): Promise<Passage[]> {
  const path = join(dir, INDEX_PASSAGES_FILE);
  if (!existsSync(path)) throw new InputError(dir, `index is incomplete (no ${INDEX_PASSAGES_FILE})`);
  return (await readJsonLinesInput(path, z.unknown())) as Passage[];
}

/**
 * Loads a graph saved by `save` (passages from the directory's passages.jsonl unless given). Refuses an
 * embedder other than the one that built it: vectors of another model live in another space, and searching them
 * would return confident nonsense.
 */
export async function loadDenseIndex(dir: string, embedder: Embedder, passagesGiven?: Passage[]): Promise<DenseIndex> {
  const manifest = await readDenseManifest(dir);
  if (manifest.embedder !== embedder.name || manifest.dimension !== embedder.dimension) {
    throw new InputError(
      dir,
      `index was built with embedder ${manifest.embedder} (${manifest.dimension}-d); cannot query it with ${embedder.name} (${embedder.dimension}-d)`,
      { hint: `rebuild it with \`citeqa index … --embedder\` or use the ${manifest.embedder} embedder` },
    );
  }
  const passages = passagesGiven ?? (await readIndexPassages(dir));
  if (manifest.count !== passages.length) {
    throw new InputError(dir, `index holds ${manifest.count} vectors but ${passages.length} passages`);
  }
  const graph = newGraph(manifest.dimension);
  graph.readIndexSync(join(dir, DENSE_INDEX_FILE));
  return wrap(graph, passages, embedder, manifest);
}
