import type { Embedder } from '../../../../src/core/embedder.js';

/** A deterministic bag-of-words embedder for fast tests: texts sharing words are similar, others orthogonal-ish. */
export function createWordHashEmbedder(dimension = 256): Embedder & { calls: string[][] } {
  const calls: string[][] = [];
  return {
    name: 'word-hash-test',
    dimension,
    calls,
    async embed(texts: string[]): Promise<number[][]> {
      calls.push(texts);
      return texts.map((text) => {
        const vector = new Array<number>(dimension).fill(0);
        for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
          let hash = 0;
          for (const char of word) hash = (hash * 31 + char.codePointAt(0)!) % dimension;
          vector[hash]! += 1;
        }
        return vector;
      });
    },
  };
}
