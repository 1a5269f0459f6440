import type { EntailmentPair, EntailmentVerdict } from '../core/entailment-judge.js';

/**
 * Judges each distinct pair of a batch once, concurrently (the model middleware limits concurrency), and returns
 * verdicts in input order. ALCE's precision check asks the same question more than once per sentence.
 */
export async function dedupePairs(
  pairs: readonly EntailmentPair[],
  judgeOne: (pair: EntailmentPair) => Promise<EntailmentVerdict>,
): Promise<EntailmentVerdict[]> {
  const keyOf = (pair: EntailmentPair): string => JSON.stringify([pair.premise, pair.hypothesis]);
  const pending = new Map<string, Promise<EntailmentVerdict>>();
  for (const pair of pairs) {
    const key = keyOf(pair);
    if (!pending.has(key)) pending.set(key, judgeOne(pair));
  }
  return Promise.all(pairs.map((pair) => pending.get(keyOf(pair))!));
}
