import { describe, expect, it } from 'vitest';
import { dateEntities } from '../../../src/text/date-entities.js';
import { wink } from '../../../src/text/wink.js';

const dates = (sentence: string): string[] => dateEntities(wink().readDoc(sentence)).map(({ text }) => text);

describe('dateEntities', () => {
  it('reads an approximate year opening a sentence as a date, as winkNLP does later in one', () => {
    expect(dates('Around 1604 Edda Mirren moved to Tarrow, where she opened a weaving shop.')).toEqual(['Around 1604']);
    expect(dates('Edda Mirren moved to Tarrow around 1604.')).toEqual(['around 1604']);
  });

  it('reads a span between two years as a date, and a span of no year as none', () => {
    expect(dates('Between 1604 and 1608 Edda Mirren wove the Tarrow tapestry.')).toEqual(['Between 1604 and 1608']);
    expect(dates('Edda Mirren wove the Tarrow tapestry for four years.')).toEqual([]);
  });

  it('gives each date with its token span', () => {
    const [date] = dateEntities(wink().readDoc('In March 1797 Tomas Vell sailed.'));
    expect(date?.span).toEqual([1, 2]);
  });

  it('leaves a number that counts something and a number of no year shape', () => {
    expect(dates('About 1500 soldiers crossed the Kharn Pass.')).toEqual([]);
    expect(dates('About 60 weavers worked in Tarrow.')).toEqual([]);
  });

  it('reads a decade written in figures as a date', () => {
    expect(dates('In the 1830s and 1840s the ferry sailed weekly.')).toEqual(['1830s', '1840s']);
  });
});
