import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { alceRougeLsum } from '../../eval/metrics/alce/alce-rouge.js';
import { evaluateAlce } from '../../eval/metrics/alce/evaluate-alce.js';
import { loadAlceInput } from '../../eval/metrics/alce/load-alce-input.js';
import { prepareAlce } from '../../eval/metrics/alce/alce-prepared.js';
import { sharedData } from '../support/shared-data.js';

/**
 * Golden per-item values from rouge_score's own rougeLsum code (NLTK's default PorterStemmer), run here the way
 * ALCE's eval.py calls it; how they were made is in the fixture's `_source`.
 */
const golden = JSON.parse(readFileSync(join(PROJECT_ROOT, 'test/fixtures/alce/asqa-human-eval-rouge-lsum.json'), 'utf8')) as {
  items: { id: string; rougeLsum: number; references: [number, number] }[];
};

const TOLERANCE = 1e-6;
const input = loadAlceInput(sharedData('alce/asqa_human_eval_outputs.dev.json'));

function disagreements(got: (number | null)[], want: number[]): string[] {
  return want.flatMap((value, index) => {
    const mine = got[index];
    return mine !== null && mine !== undefined && Math.abs(mine - value) <= TOLERANCE ? [] : [`${golden.items[index]!.id}: ${mine} vs ${value}`];
  });
}

describe("ROUGE-Lsum equals rouge_score's on every output of ALCE's ASQA human-eval run", () => {
  it('covers the same items in the same order', () => {
    expect(golden.items).toHaveLength(100);
    expect(input.items.map((item) => item.id)).toEqual(golden.items.map((item) => item.id));
  });

  it("per item, the ALCE suite's rougeLsum (best of the two long answers) is within 1e-6", async () => {
    const result = await evaluateAlce(input.items, { dataset: 'asqa' });
    const got = result.perItem.map((item) => {
      const value = item.scores.rougeLsum;
      return value === null || value === undefined ? null : value / 100;
    });
    expect(disagreements(got, golden.items.map((item) => item.rougeLsum))).toEqual([]);
  });

  it('per item and reference, the F against each long answer alone is within 1e-6', () => {
    const { normalized } = prepareAlce(input.items, {}, 'asqa');
    for (const which of [0, 1] as const) {
      const got = normalized.map((item) => {
        const reference = item.annotations![which]!.long_answer;
        return alceRougeLsum(item.output, [reference, reference]);
      });
      expect(disagreements(got, golden.items.map((item) => item.references[which])), `reference ${which + 1}`).toEqual([]);
    }
  });
});
