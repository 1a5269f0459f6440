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
 * ALCE's oracle passages: the `k` of an item's passages that together contain the most of its answers (ALCE ships
 * them as *_reranked_oracle.json; the selection is recomputed here). Greedy: each round takes the passage adding the
 * most answer groups not yet covered — exact presence of a normalised answer, as ALCE's STR-EM checks it — earlier
 * passages first on ties; when no passage adds any, the remaining slots go to the best-ranked passages left.
 * Shown in retrieval order.
 */
export function oraclePassages(passages: readonly Passage[], groups: readonly string[][], k = ORACLE_PASSAGES): Passage[] {
  const contexts = passages.map((passage) => normalizeAnswer(`${passage.title} ${passage.text}`));
  const covers = contexts.map((context) => groups.map((group) => exactPresence(group, context)));
  const covered = groups.map(() => false);
  const chosen: number[] = [];
  while (chosen.length < Math.min(k, passages.length)) {
    let best = -1;
    let gain = 0;
    covers.forEach((flags, index) => {
      if (chosen.includes(index)) return;
      const adds = flags.filter((flag, g) => flag && !covered[g]).length;
      if (adds > gain) [best, gain] = [index, adds];
    });
    if (best < 0) break;
    chosen.push(best);
    covers[best]!.forEach((flag, g) => (covered[g] ||= flag));
  }
  for (let index = 0; chosen.length < Math.min(k, passages.length); index++) if (!chosen.includes(index)) chosen.push(index);
  return chosen.sort((a, b) => a - b).map((index) => passages[index]!);
}
