import { extractKalmaCitations } from '../../../src/citations/kalma-citations.js';
import type { KalmaTriple } from './kalma-run-item.js';

export interface AnswerCitations {
  /** Every cited triple in order, duplicates kept (KaLMA counts each). */
  triples: KalmaTriple[];
  naCount: number;
}

/** KaLMA's own parsing (extract_citations, strict), so scores match the reference code's on the same text. */
export function answerCitations(text: string): AnswerCitations {
  const extracted = extractKalmaCitations(text, { mode: 'strict' });
  return {
    triples: extracted.triples.map((triple): KalmaTriple => [triple.qid, triple.property, triple.value]),
    naCount: extracted.naCount,
  };
}
