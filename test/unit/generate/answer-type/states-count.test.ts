import { describe, expect, it } from 'vitest';
import { countedNoun, statesCountOf } from '../../../../src/generate/answer-type/states-count.js';
import { wordnetLexicon } from '../../../../src/text/lexicon/wordnet-lexicon.js';

const lexicon = wordnetLexicon();

describe('the counted noun', () => {
  it('is the head of the phrase after "how many", lemmatised', () => {
    expect(countedNoun('How many Grand Slam singles titles did Tova Brandt win?')).toBe('title');
    expect(countedNoun('How many horses did Olaf Stern own?')).toBe('horse');
    expect(countedNoun('How old was Olaf Stern?')).toBeUndefined();
  });
});

describe('a sentence that counts the noun', () => {
  it('has a number a few words before the noun, a synonym of it or a noun below it', async () => {
    expect(await statesCountOf('The couple had ten children, three of whom died young.', 'kid', lexicon)).toBe(true);
    expect(await statesCountOf('Of their four children only two sons survived.', 'child', lexicon)).toBe(true);
    expect(await statesCountOf('She won seven Grand Slam singles titles.', 'title', lexicon)).toBe(true);
  });

  it('not a number of something else, nor "one" standing for a thing named', async () => {
    expect(await statesCountOf('He founded many cities and named one, Stella, after his horse.', 'horse', lexicon)).toBe(false);
    expect(await statesCountOf('He owned a horse and bought two carriages.', 'horse', lexicon)).toBe(false);
  });
});
