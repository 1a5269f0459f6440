import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateAlce } from '../../eval/metrics/alce/evaluate-alce.js';
import { sharedData } from '../support/shared-data.js';

/** Outputs of ALCE's reference functions on crafted inputs (compute_qampari_f1 and the length metric). */
interface QampariCase {
  name: string;
  raw_output: string;
  answers: string[][];
  expected: Record<string, number>;
  expected_length_words: number;
}

const golden = JSON.parse(readFileSync(sharedData('golden/alce_golden_cases.json'), 'utf8')) as { qampari: QampariCase[] };

describe('ALCE golden cases: QAMPARI metrics and length', () => {
  it('has cases to check', () => {
    expect(golden.qampari.length).toBeGreaterThan(0);
  });

  for (const testCase of golden.qampari) {
    it(testCase.name, async () => {
      const result = await evaluateAlce([{ question: 'q', output: testCase.raw_output, answers: testCase.answers }], {
        dataset: 'qampari',
      });
      for (const [metric, expected] of Object.entries(testCase.expected)) {
        expect(result.metrics[metric], metric).toBeCloseTo(expected, 9);
      }
      expect(result.metrics.length).toBe(testCase.expected_length_words);
    });
  }
});
