import { describe, expect, it } from 'vitest';
import { formatPremise, judgeCitationLabels } from '../../../eval/judges/agreement/judge-citation-labels.js';
import type { EntailmentJudge, EntailmentPair } from '../../../src/core/entailment-judge.js';

/** A judge that entails exactly when the premise holds every word listed for the hypothesis. */
function scriptedJudge(needs: Record<string, string[]>): EntailmentJudge & { asked: EntailmentPair[] } {
  const asked: EntailmentPair[] = [];
  return {
    name: 'scripted',
    asked,
    async judge(pairs) {
      asked.push(...pairs);
      return pairs.map((pair) => {
        const ok = needs[pair.hypothesis]!.every((word) => pair.premise.includes(word));
        return { label: ok ? 'entail' : 'neutral', score: ok ? 1 : 0 };
      });
    },
  };
}

const p = (title: string, text: string) => ({ title, text });

describe("ALCE's citation decisions with a judge", () => {
  it('formats passages as ALCE does for TRUE', () => {
    expect(formatPremise([p('A', 'x'), p('B', 'y')])).toBe('Title: A\nx\nTitle: B\ny');
  });

  it('gives recall 0 without citations and follows conditions A and B for precision', async () => {
    const judge = scriptedJudge({ s1: ['alpha', 'beta'], s2: ['alpha'], s3: ['gamma'] });
    const labels = await judgeCitationLabels(
      [
        { hypothesis: 's1', passages: [p('1', 'alpha'), p('2', 'beta'), p('3', 'noise')] },
        { hypothesis: 's2', passages: [p('1', 'alpha'), p('2', 'alpha again')] },
        { hypothesis: 's3', passages: [] },
        { hypothesis: 's3', passages: [p('1', 'delta'), p('2', 'epsilon')] },
      ],
      judge,
    );
    // s1: joint entailed; citation 3 alone fails and the others suffice without it -> irrelevant (0);
    // citations 1 and 2 alone fail but are needed -> 1.
    expect(labels[0]).toEqual({ recall: 1, precision: [1, 1, 0] });
    // s2: each citation alone entails -> both 1.
    expect(labels[1]).toEqual({ recall: 1, precision: [1, 1] });
    expect(labels[2]).toEqual({ recall: 0, precision: [] });
    // Unsupported multi-citation sentence: every citation 0, no per-citation questions asked.
    expect(labels[3]).toEqual({ recall: 0, precision: [0, 0] });
    expect(judge.asked.filter((pair) => pair.hypothesis === 's3')).toHaveLength(1);
  });

  it('judges only the first three citations', async () => {
    const judge = scriptedJudge({ s: ['d'] });
    const labels = await judgeCitationLabels([{ hypothesis: 's', passages: [p('1', 'a'), p('2', 'b'), p('3', 'c'), p('4', 'd')] }], judge);
    expect(labels[0]).toEqual({ recall: 0, precision: [0, 0, 0, null] });
  });

  it('leaves a decision null when the judge could not give one', async () => {
    const judge: EntailmentJudge = { name: 'mute', judge: async (pairs) => pairs.map(() => ({ label: null, score: 0 })) };
    const labels = await judgeCitationLabels([{ hypothesis: 's', passages: [p('1', 'a')] }], judge);
    expect(labels[0]).toEqual({ recall: null, precision: [null] });
  });
});
