import { describe, expect, it } from 'vitest';
import { askedPlaceKind, namesPlaceOfKind } from '../../../../src/generate/extractive/names-place-of-kind.js';
import { expectedAnswer } from '../../../../src/generate/answer-type/expected-answer.js';
import { wordnetLexicon } from '../../../../src/text/lexicon/wordnet-lexicon.js';

const lexicon = wordnetLexicon();
const kindOf = async (question: string) => askedPlaceKind(question, await expectedAnswer(question, lexicon), lexicon);

describe('a kind of place on a map asked for', () => {
  it('is the noun of "which <place>" when WordNet puts it on a map, not a post or any place', async () => {
    expect((await kindOf('Which Danish port did Tova Brandt sail from?'))?.kind).toBe('port');
    expect((await kindOf('In which town was Tova Brandt born?'))?.kind).toBe('town');
    expect(await kindOf('What government post did Tova Brandt hold?')).toBeUndefined();
    expect(await kindOf('Where was Tova Brandt born?')).toBeUndefined();
  });

  it('is named by a place of that kind (or one WordNet does not know), not by a country the question already says', async () => {
    const port = (await kindOf('Which Danish port did Tova Brandt sail from?'))!;
    expect(await namesPlaceOfKind('In 1901 she sailed from Denmark to Norway.', port, lexicon)).toBe(false);
    expect(await namesPlaceOfKind('In 1901 she sailed from Kvarnholm to Oslo.', port, lexicon)).toBe(true);
    // A city is close enough for a town: both are municipalities.
    const town = (await kindOf('Which town made Tova Brandt its harbour master?'))!;
    expect(await namesPlaceOfKind('In 1848 Copenhagen made her its harbour master.', town, lexicon)).toBe(true);
    expect(await namesPlaceOfKind('Fearing arrest for her Jewish ancestry, she fled.', town, lexicon)).toBe(false);
  });

  it('takes a name WordNet knows only as a person for a place it does not know, where a preposition of place stands before it', async () => {
    const town = (await kindOf('In which town was Tova Brandt killed?'))!;
    expect(await namesPlaceOfKind('She was killed in a shooting in Kepler in 1990.', town, lexicon)).toBe(true);
    expect(await namesPlaceOfKind('She was killed in 1990 after a quarrel with Kepler.', town, lexicon)).toBe(false);
  });
});
