import type { Embedder } from '../../src/core/embedder.js';

/**
 * An embedder that remembers every vector it has computed. The settings of a sweep show the model the same KG
 * facts and questions again and again (a swapped KG is another question's KG; a reduced KG is the full one minus
 * a few facts), so after the first setting nearly every text is a hit. Vectors are deterministic, so memoising
 * changes no result.
 */
export function memoizeEmbedder(inner: Embedder): Embedder & { readonly size: number } {
  const vectors = new Map<string, number[]>();
  return {
    name: inner.name,
    dimension: inner.dimension,
    get size() {
      return vectors.size;
    },
    async embed(texts: string[]): Promise<number[][]> {
      const missing = [...new Set(texts.filter((text) => !vectors.has(text)))];
      if (missing.length > 0) {
        const computed = await inner.embed(missing);
        missing.forEach((text, index) => vectors.set(text, computed[index]!));
      }
      return texts.map((text) => vectors.get(text)!);
    },
  };
}
