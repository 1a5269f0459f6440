import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import { ConfigError } from '../core/errors.js';
import type { CacheStore } from './cache-store.js';
import type { EmbedderMiddleware } from './embedder-middleware.js';

export interface EmbeddingCacheOptions {
  store: CacheStore;
  /** What tells two embedders apart besides their name (an endpoint URL), so two servers never share vectors. */
  namespace?: string;
  /** Serve only from the cache; a text it has no vector for is an error (as the chat model's replay mode). */
  replay?: boolean;
}

export interface EmbeddingCacheStats {
  hits: number;
  misses: number;
}

/**
 * One cache entry per text, so a batch that is partly known asks the next layer only for the rest; repeated texts
 * in one call are asked for once.
 */
export function embeddingCache(options: EmbeddingCacheOptions): EmbedderMiddleware & { readonly stats: Readonly<EmbeddingCacheStats> } {
  const stats: EmbeddingCacheStats = { hits: 0, misses: 0 };
  const keyOf = (name: string, text: string) => createHash('sha256').update(JSON.stringify(['embedding', name, options.namespace ?? '', text])).digest('hex');
  // A call may carry tens of thousands of texts (MAUVE over a whole run); one open file per text at once would
  // exhaust the process's file handles on a disk store.
  const storeAccess = pLimit(64);
  return {
    name: 'embedding-cache',
    stats,
    async wrap(texts, next, embedder) {
      const vectors: (number[] | undefined)[] = await Promise.all(
        texts.map(async (text) => {
          const cached = await storeAccess(() => options.store.get(keyOf(embedder.name, text)));
          return Array.isArray(cached) ? (cached as number[]) : undefined;
        }),
      );
      const missing = [...new Set(texts.filter((_, index) => vectors[index] === undefined))];
      stats.hits += texts.length - texts.filter((_, index) => vectors[index] === undefined).length;
      stats.misses += missing.length;
      if (missing.length > 0) {
        if (options.replay) {
          throw new ConfigError('replay', `${missing.length} text(s) have no cached embedding from ${embedder.name}; replay mode makes no requests`);
        }
        const fresh = await next(missing);
        const byText = new Map(missing.map((text, index) => [text, fresh[index]!]));
        await Promise.all(missing.map((text) => storeAccess(() => options.store.set(keyOf(embedder.name, text), byText.get(text)))));
        texts.forEach((text, index) => (vectors[index] ??= byText.get(text)));
      }
      return vectors as number[][];
    },
  };
}
