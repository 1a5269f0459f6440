import { describe, expect, it } from 'vitest';
import type { EntailmentJudge, EntailmentPair } from '../../../../src/core/entailment-judge.js';
import { metricsOfSuite } from '../../../../eval/metrics/metric-registry.js';
import '../../../../eval/metrics/all-metrics.js';
import { evaluateKalma } from '../../../../eval/metrics/kalma/evaluate-kalma.js';
import type { KalmaRunItem } from '../../../../eval/metrics/kalma/kalma-run-item.js';
import { assertNoNonFinite } from '../../../../eval/metrics/aggregate.js';
import { createLlmRatingJudge } from '../../../../src/judges/rating/llm-rating-judge.js';
import { createRecordingChatModel } from '../../../support/recording-chat-model.js';

const kg = [{ name: 'Ada Lovelace', qid: 'Q7259', father: 'Lord Byron', 'place of birth': 'London', occupation: 'mathematician' }];

const items: KalmaRunItem[] = [
  {
    question: 'Who was Ada Lovelace?',
    kg,
    // 3 citations: 2 correct (father, place of birth), 1 wrong value (occupation: poet).
    answer:
      'Ada Lovelace was the daughter of Lord Byron [Q7259, father: Lord Byron]. She was born in London [Q7259, place of birth: London]. ' +
      'She was a poet [Q7259, occupation: poet]. She wrote the first program [NA].',
    minimum_knowledge: [
      ['Q7259', 'father', 'Lord Byron'],
      ['Q7259', 'occupation', 'mathematician'],
    ],
    removed_knowledge: [['Q7259', 'notable work', 'Note G']],
  },
  {
    question: 'Where was Ada born?',
    kg,
    // 1 citation, correct; its value is not in the sentence, so alignment needs the judge.
    answer: 'Ada came from England [Q7259, place of birth: London].',
    minimum_knowledge: [['Q7259', 'place of birth', 'London']],
  },
  { question: 'Empty KG', kg: [], answer: 'Nothing [Q1, a: b].' },
];

/** Entails when the premise contains the hypothesis' value; records what it was asked. */
function containsJudge(): EntailmentJudge & { asked: EntailmentPair[] } {
  const asked: EntailmentPair[] = [];
  return {
    name: 'contains',
    asked,
    async judge(pairs) {
      asked.push(...pairs);
      return pairs.map((pair) => {
        const value = pair.hypothesis.split(': ')[1]!;
        const ok = pair.premise.includes(value) || (value === 'Note G' && pair.premise.includes('program'));
        return { label: ok ? 'entail' : 'neutral', score: ok ? 1 : 0 };
      });
    },
  };
}

describe('evaluateKalma', () => {
  it('computes citation quality without a judge and leaves judge and model metrics null with reasons', async () => {
    const result = await evaluateKalma(items);
    expect(result.suite).toBe('kalma');
    expect(result.judge).toBeNull();
    expect(result.n).toBe(3);
    // correctness: 3 correct of 4 citations pooled; macro mean(2/3, 1/1).
    expect(result.metrics.correctness).toBeCloseTo(75, 10);
    expect(result.metrics.correctness_macro).toBeCloseTo(100 * (2 / 3 + 1) / 2, 10);
    // paper precision: item 1 has 1 precise citation (father) of 3; item 2 has 1 of 1 -> micro 2/4.
    expect(result.metrics.precision_micro).toBeCloseTo(50, 10);
    // recall: item 1 hits 1 of 2 (occupation cited with a wrong value); item 2 1 of 1 -> micro 2/3, macro 3/4.
    expect(result.metrics.recall_micro).toBeCloseTo(200 / 3, 10);
    expect(result.metrics.recall_macro).toBeCloseTo(75, 10);
    expect(result.metrics.precision_macro).toBeCloseTo(100 * (1 / 3 + 1) / 2, 10);
    expect(result.metrics.f1_micro).toBeCloseTo((2 * 50 * (200 / 3)) / (50 + 200 / 3), 10);
    expect(result.metrics.citations_per_answer).toBe(2);
    expect(result.metrics.na_per_answer).toBe(0.5);
    expect(result.excluded.citations).toEqual({ count: 1, reason: expect.stringContaining('empty KG') });
    for (const name of ['alignment_micro', 'alignment_macro', 'na_precision', 'na_recall', 'na_f1']) {
      expect(result.metrics[name]).toBeNull();
      expect(result.nulls[name]).toMatch(/no entailment judge/);
    }
    for (const name of ['coherence', 'consistency', 'fluency', 'relevance']) {
      expect(result.metrics[name]).toBeNull();
      expect(result.nulls[name]).toMatch(/no model/);
    }
    assertNoNonFinite(result);
  });

  it('reports precision, recall and F1 as null with a reason when no minimum knowledge is given', async () => {
    const result = await evaluateKalma(items.map(({ minimum_knowledge: _, ...rest }) => rest));
    expect(result.metrics.precision_micro).toBeNull();
    expect(result.nulls.recall_macro).toMatch(/minimum_knowledge/);
    expect(result.metrics.correctness).toBeCloseTo(75, 10);
  });

  it('offers the reference code\'s precision and recall without the correctness check', async () => {
    const result = await evaluateKalma(items, { options: { correctnessCheck: false } });
    expect(result.metrics.precision_micro).toBeCloseTo(50, 10);
    expect(result.notes.precision).toMatch(/reference-code/);
  });

  it('scores alignment with the substring shortcut first and the judge for the rest', async () => {
    const judge = containsJudge();
    const result = await evaluateKalma(items, { judge });
    expect(result.judge).toBe('contains');
    // item 1: Lord Byron and London appear in their sentences; "poet" appears too -> 3/3 aligned without the judge.
    // item 2: "London" is not in "Ada came from England." -> the judge is asked and says no.
    expect(judge.asked.filter((pair) => pair.hypothesis.startsWith('place of birth'))).toEqual([
      { premise: 'Ada came from England.', hypothesis: 'place of birth: London' },
    ]);
    expect(result.metrics.alignment_micro).toBeCloseTo(75, 10);
    expect(result.metrics.alignment_macro).toBeCloseTo(50, 10);
  });

  it('scores [NA] against the removed knowledge (paper) or the uncited minimum set (code)', async () => {
    const paper = await evaluateKalma(items, { judge: containsJudge() });
    // Item 1: one NA sentence ("She wrote the first program.") entails the removed "notable work: Note G".
    expect(paper.metrics.na_precision).toBe(100);
    expect(paper.metrics.na_recall).toBe(100);
    expect(paper.metrics.na_f1).toBe(100);
    const code = await evaluateKalma(items, { judge: containsJudge(), options: { absentKnowledge: 'not-cited', naScoring: 'code' } });
    // Uncited minimum knowledge of item 1: "occupation: mathematician"; the NA sentence does not entail it.
    expect(code.metrics.na_precision).toBe(0);
    expect(code.metrics.na_recall).toBe(0);
    expect(code.notes.na).toMatch(/not cited/);
  });

  it('averages G-Eval samples and leaves unreadable ratings null with a count', async () => {
    const model = createRecordingChatModel((request) => {
      const system = request.messages[0]!.content;
      if (system.includes('organised')) return ['4', '5'];
      if (system.includes('consistent')) return ['3', '3'];
      if (system.includes('language')) return ['Score: 5', '5/5'];
      return ['great answer', 'very relevant'];
    });
    const result = await evaluateKalma(items, { ratingJudge: createLlmRatingJudge(model), options: { textQualitySamples: 2 } });
    expect(result.metrics.coherence).toBe(4.5);
    expect(result.metrics.consistency).toBe(3);
    expect(result.metrics.fluency).toBe(5);
    expect(result.metrics.relevance).toBeNull();
    expect(result.nulls.relevance).toMatch(/no readable rating/);
    expect(result.excluded.relevance!.count).toBe(2);
    // Citations are removed from the answer the rater sees; the KG is shown for consistency.
    const user = model.calls[0]!.messages[1]!.content;
    expect(user).not.toContain('[Q7259');
    expect(user).toContain('Knowledge: Ada Lovelace (Q7259): father: Lord Byron');
    expect(model.calls.every((call) => call.n === 2)).toBe(true);
  });

  it('reports only metrics the registry defines for the kalma suite', async () => {
    const result = await evaluateKalma(items, { judge: containsJudge(), ratingJudge: createLlmRatingJudge(createRecordingChatModel(() => '3')) });
    const defined = new Set(metricsOfSuite('kalma').map((definition) => definition.id));
    expect(Object.keys(result.metrics).filter((name) => !defined.has(name))).toEqual([]);
    for (const name of ['correctness', 'precision_micro', 'recall_micro', 'f1_micro', 'precision_macro', 'recall_macro', 'f1_macro',
      'alignment_micro', 'alignment_macro', 'na_precision', 'na_recall', 'na_f1', 'coherence', 'consistency', 'fluency', 'relevance']) {
      expect(result.metrics).toHaveProperty(name);
    }
  });
});
