import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkDocuments, parseDocumentsJsonl } from '../../../retrievers/passages/chunk-documents.js';
import { createBm25Retriever } from '../../../retrievers/sparse/bm25-retriever.js';
import { bm25Tokens } from '../../../retrievers/sparse/bm25-tokenize.js';

const fixture = new URL('../../fixtures/passages/mini-docs.jsonl', import.meta.url);
const passages = chunkDocuments(parseDocumentsJsonl(readFileSync(fixture, 'utf8'), 'mini-docs.jsonl'));

describe('bm25Tokens', () => {
  it('lower-cases, stems and drops stop words and punctuation', () => {
    expect(bm25Tokens("Who designed the Analytical Engines, in 1837?")).toEqual(['design', 'analyt', 'engin', '1837']);
  });
});

describe('createBm25Retriever', () => {
  const bm25 = createBm25Retriever(passages);

  it('ranks the passage sharing the rare query terms first', async () => {
    const hits = await bm25.retrieve('Who broke the Enigma cipher at Bletchley Park?', 3);
    expect(hits[0]!.id).toBe('turing#0');
    expect(hits[0]!.score).toBeGreaterThan(0);
  });

  it('scores exactly as Lucene BM25 (k1=0.9, b=0.4) for a one-term query', async () => {
    const [hit] = await bm25.retrieve('COBOL', 1);
    const n = passages.length;
    const lengths = passages.map((p) => bm25Tokens(`${p.title}\n${p.text}`).length);
    const avg = lengths.reduce((a, b) => a + b, 0) / n;
    const dl = lengths[passages.findIndex((p) => p.id === 'hopper#0')]!;
    const idf = Math.log(1 + (n - 1 + 0.5) / (1 + 0.5));
    expect(hit!.id).toBe('hopper#0');
    expect(hit!.score).toBeCloseTo((idf * 1) / (1 + 0.9 * (1 - 0.4 + (0.4 * dl) / avg)), 10);
  });

  it('returns at most k hits, best first, and nothing for unknown words', async () => {
    const hits = await bm25.retrieve('English mathematician born in London', 2);
    expect(hits).toHaveLength(2);
    expect(hits[0]!.score).toBeGreaterThanOrEqual(hits[1]!.score);
    expect(await bm25.retrieve('zzzqqq', 5)).toEqual([]);
  });
});
