import { normalizeAnswer } from '../../../src/text/normalize-answer.js';
import type { AlceQaPair } from './alce-item.js';

export interface StringMatchScores {
  /** Share of qa_pairs with a short answer contained in the output (0–1). */
  strEm: number;
  /** 1 when every qa_pair is answered, else 0. */
  strHit: number;
}

/** ALCE `exact_presence`: substring containment of normalised strings, not token equality. */
export function exactPresence(shortAnswers: string[], normalizedContext: string): boolean {
  return shortAnswers.some((answer) => normalizedContext.includes(normalizeAnswer(answer)));
}

/**
 * ALCE `compute_str_em` for one item (the ASQA "EM recall"). Null when the item has no qa_pairs, where the
 * reference's mean would be NaN.
 */
export function stringExactMatch(output: string, qaPairs: AlceQaPair[]): StringMatchScores | null {
  if (qaPairs.length === 0) return null;
  const context = normalizeAnswer(output);
  const answered = qaPairs.filter((pair) => exactPresence(pair.short_answers, context)).length;
  const strEm = answered / qaPairs.length;
  return { strEm, strHit: answered === qaPairs.length ? 1 : 0 };
}
