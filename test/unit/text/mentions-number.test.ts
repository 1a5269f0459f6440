import { describe, expect, it } from 'vitest';
import { mentionsNumber } from '../../../src/text/mentions-number.js';

describe('mentionsNumber', () => {
  it('finds numbers in digits and in words', () => {
    expect(mentionsNumber('At its centre the lake reaches a depth of 87 metres.')).toBe(true);
    expect(mentionsNumber('The town has about 6,000 inhabitants.')).toBe(true);
    expect(mentionsNumber('She won twenty-three Grand Slam singles titles.')).toBe(true);
  });

  it('does not count a year or a text without a number', () => {
    expect(mentionsNumber('The railway opened in 1891.')).toBe(false);
    expect(mentionsNumber('She won her first title at the US Open.')).toBe(false);
  });

  it('does not count a year of an era or the partitive "one of"', () => {
    expect(mentionsNumber('Around 300 BC the weaver founded a guild outside Tarrow.')).toBe(false);
    expect(mentionsNumber('In one of them she painted the harbour at dawn.')).toBe(false);
    expect(mentionsNumber('She painted one of the three panels.')).toBe(true);
  });

  it('counts a cardinal word the tagger reads as a noun ("seventeen years"), not an ordinal', () => {
    expect(mentionsNumber('He sat in the House for seventeen years.')).toBe(true);
    expect(mentionsNumber('He was the seventeenth child of a weaver.')).toBe(false);
  });

  it('counts a round number in the plural, a rough count', () => {
    expect(mentionsNumber('She wrote hundreds of songs for the choir.')).toBe(true);
    expect(mentionsNumber('Dozens of weavers joined the guild.')).toBe(true);
  });

  it('counts the tens in the plural, an age or a decade in words', () => {
    expect(mentionsNumber('In her sixties she moved back to Tarrow.')).toBe(true);
    expect(mentionsNumber('In her old age she moved back to Tarrow.')).toBe(false);
  });
});
