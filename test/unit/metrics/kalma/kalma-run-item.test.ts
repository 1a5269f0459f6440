import { describe, expect, it } from 'vitest';
import { isCorrectTriple, kgLookup } from '../../../../eval/metrics/kalma/kalma-run-item.js';
import { knowledgeText } from '../../../../eval/metrics/kalma/knowledge-text.js';

describe('KaLMA KG lookup', () => {
  it('accepts CiteQA entity cards, with the name as a property and every value of a multi-valued property', () => {
    const lookup = kgLookup([
      { qid: 'Q9000001', name: 'Ada Example', properties: { child: ['Bo Example', 'Cy Example'], 'place of birth': ['Leeds'] } },
    ]);
    expect(isCorrectTriple(lookup, ['Q9000001', 'name', 'Ada Example'])).toBe(true);
    expect(isCorrectTriple(lookup, ['Q9000001', 'child', 'Cy Example'])).toBe(true);
    expect(isCorrectTriple(lookup, ['Q9000001', 'child', 'cy example'])).toBe(false);
    expect(isCorrectTriple(lookup, ['Q9000002', 'child', 'Cy Example'])).toBe(false);
  });

  it('accepts BioKaLMA entity dicts, matching keys exactly (date_of_birth, not "date of birth")', () => {
    const lookup = kgLookup([{ name: 'Stephen Crane', qid: 'Q206534', date_of_birth: '1871-11-01' }]);
    expect(isCorrectTriple(lookup, ['Q206534', 'date_of_birth', '1871-11-01'])).toBe(true);
    expect(isCorrectTriple(lookup, ['Q206534', 'date of birth', '1871-11-01'])).toBe(false);
  });

  it('writes both shapes as one line per entity for the text-quality rater', () => {
    expect(
      knowledgeText([
        { qid: 'Q1', name: 'A', properties: { child: ['B', 'C'] } },
        { name: 'D', qid: 'Q2', occupation: 'painter' },
      ]),
    ).toBe('A (Q1): child: B, C\nD (Q2): occupation: painter');
  });
});
