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

  it('ranks passages by their own recall, then swaps in outside passages that raise the set\'s recall (ALCE §F.1), in that order', () => {
    const groups = [['Paris'], ['Lyon'], ['Berlin', 'Berlin, Germany'], ['Rome']];
    // Own recall: 3 covers two groups, 2, 4 and 6 one each, the rest none; ties stay in retrieval order.
    expect(oraclePassages(passages, groups, 5).map((p) => p.id)).toEqual(['3', '2', '4', '6', '1']);
    // The initial three (3, 2, 4) miss Rome; 6 replaces 2, the only slot whose loss costs nothing (Paris is in 3 too).
    expect(oraclePassages(passages, groups, 3).map((p) => p.id)).toEqual(['3', '6', '4']);
  });

  it('keeps the first slot on equal gains and leaves the set alone when no swap helps', () => {
    const groups = [['Paris'], ['Rome']];
    const six = [passage('a', 'Paris.'), passage('b', 'Paris!'), passage('c', 'Paris?'), passage('d', 'Rome.')];
    // a, b, c each cover Paris; d (Rome) gains the same in every slot and takes the first.
    expect(oraclePassages(six, groups, 3).map((p) => p.id)).toEqual(['d', 'b', 'c']);
    expect(oraclePassages(six, [['Madrid']], 2).map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('reads ASQA qa_pairs and QAMPARI answers, and has nothing to look for in ELI5 claims', () => {
    expect(answerGroups({ qa_pairs: [{ short_answers: ['a', 'b'] }] })).toEqual([['a', 'b']]);
    expect(answerGroups({ answers: [['x', 'x2'], ['y']] })).toEqual([['x', 'x2'], ['y']]);
    expect(answerGroups({ claims: ['c'] })).toBeUndefined();
  });
});
