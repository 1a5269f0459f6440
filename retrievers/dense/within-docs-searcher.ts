import type { Passage, ScoredPassage } from '../../src/core/passage.js';
import type { Embedder } from '../../src/core/embedder.js';
import type { Retriever } from '../../src/core/retriever.js';
import { passageEmbeddingText } from './dense-index.js';
import { cosineSimilarity } from './vector-math.js';

export interface WithinDocsSearcher extends Retriever {
  /** 0-based index of the passage most similar to `query`; -1 when there are no passages. */
  bestIndex(query: string): Promise<number>;
}

/**
 * Exact search among one question's own passages (ALCE's SearcherWithinDocs): INLINESEARCH's `Search:` action
 * and POSTCITE's "cite the closest passage". Passages are embedded once, on first use.
 */
export function createWithinDocsSearcher(passages: Passage[], embedder: Embedder): WithinDocsSearcher {
  let vectors: Promise<number[][]> | undefined;
  const scored = async (query: string): Promise<number[]> => {
    vectors ??= embedder.embed(passages.map(passageEmbeddingText));
    const [[queryVector], passageVectors] = await Promise.all([embedder.embed([query]), vectors]);
    return passageVectors.map((vector) => cosineSimilarity(vector, queryVector!));
  };
  return {
    name: `within-docs:${embedder.name}`,
    async bestIndex(query: string): Promise<number> {
      if (passages.length === 0) return -1;
      const scores = await scored(query);
      // Ties keep the earlier passage, as argmax does.
      return scores.reduce((best, score, index) => (score > scores[best]! ? index : best), 0);
    },
    async retrieve(query: string, k: number): Promise<ScoredPassage[]> {
      if (passages.length === 0) return [];
      const scores = await scored(query);
      return passages
        .map((passage, index) => ({ ...passage, score: scores[index]! }))
        .sort((left, right) => right.score - left.score)
        .slice(0, Math.max(0, k));
    },
  };
}
