import { join } from 'node:path';
import type { CiteqaConfig } from '../../../src/config/config.js';
import { ConfigError } from '../../../src/core/errors.js';
import { createDiskCacheStore } from '../../../src/llm/disk-cache-store.js';
import { embedderBackends } from '../embedder-registry.js';

/** Embeddings are cached in the model layer's crash-safe disk store, under `<cacheDir>/embeddings`. */
export function embeddingCacheDir(config: CiteqaConfig): string {
  return join(config.cacheDir, 'embeddings');
}

embedderBackends.register('openai', {
  description: 'any OpenAI-compatible /embeddings endpoint (embeddings.baseURL, embeddings.model), cached on disk',
  create: async (config, hints = {}) => {
    const { baseURL, model, apiKey } = config.embeddings;
    if (!baseURL) {
      throw new ConfigError('embeddings.baseURL', 'the openai embedder needs an endpoint', {
        hint: 'set CITEQA_EMBEDDINGS_BASE_URL (or "embeddings.baseURL" in citeqa.config.json)',
      });
    }
    if (!model) {
      throw new ConfigError('embeddings.model', 'the openai embedder needs a model name', {
        hint: 'set CITEQA_EMBEDDINGS_MODEL (or "embeddings.model" in citeqa.config.json)',
      });
    }
    const { createOpenAIEmbedder } = await import('../openai-embedder.js');
    return createOpenAIEmbedder({
      baseURL,
      model,
      apiKey,
      timeoutMs: config.timeoutMs,
      maxRetries: config.maxRetries,
      concurrency: config.concurrency,
      ...(config.embeddings.batchSize !== undefined ? { batchSize: config.embeddings.batchSize } : {}),
      cache: createDiskCacheStore(embeddingCacheDir(config)),
      ...(hints.dimension !== undefined ? { dimension: hints.dimension } : {}),
      replay: config.replay,
    });
  },
});
