import type { EntailmentJudge } from '../../../src/core/entailment-judge.js';

export interface ClaimItem {
  /** Citation-free first line. */
  output: string;
  claims: string[];
}

/**
 * ALCE `compute_claims` (ELI5 correctness): per item, the share of gold sub-claims the citation-free output entails.
 * Items without claims are null (the reference would divide by zero). One batched judge call.
 */
export async function claimRecall(
  items: ClaimItem[],
  judge: EntailmentJudge,
): Promise<{ perItem: (number | null)[]; unparsedVerdicts: number }> {
  const pairs = items.flatMap((item) => item.claims.map((claim) => ({ premise: item.output, hypothesis: claim })));
  const verdicts = pairs.length > 0 ? await judge.judge(pairs) : [];
  if (verdicts.length !== pairs.length) {
    throw new Error(`judge ${judge.name} returned ${verdicts.length} verdicts for ${pairs.length} pairs`);
  }
  let cursor = 0;
  const perItem = items.map((item) => {
    if (item.claims.length === 0) return null;
    const mine = verdicts.slice(cursor, (cursor += item.claims.length));
    return mine.filter((verdict) => verdict.label === 'entail').length / item.claims.length;
  });
  return { perItem, unparsedVerdicts: verdicts.filter((verdict) => verdict.label === null).length };
}
