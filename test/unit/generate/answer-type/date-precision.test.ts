import { describe, expect, it } from 'vitest';
import { askedDatePrecision, dateHasPrecision } from '../../../../src/generate/answer-type/date-precision.js';
import { sentenceHoldsType } from '../../../../src/generate/answer-type/sentence-holds-type.js';

describe('askedDatePrecision', () => {
  it('reads a day, a month or a year from the question, nothing from a plain when', () => {
    expect(askedDatePrecision('On what day did the ferry first sail?')).toBe('day');
    expect(askedDatePrecision('What was the exact date of the flood?')).toBe('day');
    expect(askedDatePrecision('In which month did the bridge open?')).toBe('month');
    expect(askedDatePrecision('In what year did the bridge open?')).toBe('year');
    expect(askedDatePrecision('When did the bridge open?')).toBeUndefined();
  });

  it('leaves a question of two parts alone', () => {
    expect(askedDatePrecision('On what date did the mayor die, and how old was he?')).toBeUndefined();
  });
});

describe('dateHasPrecision', () => {
  it('needs a day of the month for a day and a month name for a month', () => {
    expect(dateHasPrecision('on 3 March 1902', 'day')).toBe(true);
    expect(dateHasPrecision('March 3rd, 1902', 'day')).toBe(true);
    expect(dateHasPrecision('1902-03-03', 'day')).toBe(true);
    expect(dateHasPrecision('in March 1902', 'day')).toBe(false);
    expect(dateHasPrecision('in 1902', 'day')).toBe(false);
    expect(dateHasPrecision('in March 1902', 'month')).toBe(true);
    expect(dateHasPrecision('in 1902', 'month')).toBe(false);
    expect(dateHasPrecision('in 1902', undefined)).toBe(true);
  });
});

describe('sentenceHoldsType with a finer date asked', () => {
  it('does not take a year for a day', () => {
    expect(sentenceHoldsType('In 1902 the ferry first sailed to the island.', 'date', 'On what day did the ferry first sail?')).toBe(false);
    expect(sentenceHoldsType('The ferry first sailed on 3 March 1902.', 'date', 'On what day did the ferry first sail?')).toBe(true);
  });
});

describe('sentenceHoldsType with a year asked', () => {
  it('does not take a decade for a year, but takes it for a plain when', () => {
    expect(sentenceHoldsType('In the 1840s the ferry sailed to the island.', 'date', 'In what year did the ferry sail to the island?')).toBe(false);
    expect(sentenceHoldsType('In the 1840s the ferry sailed to the island.', 'date', 'When did the ferry sail to the island?')).toBe(true);
    expect(sentenceHoldsType('In 1846 the ferry sailed to the island.', 'date', 'In what year did the ferry sail to the island?')).toBe(true);
  });
});
