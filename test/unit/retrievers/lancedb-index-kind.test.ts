import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openVectorTableSearcher, openVectorTableWriter } from '../../../retrievers/dense/lance/lance-vector-table.js';
import { LANCE_BUILD_BATCH } from '../../../retrievers/passages/kinds/lancedb-index-kind.js';
import { readDocumentsJsonl } from '../../../retrievers/passages/chunk-documents.js';
import { buildPassageIndex, buildPassageIndexFromSource, openPassageIndex, readIndexSource } from '../../../retrievers/passages/passage-index.js';
import { loadConfig } from '../../../src/config/config.js';
import { InputError } from '../../../src/core/errors.js';
import { seededRandom } from '../../bench/bench-harness.js';
import { createBagOfWordsEmbedder } from './support/bag-of-words-embedder.js';

const fixture = new URL('../../fixtures/passages/mini-docs.jsonl', import.meta.url).pathname;
const config = loadConfig({ env: {}, cwd: '/' });

/** `count` one-passage documents, each naming a distinct made-up word so every one is findable. */
async function manyDocs(count: number): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'citeqa-lance-docs-')), 'docs.jsonl');
  const lines = Array.from({ length: count }, (_, i) => JSON.stringify({ id: `d${i}`, title: `Doc ${i}`, text: `word${i} shared text number ${i % 7}` }));
  await writeFile(path, `${lines.join('\n')}\n`);
  return path;
}

describe('lancedb index kind', () => {
  it('builds from the documents file, keeps passages in the Lance table, and searches through the retriever seam', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-lance-'));
    const embedder = createBagOfWordsEmbedder();
    const source = await readIndexSource(fixture, 'lancedb');
    expect(source.documents).toBe(5);
    const progress: number[] = [];
    const manifest = await buildPassageIndexFromSource(source, dir, { kind: 'lancedb', config, embedder, onProgress: (done) => progress.push(done) });
    expect(manifest).toMatchObject({ kind: 'lancedb', passages: 5, embedder: 'bag-of-words', dimension: 64 });
    expect(progress).toEqual([0, 5]);
    expect(existsSync(join(dir, 'passages.jsonl'))).toBe(false);
    expect(existsSync(join(dir, 'lance', 'passages.lance'))).toBe(true);
    const index = await openPassageIndex(dir, { config, embedder });
    const hits = await index.retrieve('Grace Hopper COBOL compilers', 2);
    expect(hits.map((hit) => hit.id)[0]).toBe('hopper#0');
    expect(hits[0]!.title).toBe('Grace Hopper');
    expect(hits[0]!.text).toContain('COBOL');
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
    await expect(openPassageIndex(dir, { config, embedder: createBagOfWordsEmbedder(64, 'other') })).rejects.toThrow(/built with embedder bag-of-words/);
    // Rerunning a finished build embeds nothing.
    const again = createBagOfWordsEmbedder();
    await buildPassageIndexFromSource(await readIndexSource(fixture, 'lancedb'), dir, { kind: 'lancedb', config, embedder: again });
    expect(again.calls).toEqual([]);
    expect((await openVectorTableSearcher(dir, null)).rows).toBe(5);
  });

  it('resumes an interrupted build at the first batch not committed, embedding nothing twice', async () => {
    const docs = await manyDocs(LANCE_BUILD_BATCH * 2 + 76);
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-lance-'));
    const source = await readIndexSource(docs, 'lancedb');
    // Wide enough that each document's made-up word has a bucket of its own.
    const first = createBagOfWordsEmbedder(4096);
    // The interruption lands at the batch boundary, right after the first batch was committed.
    const interrupted = buildPassageIndexFromSource(source, dir, {
      kind: 'lancedb',
      config,
      embedder: first,
      onProgress: (done) => {
        if (done === LANCE_BUILD_BATCH) throw new Error('killed');
      },
    });
    await expect(interrupted).rejects.toThrow('killed');
    expect(existsSync(join(dir, 'index.json'))).toBe(false);
    expect((await openVectorTableSearcher(dir, null)).rows).toBe(LANCE_BUILD_BATCH);

    const second = createBagOfWordsEmbedder(4096);
    const manifest = await buildPassageIndexFromSource(await readIndexSource(docs, 'lancedb'), dir, { kind: 'lancedb', config, embedder: second });
    expect(manifest.passages).toBe(LANCE_BUILD_BATCH * 2 + 76);
    const embedded = second.calls.flat();
    expect(embedded).toHaveLength(LANCE_BUILD_BATCH + 76);
    expect(embedded[0]).toContain(`word${LANCE_BUILD_BATCH} `);
    expect((await openVectorTableSearcher(dir, null)).rows).toBe(LANCE_BUILD_BATCH * 2 + 76);
    const index = await openPassageIndex(dir, { config, embedder: second });
    for (const row of [3, LANCE_BUILD_BATCH * 2 + 10]) {
      expect((await index.retrieve(`word${row} shared text number ${row % 7}`, 1))[0]!.id).toBe(`d${row}#0`);
    }
  });

  it('refuses to resume a build of other documents or with another embedder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-lance-'));
    const docs = await manyDocs(LANCE_BUILD_BATCH + 1);
    const stop = (done: number) => {
      if (done === LANCE_BUILD_BATCH) throw new Error('killed');
    };
    await expect(
      buildPassageIndexFromSource(await readIndexSource(docs, 'lancedb'), dir, { kind: 'lancedb', config, embedder: createBagOfWordsEmbedder(), onProgress: stop }),
    ).rejects.toThrow('killed');
    const other = buildPassageIndexFromSource(await readIndexSource(docs, 'lancedb'), dir, { kind: 'lancedb', config, embedder: createBagOfWordsEmbedder(64, 'other') });
    await expect(other).rejects.toThrow(InputError);
    await expect(other).rejects.toThrow(/interrupted LanceDB build of other documents or another embedder/);
    const changed = await manyDocs(LANCE_BUILD_BATCH + 2);
    await expect(
      buildPassageIndexFromSource(await readIndexSource(changed, 'lancedb'), dir, { kind: 'lancedb', config, embedder: createBagOfWordsEmbedder() }),
    ).rejects.toThrow(/interrupted LanceDB build/);
  });

  it('builds an IVF-PQ index on disk once the table is large enough, and finds each row from its own vector', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-lance-'));
    const dimension = 32;
    const random = seededRandom(7);
    const vectors = Array.from({ length: 3000 }, () => Array.from({ length: dimension }, () => random() - 0.5));
    const writer = await openVectorTableWriter(dir, dimension, { minRowsForIndex: 2000 });
    for (let start = 0; start < vectors.length; start += 1000) {
      await writer.append(vectors.slice(start, start + 1000).map((vector, i) => ({ id: String(start + i), title: '', text: '', vector })));
    }
    expect(await writer.hasIndex()).toBe(false);
    const parameters = await writer.buildIndex({ numPartitions: 8 });
    expect(parameters).toMatchObject({ numPartitions: 8, numSubVectors: 4 });
    expect(await writer.hasIndex()).toBe(true);
    const searcher = await openVectorTableSearcher(dir, { nprobes: 8, refineFactor: 10 });
    const probes = [0, 17, 1234, 2999];
    for (const row of probes) {
      const [top] = await searcher.searchVector(vectors[row]!, 3);
      expect(top!.id).toBe(String(row));
      expect(top!.score).toBeCloseTo(1, 4);
    }
  });

  it('builds from documents already in memory too (the cached bundled index path)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-lance-'));
    const embedder = createBagOfWordsEmbedder();
    const manifest = await buildPassageIndex(await readDocumentsJsonl(fixture), dir, { kind: 'lancedb', config, embedder });
    expect(manifest).toMatchObject({ kind: 'lancedb', passages: 5 });
    expect(existsSync(join(dir, 'passages.jsonl'))).toBe(false);
    const index = await openPassageIndex(dir, { config, embedder });
    expect((await index.retrieve('Grace Hopper COBOL compilers', 1))[0]!.id).toBe('hopper#0');
  });

  it('skips the IVF-PQ index for a small table (exact scan)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-lance-'));
    const writer = await openVectorTableWriter(dir, 4);
    await writer.append([{ id: 'a', title: '', text: '', vector: [1, 0, 0, 0] }]);
    expect(await writer.buildIndex()).toBeNull();
  });
});
