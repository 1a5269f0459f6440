import { describe, expect, it } from 'vitest';
import type { EntailmentJudge } from '../../../../src/core/entailment-judge.js';
import type { RatingJudge, RatingRequest } from '../../../../src/core/rating-judge.js';
import { evaluateKalma } from '../../../../eval/metrics/kalma/evaluate-kalma.js';
import type { KalmaRunItem } from '../../../../eval/metrics/kalma/kalma-run-item.js';
import { KALMA_REFERENCE_CODE } from '../../../../eval/experiments/suites/kalma-suite.js';
import { createLlmRatingJudge } from '../../../../src/judges/rating/llm-rating-judge.js';
import { createRecordingChatModel } from '../../../support/recording-chat-model.js';

const kg = [{ name: 'Ada Lovelace', qid: 'Q7259', father: 'Lord Byron', 'place of birth': 'London' }];

// Three [NA] sentences (the marker mid-sentence, so KaLMA's split regex separates them): one states the removed fact,
// one answers the question with something else, one does not answer the question at all.
const item: KalmaRunItem = {
  question: "Who was Ada Lovelace's father, and what did she write?",
  kg,
  answer:
    'Ada Lovelace was born in London [Q7259, place of birth: London]. She wrote Note G [NA] in 1843. ' +
    'Her father Lord Byron [NA] was a poet. Her favourite food [NA] is not recorded.',
  minimum_knowledge: [['Q7259', 'father', 'Lord Byron']],
  removed_knowledge: [['Q7259', 'notable work', 'Note G']],
};

/** Entails when the premise contains the hypothesis' value. */
const containsJudge: EntailmentJudge = {
  name: 'contains',
  judge: async (pairs) =>
    pairs.map(({ premise, hypothesis }) => {
      const ok = premise.includes(hypothesis.split(': ')[1]!);
      return { label: ok ? 'entail' : 'neutral', score: ok ? 1 : 0 };
    }),
};

/**
 * On the rule's two-point scale, rates 1 ("does not answer") for sentences holding one of the given phrases, null for
 * the "unreadable" ones, else 2, and records those requests; G-Eval's 1–5 text-quality requests get a 3.
 */
function phraseRater(notAnswering: string[], unreadable: string[] = []): RatingJudge & { asked: RatingRequest[] } {
  const asked: RatingRequest[] = [];
  return {
    name: 'phrase rater',
    asked,
    rate: async (requests) => {
      asked.push(...requests.filter((request) => request.max === 2));
      return requests.map(({ input, max }) => {
        if (max !== 2) return { value: 3, samples: [3] };
        if (unreadable.some((phrase) => input.includes(phrase))) return { value: null, samples: [] };
        const value = notAnswering.some((phrase) => input.includes(phrase)) ? 1 : 2;
        return { value, samples: [value] };
      });
    },
  };
}

describe("KaLMA paper's [NA] edge rule: an [NA] sentence that does not answer the question counts as precise", () => {
  it('counts the non-answering sentence as precise and asks only about sentences that entail no absent fact', async () => {
    const rater = phraseRater(['favourite food']);
    const result = await evaluateKalma([item], { judge: containsJudge, ratingJudge: rater });
    // Precise: "She wrote Note G in 1843." (entails the removed fact) and "Her favourite food is not recorded." (rule).
    expect(result.metrics.na_precision).toBeCloseTo((100 * 2) / 3, 10);
    expect(result.metrics.na_recall).toBe(100);
    expect(rater.asked.map(({ input }) => input)).toEqual([
      "Question: Who was Ada Lovelace's father, and what did she write?\nSentence: Her father Lord Byron was a poet.",
      "Question: Who was Ada Lovelace's father, and what did she write?\nSentence: Her favourite food is not recorded.",
    ]);
    expect(result.perItem[0]!.detail!.na_edge_rule).toEqual({ asked: 2, unanswering: 1, unjudged: 0 });
    expect(result.notes.na_edge_rule).toBe(
      'applied by phrase rater: 1 of 2 [NA] sentences that entail no absent fact do not answer the question and count as precise',
    );
  });

  it('a sentence that answers the question but entails no absent fact stays imprecise', async () => {
    const result = await evaluateKalma([item], { judge: containsJudge, ratingJudge: phraseRater([]) });
    expect(result.metrics.na_precision).toBeCloseTo(100 / 3, 10);
    expect(result.notes.na_edge_rule).toMatch(/^applied by phrase rater: 0 of 2 /);
  });

  it('without a rating judge, or turned off, the rule is not applied and the note says why', async () => {
    const unjudged = await evaluateKalma([item], { judge: containsJudge });
    expect(unjudged.metrics.na_precision).toBeCloseTo(100 / 3, 10);
    expect(unjudged.notes.na_edge_rule).toMatch(/^not applied: no rating judge configured/);
    const rater = phraseRater(['favourite food']);
    const off = await evaluateKalma([item], { judge: containsJudge, ratingJudge: rater, options: { naEdgeRule: false } });
    expect(off.metrics.na_precision).toBeCloseTo(100 / 3, 10);
    expect(off.notes.na_edge_rule).toBe('not applied: turned off');
    expect(rater.asked).toEqual([]);
  });

  it('an unreadable reply leaves that sentence imprecise and is counted', async () => {
    const result = await evaluateKalma([item], { judge: containsJudge, ratingJudge: phraseRater(['favourite food'], ['Lord Byron was']) });
    expect(result.metrics.na_precision).toBeCloseTo((100 * 2) / 3, 10);
    expect(result.perItem[0]!.detail!.na_edge_rule).toEqual({ asked: 2, unanswering: 1, unjudged: 1 });
    expect(result.notes.na_edge_rule).toMatch(/1 unreadable replies/);
  });

  it("reference-code scoring never applies it, as KaLMA's eval_NA.py has no such rule", async () => {
    const rater = phraseRater(['favourite food', 'Lord Byron was']);
    const result = await evaluateKalma([item], { judge: containsJudge, ratingJudge: rater, options: KALMA_REFERENCE_CODE });
    // Code mode: absent = uncited minimum knowledge ("father: Lord Byron"), entailed by one NA sentence: 1 pair of 3 sentences.
    expect(result.metrics.na_precision).toBeCloseTo(100 / 3, 10);
    expect(rater.asked).toEqual([]);
    expect(result.notes.na_edge_rule).toMatch(/^not applied: reference-code scoring/);
    // Even with the option forced on, code scoring ignores it.
    const forced = await evaluateKalma([item], { judge: containsJudge, ratingJudge: rater, options: { ...KALMA_REFERENCE_CODE, naEdgeRule: true } });
    expect(forced.metrics.na_precision).toBeCloseTo(100 / 3, 10);
    expect(rater.asked).toEqual([]);
  });

  it('through the LLM rating judge: the model sees the question, the citation-free sentence and a 1–2 scale', async () => {
    const model = createRecordingChatModel((request) => (request.messages[1]!.content.includes('favourite food') ? '1' : '2'));
    const result = await evaluateKalma([item], { judge: containsJudge, ratingJudge: createLlmRatingJudge(model) });
    expect(result.metrics.na_precision).toBeCloseTo((100 * 2) / 3, 10);
    const edgeCalls = model.calls.filter((call) => call.messages[1]!.content.includes('\nSentence: '));
    expect(edgeCalls).toHaveLength(2);
    const [system, user] = edgeCalls[1]!.messages;
    expect(system!.content).toMatch(/does not answer the question at all/);
    expect(system!.content).toMatch(/from 1 to 2/);
    expect(user!.content).toBe("Question: Who was Ada Lovelace's father, and what did she write?\nSentence: Her favourite food is not recorded.");
  });
});
