import { describe, expect, it } from 'vitest';
import type { Passage } from '../../../../src/core/passage.js';
import { fitsDescriptions } from '../../../../src/generate/extractive/described-subject.js';

const passages: Passage[] = [
  { id: 'a', title: 'Paul Dorr (painter)', text: 'Paul Dorr painted the harbour.' },
  { id: 'b', title: 'Paul Dorr (senator)', text: 'Paul Dorr sat in the senate.' },
  { id: 'c', title: 'Paul Dorr', text: 'Paul Dorr was born in Tarrow.' },
];

describe('fitsDescriptions', () => {
  it("rules out a same-name passage whose disambiguator shares no word with the question's description", () => {
    expect(fitsDescriptions(passages, ['the harbour painter'])).toEqual([true, false, true]);
    expect(fitsDescriptions(passages, ['a former senator'])).toEqual([false, true, true]);
  });

  it('rules out nothing without a description', () => {
    expect(fitsDescriptions(passages, [])).toEqual([true, true, true]);
  });
});
