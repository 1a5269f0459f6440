import type { EmbedderMiddleware } from './embedder-middleware.js';

export interface EmbeddingUsage {
  /** Requests that reached the embedder (cache hits excluded when this sits inside the cache). */
  calls: number;
  texts: number;
}

/** Counts what is sent to the layer below, for progress lines and the usage a run reports. */
export function embeddingUsage(usage: EmbeddingUsage): EmbedderMiddleware {
  return {
    name: 'embedding-usage',
    wrap(texts, next) {
      usage.calls += 1;
      usage.texts += texts.length;
      return next(texts);
    },
  };
}
