import { describe, expect, it } from 'vitest';
import type { Embedder } from '../../../src/core/embedder.js';
import { wrapEmbedder } from '../../../src/llm/embedder-middleware.js';
import { embeddingInputCap } from '../../../src/llm/embedding-input-cap.js';

describe('embedding input cap', () => {
  it('hands the encoder at most the first 256 words of a text, however long the input (work stays linear)', async () => {
    const seen: number[] = [];
    const counting: Embedder = { name: 'count', dimension: 1, embed: async (texts) => texts.map((text) => (seen.push(text.split(' ').length), [1])) };
    const embedder = wrapEmbedder(counting, [embeddingInputCap()]);
    const question = Array.from({ length: 20_000 }, (_, i) => `word${i}`).join(' ');
    await embedder.embed([question, 'Who was the father of Marie Curie?']);
    expect(seen).toEqual([256, 7]);
  });
});
