import { createHash } from 'node:crypto';
import type { FakeEmbeddingRequestBody } from './fake-openai-server.js';

/** Hashed word counts for the fake embeddings endpoint: texts sharing a word are near each other. */
export function hashedWordVector(text: string, dimension: number): number[] {
  const vector = new Array<number>(dimension).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) vector[createHash('md5').update(word).digest().readUInt32LE(0) % dimension]! += 1;
  return vector;
}

export const embeddingInputs = (body: FakeEmbeddingRequestBody): string[] => (typeof body.input === 'string' ? [body.input] : body.input);
