import type { Ranker } from '../../src/core/ranker.js';
import { createBm25Retriever } from './bm25-retriever.js';

export const BM25_RANKER_NAME = 'bm25-squashed (offline stand-in for a cross-encoder: BM25 over the given documents, s/(s+1))';

/**
 * The offline stand-in for a relevance cross-encoder: BM25 of the query against the given documents, squashed into
 * 0–1 by s/(s+1). It says how much a document shares the query's rarer words, not whether it answers it; its name
 * says so wherever its figures appear.
 */
export function createBm25Ranker(): Ranker {
  return {
    name: BM25_RANKER_NAME,
    async relevance(query, documents) {
      if (documents.length === 0) return [];
      const passages = documents.map((text, index) => ({ id: String(index), title: '', text }));
      const hits = await createBm25Retriever(passages).retrieve(query, documents.length);
      const scores = new Map(hits.map((hit) => [hit.id, Math.max(hit.score, 0)]));
      return documents.map((_, index) => {
        const score = scores.get(String(index)) ?? 0;
        return score / (score + 1);
      });
    },
  };
}
