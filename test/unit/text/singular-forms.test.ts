import { describe, expect, it } from 'vitest';
import { singularForms } from '../../../src/text/singular-forms.js';

describe('singular forms of an English plural', () => {
  it('strips each regular plural ending', () => {
    expect(singularForms('professions')).toEqual(['profession']);
    expect(singularForms('works')).toEqual(['work']);
    expect(singularForms('activities')).toEqual(['activity', 'activitie']);
  });

  it('has none for a word without a plural ending, or ending in "ss"', () => {
    expect(singularForms('work')).toEqual([]);
    expect(singularForms('class')).toEqual([]);
  });
});
