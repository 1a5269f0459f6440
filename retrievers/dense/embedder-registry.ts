import type { CiteqaConfig } from '../../src/config/config.js';
import { ConfigError } from '../../src/core/errors.js';
import { Registry } from '../../src/core/registry.js';
import type { Embedder } from '../embedder.js';
import { createOpenAIEmbedder } from './openai-embedder.js';
import { createUseLiteEmbedder } from './use-lite-embedder.js';

export type EmbedderFactory = (config: CiteqaConfig) => Promise<Embedder>;

/** Embedders by the name users pass to `--embedder`. */
export const embedderRegistry = new Registry<EmbedderFactory>('embedder');

embedderRegistry.register('use', async () => createUseLiteEmbedder());

embedderRegistry.register('openai', async (config) => {
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
  return createOpenAIEmbedder({ baseURL, model, apiKey, timeoutMs: config.timeoutMs, maxRetries: config.maxRetries });
});

/** The embedder a user named, configured from the settings. */
export function createEmbedder(name: string, config: CiteqaConfig): Promise<Embedder> {
  return embedderRegistry.get(name)(config);
}

