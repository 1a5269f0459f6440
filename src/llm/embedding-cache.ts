import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import { ConfigError } from '../core/errors.js';
import type { CacheStore } from './cache-store.js';
import type { EmbedderMiddleware } from './embedder-middleware.js';
import { publishEmbeddingActivity } from './embedding-activity.js';

export interface EmbeddingCacheOptions {
  store: CacheStore;
  /** What tells two embedders apart besides their name (an endpoint URL), so two servers never share vectors. */
  namespace?: string;
  /** Serve only from the cache; a text it has no vector for is an error (as the chat model's replay mode). */
  replay?: boolean;
  /** Uncached texts asked for, and stored, per part of a call (default 1024). */
  partSize?: number;
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
  const partSize = options.partSize ?? 1024;
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
        // Asked for a part at a time, each part stored as soon as it is back: a long call (an hour of USE-lite for
        // MAUVE over 10,000 items) that is interrupted keeps what it had embedded. Parts are large enough that an
        // endpoint's batches fill its concurrency limit several times over; the writes overlap the next part.
        const byText = new Map<string, number[]>();
        const writes: Promise<unknown>[] = [];
        if (missing.length > partSize) publishEmbeddingActivity({ embedder: embedder.name, planned: missing.length });
        for (let start = 0; start < missing.length; start += partSize) {
          const part = missing.slice(start, start + partSize);
          const fresh = await next(part);
          part.forEach((text, index) => {
            byText.set(text, fresh[index]!);
            writes.push(storeAccess(() => options.store.set(keyOf(embedder.name, text), fresh[index])));
          });
        }
        await Promise.all(writes);
        texts.forEach((text, index) => (vectors[index] ??= byText.get(text)));
      }
      return vectors as number[][];
    },
  };
}
