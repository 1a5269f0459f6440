import { describe, expect, it } from 'vitest';
import { englishList } from '../../../src/text/english-list.js';
import { namePattern } from '../../../src/text/name-pattern.js';

describe('namePattern', () => {
  it('matches a name as a whole word, any case, with regex characters taken literally', () => {
    expect(namePattern('Ada').test("ada's father")).toBe(true);
    expect(namePattern('Ada').test('Adam')).toBe(false);
    expect(namePattern('St. Ives (town)').test('born in St. Ives (town) in 1900')).toBe(true);
    expect('Ada and ADA'.replace(namePattern('ada', { global: true }), 'X')).toBe('X and X');
  });
});

describe('englishList', () => {
  it('joins with commas and a final "and"', () => {
    expect(englishList([])).toBe('');
    expect(englishList(['A'])).toBe('A');
    expect(englishList(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
