import { describe, expect, it } from 'vitest';
import { idiomKey, idiomMeaning } from '../../../../src/text/lexicon/verb-idioms.js';
import { wordnetLexicon } from '../../../../src/text/lexicon/wordnet-lexicon.js';

describe('verb idioms', () => {
  it('matches an idiom whatever its inflection, article or possessive', () => {
    expect(idiomKey('tied the knot')).toBe(idiomKey('tie knot'));
    expect(idiomKey('hang up her gloves')).toBe(idiomKey("hang up one's glove"));
    expect(idiomMeaning('got hitched')).toBe('marry');
    expect(idiomMeaning('breathe their last')).toBe('die');
    expect(idiomMeaning('hanging up his boots')).toBe('retire');
    // WordNet's own entry is hyphenated ("give-up the ghost"); the table has the usual spelling.
    expect(idiomMeaning('gave up the ghost')).toBe('die');
    expect(idiomMeaning('went their separate ways')).toBe('separate');
  });

  it('is no idiom for a single word or a phrase the table does not list', () => {
    expect(idiomMeaning('hitched')).toBeUndefined();
    expect(idiomMeaning('tie the rope')).toBeUndefined();
    expect(idiomMeaning('hang up the phone')).toBeUndefined();
  });

  it('gives the lexicon the words of the plain verb for an idiom WordNet lacks', async () => {
    const lexicon = wordnetLexicon();
    const related = await lexicon.related('tie the knot', 'v');
    expect(related).toContain('married');
    expect(related).toContain('marriage');
    expect(await lexicon.related('tie the rope', 'v')).toEqual(new Set(['tie the rope']));
    // Only as a verb: a noun phrase of the same words is left to WordNet.
    expect(await lexicon.related('tie the knot', 'n')).not.toContain('married');
  });
});
