import { join } from 'node:path';
import type { CiteqaConfig } from '../../src/config/config.js';
import { ConfigError } from '../../src/core/errors.js';
import { Registry } from '../../src/core/registry.js';
import type { Embedder } from '../../src/core/embedder.js';
import { createDiskCacheStore } from '../../src/llm/disk-cache-store.js';
import { createOpenAIEmbedder, type EmbeddingCache } from './openai-embedder.js';
import { createUseLiteEmbedder } from './use-lite-embedder.js';

/** What is already known about the embedder wanted (from an index manifest), sparing a probe request. */
export interface EmbedderHints {
  dimension?: number;
}

export type EmbedderFactory = (config: CiteqaConfig, hints?: EmbedderHints) => Promise<Embedder>;

/** Embedders by the name users pass to `--embedder`. */
export const embedderRegistry = new Registry<EmbedderFactory>('embedder');

embedderRegistry.register('use', async () => createUseLiteEmbedder());

embedderRegistry.register('openai', async (config, hints = {}) => {
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
  return createOpenAIEmbedder({
    baseURL,
    model,
    apiKey,
    timeoutMs: config.timeoutMs,
    maxRetries: config.maxRetries,
    cache: embeddingCacheIn(config),
    ...(hints.dimension !== undefined ? { dimension: hints.dimension } : {}),
    replay: config.replay,
  });
});

/** Embeddings are cached in the model layer's crash-safe disk store, under `<cacheDir>/embeddings`. */
export function embeddingCacheIn(config: CiteqaConfig): EmbeddingCache {
  const store = createDiskCacheStore(join(config.cacheDir, 'embeddings'));
  return {
    async get(key) {
      const value = await store.get(key);
      return Array.isArray(value) ? (value as number[]) : undefined;
    },
    set: (key, vector) => store.set(key, vector),
  };
}

/** The embedder a user named, configured from the settings. */
export function createEmbedder(name: string, config: CiteqaConfig, hints?: EmbedderHints): Promise<Embedder> {
  return embedderRegistry.get(name)(config, hints);
}

