import { describe, expect, it } from 'vitest';
import { sentenceHoldsType } from '../../../../src/generate/answer-type/sentence-holds-type.js';

describe('sentenceHoldsType', () => {
  it('sees dates through winkNLP entities', () => {
    expect(sentenceHoldsType('He was baptised in Bonn on 17 December 1770.', 'date')).toBe(true);
    expect(sentenceHoldsType('He was baptised in Bonn by the court organist.', 'date')).toBe(false);
    // A date the question itself gives is no answer to it.
    expect(sentenceHoldsType('In 1854 she married the curate.', 'date', 'On which day in 1854 did she marry?')).toBe(false);
    expect(sentenceHoldsType('She married the curate on 29 June 1854.', 'date', 'On which day in 1854 did she marry?')).toBe(true);
  });

  it('sees quantities as numbers that are not years', () => {
    expect(sentenceHoldsType('The lake reaches a depth of 87 metres.', 'quantity')).toBe(true);
    expect(sentenceHoldsType('The lake froze in 1891.', 'quantity')).toBe(false);
  });

  it('sees a span of time in words as the answer to "how long"', () => {
    expect(sentenceHoldsType('The guild kept its hall by the river for centuries.', 'quantity', 'How long did the guild keep its hall?')).toBe(true);
    expect(sentenceHoldsType('Weavers used her pattern book for generations.', 'quantity', 'How long was her pattern book used?')).toBe(true);
    // Only a span of time: "for years" counts no children.
    expect(sentenceHoldsType('She taught in Tarrow for years.', 'quantity', 'How many children did she have?')).toBe(false);
  });

  it('says nothing for types the text does not show', () => {
    expect(sentenceHoldsType('Tomas Vell designed the line.', 'person')).toBeUndefined();
    expect(sentenceHoldsType('He died of plague.', 'reason')).toBeUndefined();
  });
});
