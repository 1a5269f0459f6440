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
import { chunkDocuments, DEFAULT_PASSAGE_WORDS, readDocumentsJsonl, streamDocumentsJsonl, type SourceDocument } from './chunk-documents.js';
import type { PassageStream } from './index-kinds.js';

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
  /** Every passage, for kinds that load them; empty for a disk engine that keeps them in its own store. */
  readonly passages: Passage[];
  /** The embedder of a dense index (reused by POSTCITE / INLINESEARCH so vectors share one space). */
  readonly embedder?: Embedder;
}

export function hashDocuments(docs: Iterable<SourceDocument>): string {
  const hash = createHash('sha256');
  for (const doc of docs) updateDocumentHash(hash, doc);
  return hash.digest('hex');
}

function updateDocumentHash(hash: ReturnType<typeof createHash>, doc: SourceDocument): void {
  hash.update(JSON.stringify([doc.id, doc.title, doc.text])).update('\n');
}

export interface BuildPassageIndexOptions {
  kind: IndexKind;
  config: CiteqaConfig;
  /** Overrides the embedder the kind would create (tests, callers that already hold one). */
  embedder?: Embedder;
  /** The embedder backend for kinds that take any (`lancedb`). */
  embedderName?: string;
  /** A LangChain vector-store configuration file (kind `langchain`). */
  vectorStore?: string;
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
  const manifest = baseManifest(options, passages.length, wordsPerPassage, hashDocuments(docs));
  if (kind.buildStreaming) {
    Object.assign(manifest, await kind.buildStreaming(arrayStream(passages, manifest), outDir, buildContext(options)));
  } else {
    Object.assign(manifest, await kind.build!(passages, outDir, buildContext(options)));
    await writeFile(join(outDir, INDEX_PASSAGES_FILE), passages.map((passage) => JSON.stringify(passage)).join('\n') + '\n');
  }
  await writeManifest(outDir, manifest);
  return manifest;
}

/** Passages already in memory (the bundled corpus, a caller's documents) as the stream a disk kind builds from. */
function arrayStream(passages: Passage[], manifest: IndexManifest): PassageStream {
  return {
    total: passages.length,
    sourceHash: manifest.sourceHash,
    wordsPerPassage: manifest.wordsPerPassage,
    async *batches(start, batchSize) {
      for (let at = start; at < passages.length; at += batchSize) yield passages.slice(at, at + batchSize);
    },
  };
}

/** What every index's manifest says before its kind adds its own fields, whether built from memory or a stream. */
function baseManifest(options: BuildPassageIndexOptions, passages: number, wordsPerPassage: number, sourceHash: string): IndexManifest {
  return { format: FORMAT, version: 1, kind: options.kind, passages, wordsPerPassage, sourceHash, ...(options.source ? { source: options.source } : {}) };
}

function buildContext(options: BuildPassageIndexOptions) {
  return { config: options.config, embedder: options.embedder, embedderName: options.embedderName, vectorStore: options.vectorStore, onProgress: options.onProgress };
}

// The manifest is written last (atomically), so a directory with a manifest is a complete index.
async function writeManifest(outDir: string, manifest: IndexManifest): Promise<void> {
  const temporary = join(outDir, `${INDEX_MANIFEST_FILE}.tmp`);
  await writeFile(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(temporary, join(outDir, INDEX_MANIFEST_FILE));
}

/**
 * A documents file as a PassageStream: one pass to count the passages and hash the documents, then each
 * `batches(start)` rereads the file and skips to passage `start`. Skipping costs a read of the file, never the
 * memory of it.
 */
async function passageStreamOf(docsPath: string, wordsPerPassage: number): Promise<PassageStream & { documents: number }> {
  const hash = createHash('sha256');
  let total = 0;
  let documents = 0;
  for await (const doc of streamDocumentsJsonl(docsPath)) {
    documents += 1;
    updateDocumentHash(hash, doc);
    total += chunkDocuments([doc], wordsPerPassage).length;
  }
  return {
    documents,
    total,
    sourceHash: hash.digest('hex'),
    wordsPerPassage,
    async *batches(start, batchSize) {
      let seen = 0;
      let batch: Passage[] = [];
      for await (const doc of streamDocumentsJsonl(docsPath)) {
        for (const passage of chunkDocuments([doc], wordsPerPassage)) {
          seen += 1;
          if (seen <= start) continue;
          batch.push(passage);
          if (batch.length === batchSize) {
            yield batch;
            batch = [];
          }
        }
      }
      if (batch.length > 0) yield batch;
    },
  };
}

/** A documents file read and checked for one index kind, before anything is written. */
export type IndexSource =
  | { documents: number; docs: SourceDocument[]; source: string }
  | { documents: number; stream: PassageStream; source: string };

/**
 * Reads a documents file for `kind`: whole for the in-memory kinds; for a kind that builds from a stream (a disk
 * engine) one pass that checks every line, counts the passages and hashes the documents, keeping none of them.
 */
export async function readIndexSource(docsPath: string, kind: IndexKind, wordsPerPassage = DEFAULT_PASSAGE_WORDS): Promise<IndexSource> {
  if (!indexKinds.get(checkIndexKind(kind)).buildStreaming) {
    const docs = await readDocumentsJsonl(docsPath);
    return { documents: docs.length, docs, source: docsPath };
  }
  if (!Number.isInteger(wordsPerPassage) || wordsPerPassage < 1) throw new InputError('wordsPerPassage', `must be a positive integer, got ${wordsPerPassage}`);
  const stream = await passageStreamOf(docsPath, wordsPerPassage);
  if (stream.documents === 0) throw new InputError(docsPath, 'no documents in file');
  if (stream.total === 0) throw new InputError(docsPath, 'no text to index');
  return { documents: stream.documents, stream, source: docsPath };
}

/**
 * Builds an index from what `readIndexSource` read. A streaming kind reads the file batch by batch and resumes
 * what an interrupted build left in `outDir`; the others get the chunked corpus whole.
 */
export async function buildPassageIndexFromSource(input: IndexSource, outDir: string, options: BuildPassageIndexOptions): Promise<IndexManifest> {
  if ('docs' in input) return buildPassageIndex(input.docs, outDir, options);
  const kind = indexKinds.get(checkIndexKind(options.kind));
  const { stream } = input;
  if (!kind.buildStreaming || stream.wordsPerPassage !== (options.wordsPerPassage ?? DEFAULT_PASSAGE_WORDS)) {
    throw new InputError(input.source, `was read for another index kind or passage length than ${options.kind}`);
  }
  await mkdir(outDir, { recursive: true });
  const manifest = baseManifest(options, stream.total, stream.wordsPerPassage, stream.sourceHash);
  Object.assign(manifest, await kind.buildStreaming(stream, outDir, buildContext(options)));
  await writeManifest(outDir, manifest);
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
  const kind = indexKinds.get(checkIndexKind(manifest.kind, `${dir}: index kind`));
  // A streaming kind keeps its passages in its own store; reading them all here would defeat it.
  const passages = kind.buildStreaming ? [] : await readIndexPassages(dir);
  const opened = await kind.open(dir, passages, { config: options.config, embedder: options.embedder, dimension: manifest.dimension });
  return { name: opened.name, manifest, passages, retrieve: opened.retrieve, ...(opened.embedder ? { embedder: opened.embedder } : {}) };
}
