import type { CiteqaConfig } from '../../src/config/config.js';
import type { Embedder } from '../../src/core/embedder.js';
import type { Passage } from '../../src/core/passage.js';
import type { Retriever } from '../../src/core/retriever.js';
import { Registry } from '../../src/core/registry.js';

export interface IndexBuildContext {
  config: CiteqaConfig;
  /** Overrides the embedder the kind would create (tests, callers that already hold one). */
  embedder?: Embedder;
  onProgress?: (done: number, total: number) => void;
  /** The embedder backend (`use`, `openai`) a kind that takes any embedder should use. */
  embedderName?: string;
  /** A LangChain vector-store configuration file (kind `langchain`). */
  vectorStore?: string;
}

/**
 * The passages of a documents file, chunked lazily: a streaming kind reads them batch by batch and can start at
 * any passage (a resumed build), so the corpus is never whole in memory.
 */
export interface PassageStream {
  /** Passages in the file; the stream yields exactly these, in this order, every time. */
  readonly total: number;
  /** SHA-256 of the documents as `hashDocuments` computes it, so a resumed build can tell the file changed. */
  readonly sourceHash: string;
  readonly wordsPerPassage: number;
  batches(start: number, batchSize: number): AsyncIterable<Passage[]>;
}

/** An opened index: a retriever, and the embedder its vectors came from when it has one. */
export type OpenedIndex = Retriever & { embedder?: Embedder };

/**
 * How one kind of passage index is built, persisted and opened. `buildPassageIndex` writes the passages and the
 * manifest; the kind writes its own files beside them and says what the manifest should record.
 */
export interface IndexKindBackend {
  description: string;
  /** Builds from the chunked corpus in memory; a kind with `buildStreaming` only needs none. */
  build?(passages: Passage[], outDir: string, context: IndexBuildContext): Promise<{ embedder?: string; dimension?: number }>;
  open(dir: string, passages: Passage[], context: { config: CiteqaConfig; embedder?: Embedder; dimension?: number }): Promise<OpenedIndex>;
  /** How a built index of this kind is named to a person (`BM25`, `dense HNSW, use-lite 512-d`). */
  describe(built: { embedder?: string; dimension?: number }): string;
  /** What else identifies an index of this kind in the cache (an embeddings endpoint and model), if anything. */
  identity?(config: CiteqaConfig): string;
  /**
   * Kinds that keep the passages in their own files (a disk engine) build from a stream in bounded memory and
   * resume an interrupted build; `open` then gets no passage array (and no passages.jsonl is written).
   */
  buildStreaming?(source: PassageStream, outDir: string, context: IndexBuildContext): Promise<{ embedder?: string; dimension?: number }>;
}

/** Index kinds by the name `citeqa index --embedder` takes; each kind is one file in kinds/ that registers itself. */
export const indexKinds = new Registry<IndexKindBackend>('index kind');
