import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BUNDLED_PASSAGES } from '../../corpora/index.js';
import type { CiteqaConfig } from '../../src/config/config.js';
import { readDocumentsJsonl } from './chunk-documents.js';
import { indexKinds } from './kinds/all-index-kinds.js';
import { buildPassageIndex, checkIndexKind, hashDocuments, INDEX_MANIFEST_FILE, openPassageIndex, type IndexKind, type PassageIndex } from './passage-index.js';

/**
 * BM25 by default: on the bundled questions with gold passages it measured recall@5 95.7% against 87.0% for
 * USE-lite + HNSW (test/bench/retrieval.bench.ts), and it builds in under a second instead of about half a
 * minute, so the first `citeqa ask` on a fresh clone answers at once.
 */
export const DEFAULT_BUNDLED_INDEX_KIND: IndexKind = 'bm25';

export interface CachedIndexOptions {
  kind?: IndexKind;
  /** The documents to index (default: the bundled biography passages). */
  docsPath?: string;
  onBuild?: (passages: number) => void;
  onProgress?: (done: number, total: number) => void;
}

/** What identifies a cached index: the documents' content, the index kind and, for dense ones, the embedder model. */
function cacheKey(sourceHash: string, kind: IndexKind, config: CiteqaConfig): string {
  const embedder = indexKinds.get(kind).identity?.(config) ?? kind;
  return createHash('sha256').update(JSON.stringify([sourceHash, kind, embedder])).digest('hex').slice(0, 16);
}

/**
 * An index of the bundled passages (or any documents file) kept in `<cacheDir>/indexes/`, built on first use so
 * that `citeqa ask` works on a fresh clone. The directory name is a hash of the documents' content and the
 * embedder, so editing the corpus or switching embedders builds a new one instead of serving a stale index.
 */
export async function cachedPassageIndex(config: CiteqaConfig, options: CachedIndexOptions = {}): Promise<PassageIndex> {
  const kind = checkIndexKind(options.kind ?? DEFAULT_BUNDLED_INDEX_KIND);
  const docsPath = options.docsPath ?? BUNDLED_PASSAGES;
  const docs = await readDocumentsJsonl(docsPath);
  const dir = join(config.cacheDir, 'indexes', `passages-${kind}-${cacheKey(hashDocuments(docs), kind, config)}`);
  if (!existsSync(join(dir, INDEX_MANIFEST_FILE))) {
    options.onBuild?.(docs.length);
    await mkdir(join(config.cacheDir, 'indexes'), { recursive: true });
    // Build beside the target and rename: a concurrent `ask` never opens a half-written index.
    const building = `${dir}.building-${process.pid}-${Date.now()}`;
    await buildPassageIndex(docs, building, { kind, config, source: docsPath, onProgress: options.onProgress });
    try {
      await rename(building, dir);
    } catch {
      // Another process finished first; its index is identical.
      await rm(building, { recursive: true, force: true });
    }
  }
  return openPassageIndex(dir, { config });
}
