import type { Passage } from '../../../src/core/passage.js';
import { normalizeAnswer } from '../../../src/text/normalize-answer.js';
import { exactPresence } from '../../metrics/alce/string-exact-match.js';

/** ALCE's ORACLE setting shows 5 passages. */
export const ORACLE_PASSAGES = 5;

/** The answer groups of an item: ASQA's qa_pairs (any short answer) or QAMPARI's answers (any alias); ELI5 has none. */
export function answerGroups(gold: Record<string, unknown> | undefined): string[][] | undefined {
  const qaPairs = gold?.qa_pairs as { short_answers: string[] }[] | undefined;
  if (qaPairs?.length) return qaPairs.map((pair) => pair.short_answers);
  const answers = gold?.answers as string[][] | undefined;
  return answers?.length ? answers : undefined;
}

/**
 * ALCE's oracle passages, as the paper builds its *_reranked_oracle.json files (§F.1; the script is not public):
 * every passage's recall of the answer groups (exact presence of a normalised answer in its title and text, as
 * ALCE's STR-EM checks it); the `k` best, sorted by that recall (ties in retrieval order), are the initial set; then
 * each passage outside it, in that order, takes the slot whose replacement raises the set's recall most (the first
 * such slot on ties; none when nothing improves). ALCE's ORACLE shows the first `k` of the reranked list, so the
 * passages come in the set's order, not in retrieval order.
 */
export function oraclePassages(passages: readonly Passage[], groups: readonly string[][], k = ORACLE_PASSAGES): Passage[] {
  const covers = passages.map((passage) => {
    const context = normalizeAnswer(`${passage.title} ${passage.text}`);
    return groups.map((group) => exactPresence(group, context));
  });
  // Counts rather than ALCE's fractions: the same comparisons, without floating point.
  const recall = (set: readonly number[]) => groups.filter((_, g) => set.some((index) => covers[index]![g])).length;
  const single = passages.map((_, index) => recall([index]));
  // Array.prototype.sort is stable, as Python's sorted(…, reverse=True) is for equal keys.
  const order = passages.map((_, index) => index).sort((a, b) => single[b]! - single[a]!);
  const chosen = order.slice(0, k);
  for (const candidate of order.slice(k)) {
    const base = recall(chosen);
    let bestSlot = -1;
    let bestGain = 0;
    chosen.forEach((_, slot) => {
      const gain = recall(chosen.map((index, s) => (s === slot ? candidate : index))) - base;
      if (gain > bestGain) [bestSlot, bestGain] = [slot, gain];
    });
    if (bestSlot >= 0) chosen[bestSlot] = candidate;
  }
  return chosen.map((index) => passages[index]!);
}
