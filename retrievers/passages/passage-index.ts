import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { CiteqaConfig } from '../../src/config/config.js';
import { InputError } from '../../src/core/errors.js';
import type { Passage } from '../../src/core/passage.js';
import { readJsonInput } from '../../src/io/json-input.js';
import { INDEX_PASSAGES_FILE, readIndexPassages } from '../dense/dense-index.js';
import type { Embedder } from '../../src/core/embedder.js';
import type { Retriever } from '../../src/core/retriever.js';
import { indexKinds } from './kinds/all-index-kinds.js';
import { chunkDocuments, DEFAULT_PASSAGE_WORDS, type SourceDocument } from './chunk-documents.js';

export const INDEX_MANIFEST_FILE = 'index.json';
export { INDEX_PASSAGES_FILE };
const FORMAT = 'citeqa-passage-index';
// Only the format tag is checked: it is what tells a CiteQA index from some other JSON file.
const indexManifestSchema = z.custom<IndexManifest>((value) => (value as Partial<IndexManifest> | null)?.format === FORMAT, {
  error: `not a ${FORMAT} manifest`,
});

/** A registered index kind (kinds/: `bm25`, dense `use` / `openai`, `langchain-memory`, …). */
export type IndexKind = string;

/** The registered kinds, for CLI choices and help. */
export function indexKindNames(): string[] {
  return indexKinds.names();
}

/** The kind a user named; an unknown one is one line listing the registered kinds. */
export function checkIndexKind(name: string, flag = '--embedder'): IndexKind {
  if (!indexKinds.has(name)) throw new InputError(flag, `unknown embedder "${name}"; expected one of ${indexKinds.names().join(', ')}`);
  return name;
}

export interface IndexManifest {
  format: typeof FORMAT;
  version: 1;
  kind: IndexKind;
  /** Name and dimension of the embedder (dense indexes only). */
  embedder?: string;
  dimension?: number;
  passages: number;
  wordsPerPassage: number;
  /** SHA-256 of the source documents as indexed, so a cached index can tell when it is stale. */
  sourceHash: string;
  source?: string;
}

/** A retriever opened from an index directory, with the passages it searches. */
export interface PassageIndex extends Retriever {
  readonly manifest: IndexManifest;
  readonly passages: Passage[];
  /** The embedder of a dense index (reused by POSTCITE / INLINESEARCH so vectors share one space). */
  readonly embedder?: Embedder;
}

export function hashDocuments(docs: SourceDocument[]): string {
  const hash = createHash('sha256');
  for (const doc of docs) hash.update(JSON.stringify([doc.id, doc.title, doc.text])).update('\n');
  return hash.digest('hex');
}

export interface BuildPassageIndexOptions {
  kind: IndexKind;
  config: CiteqaConfig;
  /** Overrides the embedder the kind would create (tests, callers that already hold one). */
  embedder?: Embedder;
  wordsPerPassage?: number;
  source?: string;
  onProgress?: (done: number, total: number) => void;
}

/** Chunks, embeds and writes an index directory that `openPassageIndex` reads back. */
export async function buildPassageIndex(docs: SourceDocument[], outDir: string, options: BuildPassageIndexOptions): Promise<IndexManifest> {
  const kind = indexKinds.get(checkIndexKind(options.kind));
  const wordsPerPassage = options.wordsPerPassage ?? DEFAULT_PASSAGE_WORDS;
  const passages = chunkDocuments(docs, wordsPerPassage);
  if (passages.length === 0) throw new InputError(options.source ?? 'documents', 'no text to index');
  await mkdir(outDir, { recursive: true });
  const manifest: IndexManifest = {
    format: FORMAT,
    version: 1,
    kind: options.kind,
    passages: passages.length,
    wordsPerPassage,
    sourceHash: hashDocuments(docs),
    ...(options.source ? { source: options.source } : {}),
  };
  Object.assign(manifest, await kind.build(passages, outDir, { config: options.config, embedder: options.embedder, onProgress: options.onProgress }));
  await writeFile(join(outDir, INDEX_PASSAGES_FILE), passages.map((passage) => JSON.stringify(passage)).join('\n') + '\n');
  // The manifest is written last (atomically), so a directory with a manifest is a complete index.
  const temporary = join(outDir, `${INDEX_MANIFEST_FILE}.tmp`);
  await writeFile(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(temporary, join(outDir, INDEX_MANIFEST_FILE));
  return manifest;
}

export async function readIndexManifest(dir: string): Promise<IndexManifest> {
  const path = join(dir, INDEX_MANIFEST_FILE);
  if (!existsSync(path)) throw new InputError(dir, `not an index directory (no ${INDEX_MANIFEST_FILE}); build one with \`citeqa index\``);
  return readJsonInput(path, indexManifestSchema);
}

export interface OpenPassageIndexOptions {
  config: CiteqaConfig;
  /** Query with this embedder instead of the one the kind names; refused when it is not the one that built the index. */
  embedder?: Embedder;
}

/** Opens an index directory written by `buildPassageIndex` as a Retriever. */
export async function openPassageIndex(dir: string, options: OpenPassageIndexOptions): Promise<PassageIndex> {
  const manifest = await readIndexManifest(dir);
  const passages = await readIndexPassages(dir);
  const kind = indexKinds.get(checkIndexKind(manifest.kind, `${dir}: index kind`));
  const opened = await kind.open(dir, passages, { config: options.config, embedder: options.embedder, dimension: manifest.dimension });
  return { name: opened.name, manifest, passages, retrieve: opened.retrieve, ...(opened.embedder ? { embedder: opened.embedder } : {}) };
}
