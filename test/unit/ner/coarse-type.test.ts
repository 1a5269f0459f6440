import { describe, expect, it } from 'vitest';
import { candidateFitsMention, coarseTypeOf } from '../../../retrievers/kg/coarse-type.js';
import { createGazetteer } from '../../../src/ner/gazetteer.js';

describe('coarse types', () => {
  it.each([
    [['human'], 'person'],
    [['Q5'], 'person'],
    [['city', 'big city'], 'place'],
    [['public university'], 'organisation'],
    [['political party'], 'organisation'],
    [['literary work'], 'work'],
    [['painting'], 'work'],
    [['chemical element'], 'other'],
    [[], 'other'],
  ])('%j is %s', (types, expected) => {
    expect(coarseTypeOf(types)).toBe(expected);
  });

  it('lets a person mention match only humans (KaLMA §3.1 type filter)', () => {
    expect(candidateFitsMention('person', 'person')).toBe(true);
    expect(candidateFitsMention('person', 'place')).toBe(false);
    expect(candidateFitsMention('place', 'person')).toBe(false);
    expect(candidateFitsMention('other', 'work')).toBe(true);
  });
});

describe('gazetteer', () => {
  const gazetteer = createGazetteer([
    { qid: 'Q1', label: 'John Wesley', aliases: ['Wesley'], types: ['human'] },
    { qid: 'Q2', label: 'John Wesley', aliases: [], types: ['human'] },
    { qid: 'Q3', label: 'odd [name]', aliases: [], types: [] },
  ]);

  it('finds every entity of a name, ignoring case and extra spaces', () => {
    expect(gazetteer.lookup('john  WESLEY').map((entry) => entry.qid)).toEqual(['Q1', 'Q2']);
    expect(gazetteer.lookup('Wesley').map((entry) => entry.qid)).toEqual(['Q1']);
  });

  it('leaves out names that winkNLP would read as pattern syntax', () => {
    expect(gazetteer.names).toEqual(['John Wesley', 'Wesley']);
  });
});
