import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeAnswer } from '../../../src/text/normalize-answer.js';
import { sharedData } from '../../support/shared-data.js';

const golden = JSON.parse(readFileSync(sharedData('golden/alce_golden_cases.json'), 'utf8')) as {
  normalize_answer: Record<string, string>;
};

describe('normalizeAnswer (SQuAD, as in ALCE)', () => {
  it.each(Object.entries(golden.normalize_answer))('matches the reference on %j', (input, expected) => {
    expect(normalizeAnswer(input)).toBe(expected);
  });

  it('removes punctuation before articles, so "the." and "(a)" lose their article', () => {
    expect(normalizeAnswer('the. (a) an,')).toBe('');
  });

  it('keeps Unicode punctuation, which string.punctuation does not contain', () => {
    expect(normalizeAnswer('Messi’s “goals” — 2012')).toBe('messi’s “goals” — 2012');
  });

  it('uses Python word boundaries: letters outside ASCII are word characters', () => {
    expect(normalizeAnswer('éthe the théa')).toBe('éthe théa');
  });

  it('splits on Unicode whitespace like str.split()', () => {
    expect(normalizeAnswer('a\u00a0b\u2003c\x1cd')).toBe('b c d');
  });
});
