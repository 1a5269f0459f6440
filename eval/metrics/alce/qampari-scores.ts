import { normalizeAnswer } from '../../../src/text/normalize-answer.js';
import { pyRstrip, pyStrip } from '../../../src/text/python-char-classes.js';

export interface QampariScores {
  numPreds: number;
  prec: number;
  rec: number;
  recTop5: number;
  f1: number;
  f1Top5: number;
}

/** Python's `s.rstrip(chars)`. */
export function rstripChars(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/** ALCE splits a QAMPARI answer list on commas after dropping trailing whitespace, a final period and comma. */
export function qampariPieces(output: string): string[] {
  return rstripChars(rstripChars(pyRstrip(output), '.'), ',').split(',');
}

const harmonic = (p: number, r: number): number => (p + r > 0 ? (2 * p * r) / (p + r) : 0);

/**
 * ALCE `compute_qampari_f1` for one item, on the citation-free output. Duplicate predictions count in the
 * precision denominator (the reference does not deduplicate); recall-5 caps both hits and gold at five.
 */
export function qampariScores(
  normalizedOutput: string,
  answers: string[][],
  options: { cot?: boolean } = {},
): QampariScores | null {
  // The reference divides by the number of gold answers; an item without any has no defined recall.
  if (answers.length === 0) return null;
  let output = normalizedOutput;
  if (options.cot) {
    const colon = output.indexOf(':');
    output = colon >= 0 ? output.slice(colon + 1) : '';
  }
  const preds = qampariPieces(output)
    .map((piece) => normalizeAnswer(pyStrip(piece)))
    .filter((pred) => pred.length > 0);
  const gold = answers.map((aliases) => aliases.map((alias) => normalizeAnswer(alias)));
  const flatGold = new Set(gold.flat());
  const predSet = new Set(preds);
  const prec = preds.length > 0 ? preds.filter((pred) => flatGold.has(pred)).length / preds.length : 0;
  const hits = gold.filter((aliases) => aliases.some((alias) => predSet.has(alias))).length;
  const rec = hits / gold.length;
  const recTop5 = Math.min(5, hits) / Math.min(5, gold.length);
  return { numPreds: preds.length, prec, rec, recTop5, f1: harmonic(prec, rec), f1Top5: harmonic(prec, recTop5) };
}
