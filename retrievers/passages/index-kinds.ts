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
}

/** An opened index: a retriever, and the embedder its vectors came from when it has one. */
export type OpenedIndex = Retriever & { embedder?: Embedder };

/**
 * How one kind of passage index is built, persisted and opened. `buildPassageIndex` writes the passages and the
 * manifest; the kind writes its own files beside them and says what the manifest should record.
 */
export interface IndexKindBackend {
  description: string;
  build(passages: Passage[], outDir: string, context: IndexBuildContext): Promise<{ embedder?: string; dimension?: number }>;
  open(dir: string, passages: Passage[], context: { config: CiteqaConfig; embedder?: Embedder; dimension?: number }): Promise<OpenedIndex>;
  /** How a built index of this kind is named to a person (`BM25`, `dense HNSW, use-lite 512-d`). */
  describe(built: { embedder?: string; dimension?: number }): string;
  /** What else identifies an index of this kind in the cache (an embeddings endpoint and model), if anything. */
  identity?(config: CiteqaConfig): string;
}

/** Index kinds by the name `citeqa index --embedder` takes; each kind is one file in kinds/ that registers itself. */
export const indexKinds = new Registry<IndexKindBackend>('index kind');
