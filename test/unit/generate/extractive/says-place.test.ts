import { describe, expect, it } from 'vitest';
import { saysPlace } from '../../../../src/generate/extractive/says-place.js';
import { wordnetLexicon } from '../../../../src/text/lexicon/wordnet-lexicon.js';

const lexicon = wordnetLexicon();

describe('a sentence that says where', () => {
  it('names a place after a preposition, or a name WordNet files as a place', async () => {
    expect(await saysPlace('Tova Brandt met Olaf Stern at the weavers’ guild in Tarrow.', lexicon)).toBe(true);
    expect(await saysPlace('In the summer of 1890 she stayed near Lake Orvana.', lexicon)).toBe(true);
    expect(await saysPlace('She settled in a cottage by the river.', lexicon)).toBe(true);
    expect(await saysPlace('After the trial he travelled, visiting Egypt and Sicily.', lexicon)).toBe(true);
  });

  it('not a time after a preposition', async () => {
    expect(await saysPlace('Tova Brandt met Olaf Stern in 1833 and admired his looms.', lexicon)).toBe(false);
    expect(await saysPlace('In his later years he sold the mill.', lexicon)).toBe(false);
    expect(await saysPlace('He died in May.', lexicon)).toBe(false);
  });
});
