import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDenseIndex, buildDenseIndexFromVectors, loadDenseIndex } from '../../../retrievers/dense/dense-index.js';
import { exactTopK } from '../../../retrievers/dense/vector-math.js';
import type { Passage } from '../../../src/core/passage.js';
import { createBagOfWordsEmbedder } from './support/bag-of-words-embedder.js';

const passages: Passage[] = [
  { id: 'a#0', title: 'Apples', text: 'apples grow on trees in orchards' },
  { id: 'b#0', title: 'Rivers', text: 'rivers flow into the sea' },
  { id: 'c#0', title: 'Stars', text: 'stars burn hydrogen in their cores' },
];

describe('dense index', () => {
  it('returns the nearest passages with cosine similarity scores, best first', async () => {
    const embedder = createBagOfWordsEmbedder();
    const index = await buildDenseIndex(passages, embedder, { batchSize: 2 });
    expect(embedder.calls.map((batch) => batch.length)).toEqual([2, 1]);
    const hits = await index.retrieve('where do rivers flow', 2);
    expect(hits.map((hit) => hit.id)).toEqual(['b#0', expect.any(String)]);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
    expect(hits[0]!.score).toBeLessThanOrEqual(1 + 1e-6);
    expect(await index.retrieve('x', 10)).toHaveLength(3);
  });

  it('persists with the embedder recorded and reloads to the same answers', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-dense-'));
    const embedder = createBagOfWordsEmbedder();
    const built = await buildDenseIndex(passages, embedder);
    await built.save(dir);
    const loaded = await loadDenseIndex(dir, embedder, passages);
    expect(loaded.manifest).toMatchObject({ embedder: 'bag-of-words', dimension: 64, count: 3 });
    expect(await loaded.retrieve('stars and hydrogen', 3)).toEqual(await built.retrieve('stars and hydrogen', 3));
  });

  it('refuses to load with another embedder, naming both', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-dense-'));
    await (await buildDenseIndex(passages, createBagOfWordsEmbedder())).save(dir);
    await expect(loadDenseIndex(dir, createBagOfWordsEmbedder(64, 'other'), passages)).rejects.toThrow(
      /built with embedder bag-of-words \(64-d\); cannot query it with other \(64-d\)/,
    );
    await expect(loadDenseIndex(dir, createBagOfWordsEmbedder(32), passages)).rejects.toThrow(/64-d.*32-d/);
  });

  it('agrees with exact search on random vectors (recall@10 ≥ 0.95 on 2,000 points)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) - 0.5;
    const dimension = 16;
    const vectors = Array.from({ length: 2000 }, () => Array.from({ length: dimension }, random));
    const points = vectors.map((_, i) => ({ id: String(i), title: '', text: '' }));
    const index = buildDenseIndexFromVectors(points, vectors, createBagOfWordsEmbedder(dimension));
    let found = 0;
    for (let q = 0; q < 50; q += 1) {
      const query = Array.from({ length: dimension }, random);
      const truth = new Set(exactTopK(vectors, query, 10).map((hit) => String(hit.index)));
      found += index.searchVector(query, 10).filter((hit) => truth.has(hit.id)).length;
    }
    expect(found / 500).toBeGreaterThanOrEqual(0.95);
  });
});
