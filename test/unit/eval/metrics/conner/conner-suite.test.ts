import { describe, expect, it } from 'vitest';
import type { Embedder } from '../../../../../src/core/embedder.js';
import type { EntailmentJudge } from '../../../../../src/core/entailment-judge.js';
import type { LanguageModelScorer } from '../../../../../src/core/language-model-scorer.js';
import type { Ranker } from '../../../../../src/core/ranker.js';
import { evaluateSuite } from '../../../../../eval/metrics/evaluate-suite.js';
import { connerSuite } from '../../../../../eval/metrics/conner/conner-suite.js';
import type { ConnerItem } from '../../../../../eval/metrics/conner/conner-prepared.js';

const items: ConnerItem[] = [
  { id: '0', task: 'nq', topic: 'Ada', query: 'who was ada', knowledge: 'Ada was a poet. She wrote in London.', gold: 'Ada was a poet. She lived in London.', answer: 'a poet' },
  { id: '1', task: 'nq', topic: 'Bo', query: 'where was bo born', knowledge: 'Bo was born in Rome.', gold: 'Bo was born in Paris.', answer: 'Paris' },
  { id: '2', task: 'nq', topic: 'Cy', query: 'what did cy do', knowledge: 'Cy built bridges.', answer: 'bridges' },
];

// Judges and scorers made here, so each figure can be worked out by hand.
const judge: EntailmentJudge = {
  name: 'rule',
  judge: async (pairs) =>
    pairs.map(({ premise, hypothesis }) =>
      premise.includes(hypothesis) ? { label: 'entail', score: 1 } : /born in/.test(hypothesis) && /born in/.test(premise) ? { label: 'contradict', score: 0 } : { label: 'neutral', score: 0.2 },
    ),
};
// Loss 1 for every text: PPL e, so 1/PPL = 1/e and informativeness 1 − 1/e.
const scorer: LanguageModelScorer = { name: 'flat-lm', score: async (requests) => requests.map(() => ({ tokens: 4, logprob: -4, loss: 1 })) };
const ranker: Ranker = { name: 'half', relevance: async (_query, documents) => documents.map(() => 0.5) };
const embedder: Embedder = { name: 'same', dimension: 2, embed: async (texts) => texts.map(() => [1, 0]) };

describe('CONNER suite', () => {
  it('computes the six dimensions from the judges and scorers it is given', async () => {
    const result = await evaluateSuite(connerSuite, items, { judge, scorer, ranker, embedder }, {});
    // Item 0 has an entailed sentence (max strategy → consistent); item 1 is contradicted; item 2 has no gold.
    expect(result.metrics.fact_consistent).toBe(0.5);
    expect(result.metrics.fact_inconsistent).toBe(0.5);
    expect(result.metrics.fact_non_verified).toBe(0);
    expect(result.excluded.fact_consistent!.count).toBe(1);
    expect(result.metrics.knowledge_relevance).toBe(0.5);
    expect(result.metrics.coh_sent).toBeCloseTo(1 / Math.E, 12);
    expect(result.metrics.coh_para).toBe(1);
    expect(result.metrics.info).toBeCloseTo(1 - 1 / Math.E, 12);
    // A flat LM sees no difference between the knowledge and the baselines: helpfulness 0.
    expect(result.metrics.helpfulness).toBe(0);
    expect(result.metrics.validity).toBeNull();
    expect(result.nulls.validity).toMatch(/no downstream answer/);
    // "Wrote in London" names London, which the evidence mentions; "Rome" is not in Bo's evidence.
    expect(result.perItem[1]!.scores.hallu_ner).toBe(0.5);
  });

  it('leaves helpfulness null for the offline n-gram scorer unless asked, and names missing seams', async () => {
    const ngram: LanguageModelScorer = { ...scorer, name: 'ngram-kn (offline)' };
    const result = await evaluateSuite(connerSuite, items, { judge, scorer: ngram, embedder }, {});
    expect(result.metrics.helpfulness).toBeNull();
    expect(result.nulls.helpfulness).toMatch(/--ngram-helpfulness/);
    expect(result.nulls.knowledge_relevance).toBe('no ranker configured');
    expect(result.nulls.coh_para_rated).toMatch(/no model configured to rate paragraph coherence/);
  });

  it('rates paragraph coherence through the rating judge when one is given, skipping empty knowledge', async () => {
    const asked: string[] = [];
    const ratingJudge = { name: 'rater', rate: async (requests: { input: string }[]) => requests.map(({ input }) => (asked.push(input), { value: input.includes('London') ? 4 : 2, samples: [] })) };
    const result = await evaluateSuite(connerSuite, [...items, { ...items[2]!, id: '9', knowledge: ' ' }], { judge, embedder, ratingJudge }, {});
    expect(asked).toHaveLength(3);
    expect(result.metrics.coh_para_rated).toBeCloseTo((4 + 2 + 2) / 3, 12);
    expect(result.perItem[3]!.scores.coh_para_rated).toBeNull();
  });

  it('adds the passages retrieved for the knowledge to the gold evidence', async () => {
    // Cy has no gold knowledge; a retrieved passage entails "Cy built bridges." and makes the item consistent.
    const withEvidence = items.map((item) => (item.id === '2' ? { ...item, evidence: ['Long ago Cy built bridges.'] } : item));
    const result = await evaluateSuite(connerSuite, withEvidence, { judge, embedder }, {});
    expect(result.metrics.fact_consistent).toBeCloseTo(2 / 3, 12);
    expect(result.excluded.fact_consistent).toBeUndefined();
  });

  it('WoW validity takes the best of the gold response and the first five retrieved passages', async () => {
    const wowItem = (id: string, evidence: string[]): ConnerItem => ({ id, task: 'wow', topic: 'Tea', query: 'I like tea.', knowledge: 'Tea is a drink.', answer: 'Me too.', downstream: 'tea is from China', evidence });
    const sixth = ['a', 'b', 'c', 'd', 'e', 'Green tea is from China'];
    const result = await evaluateSuite(connerSuite, [wowItem('4', ['Black tea is from China']), wowItem('5', sixth), wowItem('6', [])], { judge, embedder }, {});
    // Item 4 is entailed by its passage; item 5's support is its sixth passage, which is not read; item 6 has only
    // the gold response, which does not entail it.
    expect(result.perItem.map((item) => item.scores.validity)).toEqual([1, 0, 0]);
  });
});
