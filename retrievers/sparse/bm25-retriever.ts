import type { Passage, ScoredPassage } from '../../src/core/passage.js';
import type { Retriever } from '../../src/core/retriever.js';
import { bm25Tokens } from './bm25-tokenize.js';
import { addTermPostings, type Posting } from './term-postings.js';

export interface Bm25Parameters {
  /** Term-frequency saturation; Pyserini's default for MS MARCO / Wikipedia is 0.9. */
  k1: number;
  /** Length normalisation; Pyserini's default 0.4. */
  b: number;
}

export const PYSERINI_BM25: Bm25Parameters = { k1: 0.9, b: 0.4 };
export const BM25_RETRIEVER_NAME = 'bm25';


/**
 * Okapi BM25 as Lucene ≥ 8 scores it (the scorer behind Pyserini, which ALCE uses for ELI5):
 * idf = ln(1 + (N − df + 0.5)/(df + 0.5)), term weight = idf · tf / (tf + k1 · (1 − b + b · dl/avgdl)).
 * Its formula only: exact lengths in double precision over winkNLP terms. `bm25-lucene` (lucene-bm25-retriever.ts)
 * reproduces Lucene's ranking itself — its analyzer, one-byte lengths and float32 arithmetic.
 * Written by hand: the maintained JS package (wink-bm25-text-search) pins winkNLP 1.x and scores with its
 * own field weighting, so it could not share our tokenizer nor match Pyserini's formula.
 */
export function createBm25Retriever(passages: Passage[], parameters: Bm25Parameters = PYSERINI_BM25): Retriever & {
  readonly size: number;
} {
  const postings = new Map<string, Posting[]>();
  const lengths = new Float64Array(passages.length);
  passages.forEach((passage, index) => {
    // The title is indexed with the text, as Pyserini's Wikipedia indexes store "title\ntext" as contents.
    const terms = bm25Tokens(`${passage.title}\n${passage.text}`);
    lengths[index] = terms.length;
    addTermPostings(postings, index, terms);
  });
  const total = passages.length;
  const averageLength = total === 0 ? 0 : lengths.reduce((sum, length) => sum + length, 0) / total;
  const { k1, b } = parameters;

  return {
    name: BM25_RETRIEVER_NAME,
    size: total,
    async retrieve(query: string, k: number): Promise<ScoredPassage[]> {
      const scores = new Map<number, number>();
      // A term repeated in the query counts once per occurrence, as in Lucene's BooleanQuery of TermQuerys.
      for (const term of bm25Tokens(query)) {
        const list = postings.get(term);
        if (!list) continue;
        const idf = Math.log(1 + (total - list.length + 0.5) / (list.length + 0.5));
        for (const { passage, tf } of list) {
          const norm = k1 * (1 - b + (b * lengths[passage]!) / (averageLength || 1));
          scores.set(passage, (scores.get(passage) ?? 0) + (idf * tf) / (tf + norm));
        }
      }
      return [...scores]
        .sort((left, right) => right[1] - left[1] || left[0] - right[0])
        .slice(0, Math.max(0, k))
        .map(([index, score]) => ({ ...passages[index]!, score }));
    },
  };
}
