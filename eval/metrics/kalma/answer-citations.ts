import type { Triple } from '../../../src/core/knowledge.js';
import { extractKalmaCitations } from '../../../src/citations/kalma-citations.js';

export interface AnswerCitations {
  /** Every cited triple in order, duplicates kept (KaLMA counts each). */
  triples: Triple[];
  naCount: number;
}

/** KaLMA's own parsing (extract_citations, strict), so scores match the reference code's on the same text. */
export function answerCitations(text: string): AnswerCitations {
  const extracted = extractKalmaCitations(text, { mode: 'strict' });
  return {
    triples: extracted.triples.map((triple): Triple => [triple.qid, triple.property, triple.value]),
    naCount: extracted.naCount,
  };
}
