import type { EntailmentJudge, EntailmentPair, EntailmentVerdict } from '../../src/core/entailment-judge.js';

export interface FakeEntailmentJudge extends EntailmentJudge {
  /** Every pair asked, in order, across calls. */
  readonly asked: EntailmentPair[];
  /** Number of `judge` calls (batches). */
  readonly calls: number;
}

/**
 * A deterministic judge for metric tests: `decide` says whether the premise entails the hypothesis
 * (`null` = an unparseable verdict). Named `fake` so no figure it produced can pass for a real judge's.
 */
export function createFakeEntailmentJudge(decide: (pair: EntailmentPair) => boolean | null): FakeEntailmentJudge {
  const asked: EntailmentPair[] = [];
  let calls = 0;
  return {
    name: 'fake (test)',
    asked,
    get calls() {
      return calls;
    },
    async judge(pairs: EntailmentPair[]): Promise<EntailmentVerdict[]> {
      calls++;
      asked.push(...pairs);
      return pairs.map((pair) => {
        const entails = decide(pair);
        if (entails === null) return { label: null, score: 0, note: 'unparseable (fake)' };
        return entails ? { label: 'entail', score: 1 } : { label: 'neutral', score: 0 };
      });
    },
  };
}

/** Titles of the passages in a premise built by ALCE's `_format_document` ("Title: …\n…" per passage). */
export function premiseTitles(premise: string): string[] {
  return [...premise.matchAll(/^Title: (.*)$/gm)].map((match) => match[1]!);
}
