import type { Passage, ScoredPassage } from '../../src/core/passage.js';
import type { Retriever } from '../../src/core/retriever.js';
import { PYSERINI_BM25, type Bm25Parameters } from './bm25-retriever.js';
import { luceneEnglishTerms } from './lucene-english-analyzer.js';
import { lengthToNormByte, normByteToLength } from './lucene-small-float.js';
import { addTermPostings, type Posting } from './term-postings.js';

export const LUCENE_BM25_RETRIEVER_NAME = 'bm25-lucene';

const f32 = Math.fround;


/**
 * BM25 exactly as Lucene's BM25Similarity scores a Pyserini/Anserini index searched with a bag-of-words query, so a
 * ranking reproduces ALCE's BM25 retrieval: the EnglishAnalyzer's terms (lucene-english-analyzer.ts); each document's
 * length stored in one byte and read back through Lucene's length table (lucene-small-float.ts); N and avgdl over
 * the documents that have at least one term; and Lucene's float32 arithmetic step by step — idf = ln(1 + (N − n +
 * 0.5)/(n + 0.5)), a 256-entry table of 1 / (k1 · (1 − b + b · dl/avgdl)), and weight − weight/(1 + tf · that),
 * where weight = idf × the term's count in the query (Anserini's boost). A document's clause scores are summed in
 * double and rounded to float, as Lucene's disjunction scorers do; ties go to the earlier document.
 */
export function createLuceneBm25Retriever(passages: Passage[], parameters: Bm25Parameters = PYSERINI_BM25): Retriever & {
  readonly size: number;
} {
  const k1 = f32(parameters.k1);
  const b = f32(parameters.b);
  const postings = new Map<string, Posting[]>();
  const norms = new Uint8Array(passages.length);
  let documentsWithTerms = 0;
  let totalTerms = 0;
  passages.forEach((passage, index) => {
    // Title and text form one field, as Pyserini's Wikipedia indexes store "title\ntext" as contents.
    const terms = luceneEnglishTerms(`${passage.title}\n${passage.text}`);
    if (terms.length === 0) return;
    documentsWithTerms += 1;
    totalTerms += terms.length;
    norms[index] = lengthToNormByte(terms.length);
    addTermPostings(postings, index, terms);
  });
  const averageLength = f32(totalTerms / documentsWithTerms);
  const inverseNorms = new Float32Array(256);
  for (let norm = 0; norm < 256; norm++) {
    inverseNorms[norm] = f32(1 / f32(k1 * f32(f32(1 - b) + f32(f32(b * normByteToLength(norm)) / averageLength))));
  }

  return {
    name: LUCENE_BM25_RETRIEVER_NAME,
    size: passages.length,
    async retrieve(query: string, k: number): Promise<ScoredPassage[]> {
      const queryCounts = new Map<string, number>();
      for (const term of luceneEnglishTerms(query)) queryCounts.set(term, (queryCounts.get(term) ?? 0) + 1);
      const sums = new Map<number, number>();
      for (const [term, count] of queryCounts) {
        const list = postings.get(term);
        if (!list) continue;
        const idf = f32(Math.log(1 + (documentsWithTerms - list.length + 0.5) / (list.length + 0.5)));
        const weight = f32(count * idf);
        for (const { passage, tf } of list) {
          const score = f32(weight - f32(weight / f32(1 + f32(tf * inverseNorms[norms[passage]!]!))));
          sums.set(passage, (sums.get(passage) ?? 0) + score);
        }
      }
      return [...sums]
        .map(([passage, sum]) => [passage, f32(sum)] as const)
        .sort((left, right) => right[1] - left[1] || left[0] - right[0])
        .slice(0, Math.max(0, k))
        .map(([index, score]) => ({ ...passages[index]!, score }));
    },
  };
}
