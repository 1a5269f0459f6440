import { createHash } from 'node:crypto';
import type { Embedder } from '../../../../src/core/embedder.js';

/**
 * A deterministic, instant embedder for tests of index mechanics: hashed lower-case word counts. Texts that
 * share words get similar vectors, which is all the index tests need.
 */
export function createBagOfWordsEmbedder(dimension = 64, name = 'bag-of-words'): Embedder & { calls: string[][] } {
  const calls: string[][] = [];
  return {
    name,
    dimension,
    calls,
    async embed(texts: string[]): Promise<number[][]> {
      calls.push(texts);
      return texts.map((text) => {
        const vector: number[] = new Array<number>(dimension).fill(0);
        for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
          const bucket = createHash('md5').update(word).digest().readUInt32LE(0) % dimension;
          vector[bucket]! += 1;
        }
        if (!vector.some((value) => value !== 0)) vector[0] = 1;
        return vector;
      });
    },
  };
}
