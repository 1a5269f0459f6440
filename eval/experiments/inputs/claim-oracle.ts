import type { EntailmentJudge } from '../../../src/core/entailment-judge.js';
import type { Passage } from '../../../src/core/passage.js';
import { nliPassage } from '../../../src/generate/alce/rerank.js';
import { ORACLE_PASSAGES, selectOracle } from './alce-oracle.js';

/**
 * Which of ELI5's claims each passage entails, as ALCE's claim recall judges them: the passage in ALCE's NLI format
 * (`Title: …\n<text>`) is the premise, the claim the hypothesis, one judge call for the whole item. A verdict the
 * judge could not give (label null) counts as not entailed, as ALCE's TRUE counts any reply but "1".
 */
export async function claimCoverage(passages: readonly Passage[], claims: readonly string[], judge: EntailmentJudge): Promise<boolean[][]> {
  const pairs = passages.flatMap((passage) => {
    const premise = nliPassage(passage);
    return claims.map((hypothesis) => ({ premise, hypothesis }));
  });
  const verdicts = pairs.length > 0 ? await judge.judge(pairs) : [];
  return passages.map((_, p) => claims.map((_, c) => verdicts[p * claims.length + c]?.label === 'entail'));
}

/**
 * ELI5's oracle passages (ALCE §F.1 with claim recall as the recall: a passage's recall is the share of the item's
 * claims it entails, a set's the share entailed by any of its passages): positions into `passages`, in the set's
 * order.
 */
export async function claimOraclePositions(passages: readonly Passage[], claims: readonly string[], judge: EntailmentJudge, k = ORACLE_PASSAGES): Promise<number[]> {
  return selectOracle(await claimCoverage(passages, claims, judge), k);
}
