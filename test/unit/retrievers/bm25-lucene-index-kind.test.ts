import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/config.js';
import { cachedPassageIndex } from '../../../retrievers/passages/bundled-index.js';
import { buildPassageIndex, openPassageIndex } from '../../../retrievers/passages/passage-index.js';
import { createBm25Retriever } from '../../../retrievers/sparse/bm25-retriever.js';
import { createLuceneBm25Retriever } from '../../../retrievers/sparse/lucene-bm25-retriever.js';

const temp = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));
const configWith = (env: Record<string, string> = {}) => loadConfig({ env: { CITEQA_CACHE_DIR: temp('citeqa-lucene-cache-'), ...env }, cwd: temp('citeqa-lucene-cwd-') });
const docs = [
  { id: 'curie', title: 'Marie Curie', text: 'Marie Curie’s work on radioactivity won her two Nobel Prizes; she was the first woman to win one.' },
  { id: 'pierre', title: 'Pierre Curie', text: "Pierre Curie shared the 1903 Nobel Prize in Physics with his wife and Henri Becquerel." },
  { id: 'liszt', title: 'Franz Liszt', text: 'Franz Liszt was a Hungarian composer and pianist, the father of Cosima Wagner.' },
];

describe('the bm25-lucene index kind', () => {
  it("builds with Pyserini's k1 0.9 / b 0.4 by default and reopens as the Lucene-exact retriever", async () => {
    const out = temp('citeqa-lucene-idx-');
    const manifest = await buildPassageIndex(docs, out, { kind: 'bm25-lucene', config: configWith() });
    expect(manifest.kind).toBe('bm25-lucene');
    expect(JSON.parse(readFileSync(join(out, 'bm25-lucene.json'), 'utf8'))).toEqual({ k1: 0.9, b: 0.4 });
    const index = await openPassageIndex(out, { config: configWith() });
    expect(index.name).toBe('bm25-lucene');
    const expected = await createLuceneBm25Retriever(index.passages, { k1: 0.9, b: 0.4 }).retrieve('Who was the father of Cosima Wagner?', 3);
    expect(await index.retrieve('Who was the father of Cosima Wagner?', 3)).toEqual(expected);
    expect(expected[0]!.id).toBe('liszt#0');
  });

  it('keeps the k1 and b it was built with (config bm25 / CITEQA_BM25_K1, CITEQA_BM25_B) when opened under another config', async () => {
    const out = temp('citeqa-lucene-idx-');
    await buildPassageIndex(docs, out, { kind: 'bm25-lucene', config: configWith({ CITEQA_BM25_K1: '1.2', CITEQA_BM25_B: '0.75' }) });
    const index = await openPassageIndex(out, { config: configWith() });
    const query = 'Curie Nobel Prize';
    const tuned = await createLuceneBm25Retriever(index.passages, { k1: 1.2, b: 0.75 }).retrieve(query, 3);
    const pyserini = await createLuceneBm25Retriever(index.passages, { k1: 0.9, b: 0.4 }).retrieve(query, 3);
    expect(tuned.map((hit) => hit.score)).not.toEqual(pyserini.map((hit) => hit.score));
    expect(await index.retrieve(query, 3)).toEqual(tuned);
  });

  it('caches the bundled passages separately per k1 and b', async () => {
    const cacheDir = temp('citeqa-lucene-cache-');
    const scores: number[] = [];
    for (const env of [{}, { CITEQA_BM25_K1: '1.2' }, {}]) {
      const config = loadConfig({ env: { CITEQA_CACHE_DIR: cacheDir, ...env }, cwd: temp('citeqa-lucene-cwd-') });
      const index = await cachedPassageIndex(config, { kind: 'bm25-lucene' });
      scores.push((await index.retrieve('Marie Curie radium', 1))[0]!.score);
    }
    expect(readdirSync(join(cacheDir, 'indexes')).filter((name) => name.startsWith('passages-bm25-lucene-'))).toHaveLength(2);
    expect(scores[1]).not.toBe(scores[0]);
    expect(scores[2]).toBe(scores[0]);
  });

  it('refuses a bad k1 or b in one line naming the key', () => {
    expect(() => configWith({ CITEQA_BM25_B: '1.5' })).toThrow(/config bm25\.b/);
    const cwd = temp('citeqa-lucene-cwd-');
    writeFileSync(join(cwd, 'citeqa.config.json'), JSON.stringify({ bm25: { k1: -1 } }));
    expect(() => loadConfig({ env: {}, cwd })).toThrow(/config bm25\.k1/);
  });

  it("differs from CiteQA's own bm25 where Lucene does: the stop list keeps 'his', and the possessive filter drops ’s as it drops 's", async () => {
    const passages = docs.map((doc) => ({ ...doc }));
    const lucene = createLuceneBm25Retriever(passages);
    const own = createBm25Retriever(passages);
    expect(await own.retrieve('his', 3)).toEqual([]);
    expect((await lucene.retrieve('his', 3)).map((hit) => hit.id)).toEqual(['pierre']);
    expect((await lucene.retrieve('Curie’s', 3)).map((hit) => hit.id).sort()).toEqual(['curie', 'pierre']);
  });
});
