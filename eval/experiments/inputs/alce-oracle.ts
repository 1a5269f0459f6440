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

/** ELI5's gold claims (ALCE App. A), the units its oracle passages are chosen to recall; undefined when none. */
export function goldClaims(gold: Record<string, unknown> | undefined): string[] | undefined {
  const claims = gold?.claims;
  return Array.isArray(claims) && claims.length > 0 && claims.every((claim) => typeof claim === 'string') ? claims : undefined;
}

/**
 * ALCE's oracle passages, as the paper builds its *_reranked_oracle.json files (§F.1; the script is not public):
 * every passage's recall of the answer groups (exact presence of a normalised answer in its title and text, as
 * ALCE's STR-EM checks it); then the greedy selection of `selectOracle`.
 */
export function oraclePassages(passages: readonly Passage[], groups: readonly string[][], k = ORACLE_PASSAGES): Passage[] {
  const covers = passages.map((passage) => {
    const context = normalizeAnswer(`${passage.title} ${passage.text}`);
    return groups.map((group) => exactPresence(group, context));
  });
  return selectOracle(covers, k).map((index) => passages[index]!);
}

/**
 * ALCE §F.1's selection, given which gold units (answer groups, or ELI5's claims) each passage covers: the `k`
 * passages with the highest own recall, sorted by it (ties in retrieval order), are the initial set; then each
 * passage outside it, in that order, takes the slot whose replacement raises the set's recall most (the first such
 * slot on ties; none when nothing improves). ALCE's ORACLE shows the first `k` of the reranked list, so the result
 * is positions in the set's order, not in retrieval order.
 */
export function selectOracle(covers: readonly (readonly boolean[])[], k = ORACLE_PASSAGES): number[] {
  const units = covers[0]?.length ?? 0;
  // Counts rather than ALCE's fractions: the same comparisons, without floating point.
  const recall = (set: readonly number[]) => {
    let covered = 0;
    for (let unit = 0; unit < units; unit++) if (set.some((index) => covers[index]![unit])) covered++;
    return covered;
  };
  const single = covers.map((_, index) => recall([index]));
  // Array.prototype.sort is stable, as Python's sorted(…, reverse=True) is for equal keys.
  const order = covers.map((_, index) => index).sort((a, b) => single[b]! - single[a]!);
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
  return chosen;
}
