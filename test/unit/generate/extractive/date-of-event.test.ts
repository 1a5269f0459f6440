import { describe, expect, it } from 'vitest';
import { datesEvent } from '../../../../src/generate/extractive/date-of-event.js';
import { contentKeys } from '../../../../src/generate/extractive/passage-relevance.js';

const dates = (event: string, sentence: string, question = '', others: string[] = []) => datesEvent(sentence, contentKeys(event), question, others);

describe('a date of the asked event', () => {
  it('is a date next to a word of the event', () => {
    expect(dates('married', 'Ilse Varga married the shipowner Per Dorr in June 1881 in Bergen.')).toBe(true);
    expect(dates('death', 'After her husband’s death in 1901 she returned to Tarrow.')).toBe(true);
  });

  it('is not the date of another event further on in the sentence, nor across a semicolon', () => {
    expect(
      dates('working', 'Ilse Varga worked for several years as a governess, first with the Dorr family and then with the Vells, experiences she drew on for her novel Tarrow, published in 1887.'),
    ).toBe(false);
    expect(dates('married', 'Her first husband died in 1874; in 1880 she married the painter Per Dorr.')).toBe(true);
    expect(dates('died', 'Her first husband fell ill and died; in 1880 she married the painter Per Dorr.')).toBe(false);
  });

  it('takes a date the sentence opens with as the date of its clause', () => {
    expect(dates('published treatise', 'In 1756, the year her only son was born, Ilse Varga published a treatise on sailing.')).toBe(true);
  });

  it('does not count a date the question gives, nor a sentence without the event', () => {
    expect(dates('married', 'Ilse Varga married Per Dorr in 1881.', 'Whom did Ilse Varga marry in 1881?')).toBe(false);
    expect(dates('married', 'Ilse Varga sailed to Oslo in 1881.')).toBe(false);
  });

  it('does not count an apposition between the event and its date', () => {
    expect(dates('married', 'Ilse Varga married Per Dorr, a shipowner from the town of Kvarn, in June 1881 in Bergen.')).toBe(true);
    expect(dates('married', 'Ilse Varga married Per Dorr, who later owned four of the ships of the Kvarn line, in June 1881.')).toBe(false);
  });

  it('does not take a word of the event in an apposition for the event of the date outside it', () => {
    expect(datesEvent('Ilse Varga married Per Dorr, a co-founder of Kvarn Line, in June 1881 in Bergen.', new Set(['co-found']))).toBe(false);
    expect(dates('married', 'Ilse Varga married Per Dorr, a co-founder of the Tarrow Shipping Line, in June 1881 in Bergen.')).toBe(true);
    expect(dates('founded', 'Ilse Varga married Per Dorr, who founded the Tarrow Shipping Line in 1875, and moved to Bergen.')).toBe(true);
  });

  it('needs the clause of the date to name the other person the question names', () => {
    const sentence = 'Her first husband, the painter Per Dorr, died in 1874; in 1880 she married the shipowner Jon Vell.';
    expect(dates('married', sentence, '', ['Jon Vell'])).toBe(true);
    expect(dates('married', sentence, '', ['Per Dorr'])).toBe(false);
  });
});
