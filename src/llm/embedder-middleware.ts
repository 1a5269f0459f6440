/**
 * Cross-cutting behaviour for embedders, as for chat models (chat-model-middleware.ts): cache, batching, retries,
 * a concurrency limit and usage counting wrap any Embedder, so providers only translate requests.
 */
import type { Embedder } from '../core/embedder.js';

/** Embeds `texts` with the next layer. */
export type NextEmbed = (texts: string[]) => Promise<number[][]>;

export interface EmbedderMiddleware {
  readonly name: string;
  wrap(texts: string[], next: NextEmbed, embedder: Embedder): Promise<number[][]>;
}

/** Wraps `embedder` so that `middleware[0]` is the outermost layer; name and dimension stay the inner embedder's. */
export function wrapEmbedder<E extends Embedder>(embedder: E, middleware: EmbedderMiddleware[]): Embedder {
  const run = (texts: string[], index: number): Promise<number[][]> => {
    const layer = middleware[index];
    if (layer === undefined) return embedder.embed(texts);
    return layer.wrap(texts, (rest) => run(rest, index + 1), embedder);
  };
  return {
    name: embedder.name,
    dimension: embedder.dimension,
    embed: (texts) => (texts.length === 0 ? Promise.resolve([]) : run(texts, 0)),
  };
}
