import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLED_PASSAGES } from '../../corpora/index.js';
import { chunkDocuments, readDocumentsJsonl } from '../../retrievers/passages/chunk-documents.js';
import { createLuceneBm25Retriever } from '../../retrievers/sparse/lucene-bm25-retriever.js';
import { LUCENE_ENGLISH_STOP_WORDS, luceneEnglishTerms } from '../../retrievers/sparse/lucene-english-analyzer.js';
import { lengthToNormByte, normByteToLength } from '../../retrievers/sparse/lucene-small-float.js';
import { luceneStandardTokens } from '../../retrievers/sparse/lucene-standard-tokenizer.js';

/** Produced by Lucene 8.8.1 itself (see the fixture's _source): the analyzer, SmallFloat and BM25Similarity's ranking. */
interface LuceneGolden {
  stopWords: string[];
  lengthTable: number[];
  intToByte4_0_600: number[];
  analyzer: { text: string; standard: [string, string][]; english: string[] }[];
  vocabulary: Record<string, string[]>;
  passageIds: string[];
  collection: { docCount: number; sumTotalTermFreq: number };
  norms: number[];
  lengths: number[];
  passageTerms: string[][];
  runs: { k1: number; b: number; queries: { query: string; terms?: string[]; hits: [number, number][] }[] }[];
}

const golden = JSON.parse(readFileSync(new URL('../fixtures/lucene/lucene-bm25-golden.json', import.meta.url), 'utf8')) as LuceneGolden;
const passages = chunkDocuments(await readDocumentsJsonl(BUNDLED_PASSAGES));

describe("Lucene's one-byte document lengths (SmallFloat)", () => {
  it('decodes every norm byte to the length BM25Similarity reads back', () => {
    expect(Array.from({ length: 256 }, (_, norm) => normByteToLength(norm))).toEqual(golden.lengthTable);
    // Each decoded length encodes back to its byte, up to Lucene's largest (117 million tokens).
    expect(golden.lengthTable.map((length) => lengthToNormByte(length))).toEqual(Array.from({ length: 256 }, (_, norm) => norm));
  });

  it('encodes lengths 0–600 to the bytes Lucene writes, exact up to 40 and rounded down beyond', () => {
    expect(Array.from({ length: 601 }, (_, length) => lengthToNormByte(length))).toEqual(golden.intToByte4_0_600);
    expect(normByteToLength(lengthToNormByte(40))).toBe(40);
    expect(normByteToLength(lengthToNormByte(100))).toBe(96);
    expect(() => lengthToNormByte(-1)).toThrow(RangeError);
  });
});

describe("Lucene's EnglishAnalyzer", () => {
  it("drops exactly Lucene's 33 English stop words", () => {
    expect([...LUCENE_ENGLISH_STOP_WORDS].sort()).toEqual(golden.stopWords);
    expect(golden.stopWords).toHaveLength(33);
  });

  it.each(golden.analyzer.map((item) => [item.text.slice(0, 60), item] as const))('tokenizes %j as Lucene does', (_, item) => {
    expect(luceneStandardTokens(item.text)).toEqual(item.standard.map(([token]) => token));
    expect(luceneEnglishTerms(item.text)).toEqual(item.english);
  });

  it('gives the term Lucene gives for every distinct token of the bundled corpus (stemmer included)', () => {
    const differing = Object.entries(golden.vocabulary).filter(([token, terms]) => JSON.stringify(luceneEnglishTerms(token)) !== JSON.stringify(terms));
    expect(Object.keys(golden.vocabulary).length).toBeGreaterThan(4000);
    expect(differing).toEqual([]);
  });

  it('gives a long text the terms of its lines (newlines always break words), however it is cut for segmenting', () => {
    const lines = passages.slice(0, golden.passageTerms.length).map((passage) => `${passage.title}\n${passage.text}`);
    const joined = lines.join('\n');
    expect(joined.length).toBeGreaterThan(4000);
    expect(luceneEnglishTerms(joined)).toEqual(golden.passageTerms.flat());
  });

  it('yields the same terms and lengths for the bundled passages, so the same norms', () => {
    expect(passages.map((passage) => passage.id)).toEqual(golden.passageIds);
    const terms = passages.map((passage) => luceneEnglishTerms(`${passage.title}\n${passage.text}`));
    expect(terms.slice(0, golden.passageTerms.length)).toEqual(golden.passageTerms);
    expect(terms.map((list) => list.length)).toEqual(golden.lengths);
    expect(terms.map((list) => lengthToNormByte(list.length))).toEqual(golden.norms);
    expect(terms.reduce((sum, list) => sum + list.length, 0)).toBe(golden.collection.sumTotalTermFreq);
  });
});

describe.each(golden.runs.map((run) => [run.k1, run.b, run] as const))("BM25Similarity(k1=%s, b=%s) on the bundled passages", (k1, b, run) => {
  const retriever = createLuceneBm25Retriever(passages, { k1, b });

  it(`ranks all ${run.queries.length} queries in Lucene's order with Lucene's float32 scores`, async () => {
    let largestRelativeError = 0;
    let scored = 0;
    for (const { query, terms, hits } of run.queries) {
      if (terms) expect(luceneEnglishTerms(query), query).toEqual(terms);
      const ours = await retriever.retrieve(query, hits.length);
      expect(ours.map((hit) => hit.id), query).toEqual(hits.map(([doc]) => golden.passageIds[doc]));
      ours.forEach((hit, rank) => {
        const expected = Math.fround(hits[rank]![1]);
        largestRelativeError = Math.max(largestRelativeError, Math.abs(hit.score - expected) / expected);
        // Lucene computes in float32; doing each of its operations in float32 gives the very same float.
        expect(hit.score, `${query} #${rank + 1}`).toBe(expected);
        scored += 1;
      });
    }
    expect(scored).toBeGreaterThan(run.queries.length * 5);
    expect(largestRelativeError).toBe(0);
  });
});
