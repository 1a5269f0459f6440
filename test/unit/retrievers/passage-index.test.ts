import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDenseIndex } from '../../../retrievers/dense/dense-index.js';
import { readDocumentsJsonl } from '../../../retrievers/passages/chunk-documents.js';
import { buildPassageIndex, openPassageIndex } from '../../../retrievers/passages/passage-index.js';
import { loadConfig } from '../../../src/config/config.js';
import { createBagOfWordsEmbedder } from './support/bag-of-words-embedder.js';

const fixture = new URL('../../fixtures/passages/mini-docs.jsonl', import.meta.url).pathname;
const config = loadConfig({ env: {}, cwd: '/' });

describe('passage index directories', () => {
  it('builds and reopens a BM25 index', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-idx-'));
    const docs = await readDocumentsJsonl(fixture);
    const manifest = await buildPassageIndex(docs, dir, { kind: 'bm25', config, source: fixture });
    expect(manifest).toMatchObject({ kind: 'bm25', passages: 5, wordsPerPassage: 100 });
    const index = await openPassageIndex(dir, { config });
    expect((await index.retrieve('Enigma cipher', 1))[0]!.id).toBe('turing#0');
    expect((await readFile(join(dir, 'passages.jsonl'), 'utf8')).split('\n')[0]).toContain('"id":"ada#0"');
  });

  it('builds a dense index with the given embedder and refuses another at open', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-idx-'));
    const docs = await readDocumentsJsonl(fixture);
    const progress: number[] = [];
    const embedder = createBagOfWordsEmbedder();
    const manifest = await buildPassageIndex(docs, dir, { kind: 'use', config, embedder, onProgress: (done) => progress.push(done) });
    expect(manifest).toMatchObject({ embedder: 'bag-of-words', dimension: 64 });
    expect(progress.at(-1)).toBe(5);
    const index = await openPassageIndex(dir, { config, embedder });
    expect((await index.retrieve('Grace Hopper COBOL compilers', 1))[0]!.id).toBe('hopper#0');
    await expect(openPassageIndex(dir, { config, embedder: createBagOfWordsEmbedder(64, 'other') })).rejects.toThrow(/built with embedder bag-of-words/);
    // The dense graph alone loads too, reading the directory's passages.
    const dense = await loadDenseIndex(dir, embedder);
    expect(dense.passages).toHaveLength(5);
    expect((await dense.retrieve('Grace Hopper COBOL compilers', 1))[0]!.id).toBe('hopper#0');
  });

  it('explains a directory that is not an index', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-idx-'));
    await expect(openPassageIndex(dir, { config })).rejects.toThrow(/not an index directory/);
  });
});
