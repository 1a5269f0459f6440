import { describe, expect, it } from 'vitest';
import { splitKalmaSentences } from '../../../src/text/kalma-sentence-splitter.js';

describe("splitKalmaSentences (KaLMA's regex)", () => {
  it('splits after "." or "?" and spaces when a capital follows', () => {
    expect(splitKalmaSentences('She was born in Rome [Q1, place of birth: Rome]. Is it true? Yes.')).toEqual([
      'She was born in Rome [Q1, place of birth: Rome].',
      'Is it true?',
      'Yes.',
    ]);
  });

  it('does not split after "[NA]." because the character two before the period is the capital A (the quirk)', () => {
    expect(splitKalmaSentences('He liked jazz [NA]. He died in Paris [Q1, place of death: Paris].')).toEqual([
      'He liked jazz [NA]. He died in Paris [Q1, place of death: Paris].',
    ]);
  });

  it('does not split before a lower-case word, after "!", or without a space', () => {
    expect(splitKalmaSentences('It ended. then it began! Again.Now')).toEqual(['It ended. then it began! Again.Now']);
  });

  it('consumes a run of spaces but not a newline', () => {
    expect(splitKalmaSentences('One thing.   Another.\nThird.')).toEqual(['One thing.', 'Another.\nThird.']);
  });

  it('returns the text as one piece when there is no boundary, and [""] for empty text like Python', () => {
    expect(splitKalmaSentences('No boundary here')).toEqual(['No boundary here']);
    expect(splitKalmaSentences('')).toEqual(['']);
  });
});
