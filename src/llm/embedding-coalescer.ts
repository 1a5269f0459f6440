import type { EmbedderMiddleware, NextEmbed } from './embedder-middleware.js';

interface Waiting {
  texts: string[];
  resolve(vectors: number[][]): void;
  reject(error: unknown): void;
}

/**
 * Merges the calls made in one turn of the event loop into one call to the next layer. Callers that embed one
 * text each but run side by side (a batch of search queries, items answered concurrently) then reach the cache and
 * the batching layer as a single call, so their texts share requests instead of each sending its own. Outermost,
 * so the cache's reads for the merged texts also happen together.
 */
export function embeddingCoalescer(): EmbedderMiddleware {
  let waiting: Waiting[] = [];
  const flush = (next: NextEmbed) => {
    const group = waiting;
    waiting = [];
    const texts = group.flatMap((entry) => entry.texts);
    next(texts).then(
      (vectors) => {
        let offset = 0;
        for (const entry of group) {
          entry.resolve(vectors.slice(offset, offset + entry.texts.length));
          offset += entry.texts.length;
        }
      },
      (error: unknown) => group.forEach((entry) => entry.reject(error)),
    );
  };
  return {
    name: 'embedding-coalescer',
    wrap(texts, next) {
      return new Promise((resolve, reject) => {
        // The first caller of a turn schedules the flush; `next` is the same chain for every call of this embedder.
        if (waiting.length === 0) setImmediate(() => flush(next));
        waiting.push({ texts, resolve, reject });
      });
    },
  };
}
