import { describe, expect, it } from 'vitest';
import { answerGroups, oraclePassages } from '../../../eval/experiments/inputs/alce-oracle.js';

const passage = (id: string, text: string) => ({ id, title: `T${id}`, text });

describe('ALCE oracle passages', () => {
  const passages = [
    passage('1', 'Nothing useful here.'),
    passage('2', 'Paris is the capital of France.'),
    passage('3', 'Paris and Lyon are French cities.'),
    passage('4', 'Berlin is in Germany; so is Munich.'),
    passage('5', 'Also nothing.'),
    passage('6', 'Rome is in Italy.'),
    passage('7', 'More filler text.'),
  ];

  it('takes the passages covering the most answer groups, greedily, and shows them in retrieval order', () => {
    const groups = [['Paris'], ['Lyon'], ['Berlin', 'Berlin, Germany'], ['Rome']];
    // Passage 3 covers two groups; then 4 and 6 one new group each; then rank order fills the rest.
    expect(oraclePassages(passages, groups, 5).map((p) => p.id)).toEqual(['1', '2', '3', '4', '6']);
    expect(oraclePassages(passages, groups, 3).map((p) => p.id)).toEqual(['3', '4', '6']);
  });

  it('reads ASQA qa_pairs and QAMPARI answers, and has nothing to look for in ELI5 claims', () => {
    expect(answerGroups({ qa_pairs: [{ short_answers: ['a', 'b'] }] })).toEqual([['a', 'b']]);
    expect(answerGroups({ answers: [['x', 'x2'], ['y']] })).toEqual([['x', 'x2'], ['y']]);
    expect(answerGroups({ claims: ['c'] })).toBeUndefined();
  });
});
