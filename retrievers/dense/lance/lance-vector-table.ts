import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Table } from '@lancedb/lancedb';
import { InputError } from '../../../src/core/errors.js';
import type { ScoredPassage } from '../../../src/core/passage.js';
import { rowsToArrowTable, type VectorRow } from './lance-arrow.js';

/** The Lance dataset inside an index directory: `<dir>/lance/passages.lance`, readable by DuckDB, Spark, Ray, pylance. */
export const LANCE_DB_DIR = 'lance';
export const LANCE_TABLE = 'passages';

/** IVF-PQ as built on disk; training sizes are cut from LanceDB's defaults so a 1M build fits a small machine. */
export interface IvfPqParameters {
  numPartitions: number;
  numSubVectors: number;
  /** Vectors sampled per partition to train k-means (LanceDB default 256). */
  sampleRate: number;
  /** k-means iterations (LanceDB default 50). */
  maxIterations: number;
}

/** How many partitions are probed and how many PQ candidates are re-ranked with the full vectors (k × refineFactor). */
export interface IvfSearchParameters {
  nprobes: number;
  refineFactor: number;
}

/**
 * Below this many rows an exact scan of the vectors is fast (a few ms) and exact, and k-means has too few points to
 * train partitions, so no IVF-PQ index is built.
 */
export const MIN_ROWS_FOR_IVF_PQ = 10_000;

/** √n partitions (LanceDB's rule), 8 dimensions per PQ sub-vector: 64 codes for 512-d keeps recall@10 ≥ 0.9 after re-ranking. */
export function defaultIvfPq(rows: number, dimension: number): IvfPqParameters {
  return {
    numPartitions: Math.max(1, Math.round(Math.sqrt(rows))),
    numSubVectors: dimension % 8 === 0 ? dimension / 8 : 1,
    sampleRate: 64,
    maxIterations: 20,
  };
}

/** Probing ~3% of the partitions (at least 20) and re-ranking 10× k with exact distances. */
export function defaultIvfSearch(index: IvfPqParameters): IvfSearchParameters {
  return { nprobes: Math.min(index.numPartitions, Math.max(20, Math.round(index.numPartitions * 0.03))), refineFactor: 10 };
}

// Lance logs deprecation notices to stderr through its Rust logger; they are about LanceDB's own API, not the user's input.
process.env.LANCEDB_LOG ??= 'error';
process.env.LANCE_INCLUDE_VECTOR_CENTROIDS ??= 'false';

async function connect(dir: string) {
  const lancedb = await import('@lancedb/lancedb');
  return lancedb.connect(join(dir, LANCE_DB_DIR));
}

/** Appends rows to the table in an index directory; each `append` is one Lance commit, so a kill loses at most that batch. */
export interface VectorTableWriter {
  /** Rows already in the table (from an interrupted build, or 0). */
  readonly rows: number;
  append(rows: VectorRow[]): Promise<void>;
  /** Builds the IVF-PQ index over everything appended (skipped below MIN_ROWS_FOR_IVF_PQ); returns its parameters or null. */
  buildIndex(parameters?: Partial<IvfPqParameters>): Promise<IvfPqParameters | null>;
  hasIndex(): Promise<boolean>;
}

export async function openVectorTableWriter(dir: string, dimension: number, options: { minRowsForIndex?: number } = {}): Promise<VectorTableWriter> {
  const db = await connect(dir);
  let table: Table | undefined = (await db.tableNames()).includes(LANCE_TABLE) ? await db.openTable(LANCE_TABLE) : undefined;
  let rows = table ? await table.countRows() : 0;
  return {
    get rows() {
      return rows;
    },
    async append(batch) {
      if (batch.length === 0) return;
      const data = rowsToArrowTable(batch, dimension);
      if (table) await table.add(data);
      else table = await db.createTable(LANCE_TABLE, data);
      rows += batch.length;
    },
    async hasIndex() {
      return table !== undefined && (await table.listIndices()).some((index) => index.columns.includes('vector'));
    },
    async buildIndex(overrides = {}) {
      if (!table || rows < (options.minRowsForIndex ?? MIN_ROWS_FOR_IVF_PQ)) return null;
      const lancedb = await import('@lancedb/lancedb');
      // One fragment per appended batch; compacting first makes the index scan a few large files. The
      // pre-compaction files are dropped at once: this build owns the directory and keeps no older versions.
      await table.optimize({ cleanupOlderThan: new Date() });
      const parameters = { ...defaultIvfPq(rows, dimension), ...overrides };
      await table.createIndex('vector', {
        replace: true,
        config: lancedb.Index.ivfPq({ distanceType: 'cosine', ...parameters }),
      });
      return parameters;
    },
  };
}

export interface VectorTableSearcher {
  readonly rows: number;
  /** Nearest rows to `vector` by cosine similarity (score = 1 − cosine distance, higher is better). */
  searchVector(vector: ArrayLike<number>, k: number): Promise<ScoredPassage[]>;
}

/** Opens the table for search; with `search` null (no index) every query is an exact scan. */
export async function openVectorTableSearcher(dir: string, search: IvfSearchParameters | null): Promise<VectorTableSearcher> {
  if (!existsSync(join(dir, LANCE_DB_DIR, `${LANCE_TABLE}.lance`))) throw new InputError(dir, `index is incomplete (no ${LANCE_DB_DIR}/${LANCE_TABLE}.lance)`);
  const table = await (await connect(dir)).openTable(LANCE_TABLE);
  const rows = await table.countRows();
  return {
    rows,
    async searchVector(vector, k) {
      const wanted = Math.min(Math.max(0, k), rows);
      if (wanted === 0) return [];
      let query = table.vectorSearch(Array.from(vector)).distanceType('cosine').select(['id', 'title', 'text', '_distance']).limit(wanted);
      query = search ? query.nprobes(search.nprobes).refineFactor(search.refineFactor) : query.bypassVectorIndex();
      const hits = (await query.toArray()) as Array<{ id: string; title: string; text: string; _distance: number }>;
      return hits.map((hit) => ({ id: hit.id, title: hit.title, text: hit.text, score: 1 - hit._distance }));
    },
  };
}
