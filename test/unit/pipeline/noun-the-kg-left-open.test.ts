import { describe, expect, it } from 'vitest';
import type { Answer } from '../../../src/core/answer.js';
import { nounTheKgLeftOpen } from '../../../src/pipeline/sources/both-source.js';

// Made-up people; one cited fact each.
const kgCiting = (property: string, value: string): Answer => ({
  question: 'q',
  text: '',
  strategy: 'extractive-kg',
  trace: [],
  statements: [{ text: `Tova Brandt's ${property} is ${value}.`, citations: [{ kind: 'triple', qid: 'Q1', property, value }] }],
});

describe('the noun a complete KG answer left open', () => {
  it('is the asked noun when no cited fact is of its kind', async () => {
    expect(await nounTheKgLeftOpen('In which county is the church where Tova Brandt was buried?', kgCiting('place of burial', 'Church of St Olaf, Varby'))).toBe('county');
    expect(await nounTheKgLeftOpen('In what form did Tova Brandt write her books?', kgCiting('notable works', 'The Salt Road'))).toBe('form');
  });

  it('is none when a cited fact is of the kind, by its value, its label or the cue table', async () => {
    expect(await nounTheKgLeftOpen('What illness did Tova Brandt die of?', kgCiting('cause of death', 'tuberculosis'))).toBeUndefined();
    expect(await nounTheKgLeftOpen('Which university did Tova Brandt attend?', kgCiting('educated at', 'University of Varby'))).toBeUndefined();
    expect(await nounTheKgLeftOpen('What title did Tova Brandt hold?', kgCiting('position held', 'Queen of Varby'))).toBeUndefined();
  });

  it('is none for a date, a number or a relative, which the KG gives in its own terms', async () => {
    expect(await nounTheKgLeftOpen('In what year did Tova Brandt die?', kgCiting('date_of_death', '1890-01-01'))).toBeUndefined();
    expect(await nounTheKgLeftOpen('Which sons did Tova Brandt have?', kgCiting('child', 'Olaf Brandt'))).toBeUndefined();
  });
});
