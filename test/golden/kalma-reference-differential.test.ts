import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import type { EntailmentJudge } from '../../src/core/entailment-judge.js';
import { evaluateSuite } from '../../eval/metrics/evaluate-suite.js';
import { kalmaSuite } from '../../eval/metrics/kalma/kalma-suite.js';
import type { KalmaRunItem } from '../../eval/metrics/kalma/kalma-run-item.js';

/**
 * Golden values from KaLMA's own scripts, run here (test/fixtures/kalma/reference-differential.harness.py) on 430
 * generated answers with empty KGs, "\r" and U+2028 inside citations, wrong-qid citations and an emoji before a
 * period, their TRUE model replaced by the deterministic rule below.
 */
const fixture = JSON.parse(readFileSync(join(PROJECT_ROOT, 'test/fixtures/kalma/reference-differential.json'), 'utf8')) as {
  items: KalmaRunItem[];
  reference: Record<'alignment_micro' | 'alignment_macro' | 'na_precision' | 'na_recall', number>;
};

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length > 2);
const sameRule: EntailmentJudge = {
  name: 'every-word rule',
  judge: async (pairs) => pairs.map(({ premise, hypothesis }) => {
    const known = new Set(words(premise));
    return words(hypothesis).every((word) => known.has(word)) ? { label: 'entail', score: 1 } : { label: 'neutral', score: 0 };
  }),
};

describe("KaLMA's reference-code mode equals KaLMA's scripts", () => {
  it('alignment (first 400 answers) and [NA] precision / recall (minimum-set knowledge not cited, pair counting)', async () => {
    const result = await evaluateSuite(kalmaSuite, fixture.items, { judge: sameRule }, { options: { alignmentFirst: 400, absentKnowledge: 'not-cited', naScoring: 'code', correctnessCheck: false } });
    for (const id of ['alignment_micro', 'alignment_macro', 'na_precision', 'na_recall'] as const) {
      expect(result.metrics[id], id).toBeCloseTo(fixture.reference[id], 9);
    }
  });
});
