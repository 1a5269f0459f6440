import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EntailmentJudge, EntailmentPair } from '../../../src/core/entailment-judge.js';
import { claimOraclePositions } from '../../../eval/experiments/inputs/claim-oracle.js';
import { withClaimOracle } from '../../../eval/experiments/claim-oracle-cache.js';
import type { RunInput } from '../../../eval/experiments/run-input.js';

/**
 * A deterministic judge: the premise entails a claim when it holds the claim's key word; "garbled" premises get a
 * null label (a reply the judge could not parse). It records every pair it was asked about.
 */
function keywordJudge(keys: Record<string, string>, name = 'keyword'): EntailmentJudge & { asked: EntailmentPair[] } {
  const asked: EntailmentPair[] = [];
  return {
    name,
    asked,
    judge: async (pairs) => {
      asked.push(...pairs);
      return pairs.map(({ premise, hypothesis }) => {
        if (premise.includes('garbled')) return { label: null, score: 0 };
        const entails = premise.includes(keys[hypothesis]!);
        return { label: entails ? 'entail' : 'neutral', score: entails ? 1 : 0 };
      });
    },
  };
}

const passage = (id: string, text: string) => ({ id, title: `T${id}`, text });
const claims = ['Blue light scatters more.', 'Air molecules scatter sunlight.', 'Sunsets look red.'];
const keys = { [claims[0]!]: 'blue', [claims[1]!]: 'molecules', [claims[2]!]: 'sunset' };

describe('ELI5 oracle passages by claim recall (ALCE §F.1)', () => {
  it('keeps the first slot on a tied swap: two passages holding claims 1–2, then one holding claim 3 swaps into slot 1', async () => {
    const passages = [passage('0', 'blue and molecules'), passage('1', 'molecules, blue again'), passage('2', 'a red sunset'), passage('3', 'filler')];
    // Own recall 2, 2, 1, 0 → initial set [0, 1] (recall 2 of 3). Passage 2 replacing either slot gives 3: the first
    // slot wins, so the set is [2, 1]; passage 3 adds nothing.
    expect(await claimOraclePositions(passages, claims, keywordJudge(keys), 2)).toEqual([2, 1]);
  });

  it('picks five of eight by own recall (ties in retrieval order), swaps in what the set lacks, and counts an unparsed verdict as not entailed', async () => {
    const passages = [
      passage('a', 'filler'),
      passage('b', 'blue'),
      passage('c', 'blue and molecules'),
      passage('d', 'garbled blue molecules sunset'),
      passage('e', 'molecules'),
      passage('f', 'nothing'),
      passage('g', 'blue'),
      passage('h', 'sunset'),
    ];
    // Own recall: c 2; b, e, g, h 1; a, d (null verdicts), f 0 → initial [c, b, e, g, h] already covers all three
    // claims, so no outside passage (a, d, f) raises it.
    const judge = keywordJudge(keys);
    expect(await claimOraclePositions(passages, claims, judge)).toEqual([2, 1, 4, 6, 7]);
    // One call per item: every passage against every claim, the passage in ALCE's NLI format.
    expect(judge.asked).toHaveLength(24);
    expect(judge.asked[0]).toEqual({ premise: 'Title: Ta\nfiller', hypothesis: claims[0] });
  });

  it('swaps a later passage in when the initial five miss a claim', async () => {
    const passages = [passage('a', 'blue'), passage('b', 'blue'), passage('c', 'blue'), passage('d', 'blue'), passage('e', 'blue'), passage('f', 'filler'), passage('g', 'molecules')];
    // Initial [a..e] covers one claim; f adds nothing; g (own recall 1, so it ranks sixth) replaces slot 0.
    expect(await claimOraclePositions(passages, claims, keywordJudge(keys))).toEqual([6, 1, 2, 3, 4]);
  });
});

describe('withClaimOracle', () => {
  const eli5: RunInput = { id: 'q1', question: 'Why is the sky blue?', passages: [passage('x', 'filler'), passage('y', 'molecules'), passage('z', 'blue')], gold: { claims: claims.slice(0, 2) } };
  const asqa: RunInput = { id: 'q2', question: 'Who?', passages: [passage('p', 'Paris')], gold: { qa_pairs: [] }, setting: { goldPassages: [passage('p', 'Paris')] } };
  const noClaims: RunInput = { id: 'q3', question: 'What?', passages: [passage('p', 'Paris')] };

  it('chooses once, keeps the choice in the cache file, and reads it back instead of judging again', async () => {
    const cache = join(mkdtempSync(join(tmpdir(), 'citeqa-claim-oracle-')), 'oracle-passages.jsonl');
    const first = keywordJudge(keys);
    const prepared = await withClaimOracle([eli5, asqa, noClaims], first, cache);
    expect(prepared.inputs[0]!.setting!.goldPassages!.map((p) => p.id)).toEqual(['y', 'z', 'x']);
    // Inputs that have oracle passages already, or no claims, are left as they were.
    expect(prepared.inputs[1]).toBe(asqa);
    expect(prepared.inputs[2]).toBe(noClaims);
    expect(prepared.notes['oracle passages']).toMatch(/1 questions' ORACLE passages were chosen by claim recall .* with the keyword judge/);
    expect(readFileSync(cache, 'utf8')).toBe(`${JSON.stringify({ id: 'q1', judge: 'keyword', positions: [1, 2, 0] })}\n`);

    const again = keywordJudge(keys);
    const resumed = await withClaimOracle([eli5], again, cache);
    expect(again.asked).toHaveLength(0);
    expect(resumed.inputs[0]!.setting!.goldPassages).toEqual(prepared.inputs[0]!.setting!.goldPassages);

    // Another judge's choice is not reused.
    const other = keywordJudge(keys, 'other');
    await withClaimOracle([eli5], other, cache);
    expect(other.asked).toHaveLength(6);
  });
});
