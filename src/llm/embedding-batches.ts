import type { ConcurrencyLimiter } from './concurrency-middleware.js';
import type { EmbedderMiddleware } from './embedder-middleware.js';
import { publishEmbeddingActivity } from './embedding-activity.js';
import { retrying, type RetryOptions } from './retry-middleware.js';

export interface EmbeddingBatchOptions {
  /** Texts per request (default 64). */
  size?: number;
  /** Requests in flight at once, shared with whoever else holds the limiter. */
  limiter?: ConcurrencyLimiter;
  /** Each request is retried on its own, so one failed batch does not resend the others. */
  retry?: RetryOptions;
}

/**
 * Splits a call into requests of `size` texts, sent concurrently up to the limiter, each retried on its own; says on
 * the embedding-activity channel how many texts it was given and how many have come back.
 */
export function embeddingBatches(options: EmbeddingBatchOptions = {}): EmbedderMiddleware {
  const size = options.size ?? 64;
  return {
    name: 'embedding-batches',
    async wrap(texts, next, embedder) {
      const batches: string[][] = [];
      for (let start = 0; start < texts.length; start += size) batches.push(texts.slice(start, start + size));
      // Once a batch has failed for good the call has failed: batches still waiting for a slot are not sent.
      let failure: { error: unknown } | undefined;
      const unlessFailed = (batch: string[]) => (failure ? Promise.reject(failure.error) : next(batch));
      // The limiter sits inside the retry, so a request waiting out a back-off does not hold a slot.
      const limited = (batch: string[]) => (options.limiter ? options.limiter(() => unlessFailed(batch)) : unlessFailed(batch));
      const attempt = (batch: string[]) => (options.retry ? retrying(embedder.name, undefined, options.retry, () => limited(batch)) : limited(batch));
      const send = async (batch: string[]) => {
        const vectors = await attempt(batch).catch((error: unknown) => {
          failure ??= { error };
          throw error;
        });
        publishEmbeddingActivity({ embedder: embedder.name, embedded: batch.length });
        return vectors;
      };
      publishEmbeddingActivity({ embedder: embedder.name, queued: texts.length });
      const results = await Promise.all(batches.map(send));
      return results.flat();
    },
  };
}
