import { describe, expect, it } from 'vitest';
import { countedNoun, countQualifier, saysQualifier, statesCountOf } from '../../../../src/generate/answer-type/states-count.js';
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
    // A hyphened count counts the word after the hyphen, not the phrase's head.
    expect(await statesCountOf('Her three-act opera opened the season.', 'act', lexicon)).toBe(true);
    expect(await statesCountOf('Her three-act opera opened the season.', 'opera', lexicon)).toBe(false);
    expect(await statesCountOf('Of their four children only two sons survived.', 'child', lexicon)).toBe(true);
    expect(await statesCountOf('She won seven Grand Slam singles titles.', 'title', lexicon)).toBe(true);
  });

  it('takes a rough count in the plural with its noun after "of"', async () => {
    expect(await statesCountOf('Over the years she wrote hundreds of songs for the choir.', 'song', lexicon)).toBe(true);
    expect(await statesCountOf('Thousands of pilgrims came to the abbey each summer.', 'pilgrim', lexicon)).toBe(true);
    expect(await statesCountOf('Over the years she wrote hundreds of songs for the choir.', 'choir', lexicon)).toBe(false);
  });

  it('counts a part of a group by what it was ("twenty-one of them by knockout")', async () => {
    expect(await statesCountOf('She retired with a record of thirty wins, twenty-two of them by knockout.', 'knockout', lexicon)).toBe(true);
    expect(await statesCountOf('She retired with a record of thirty wins, twenty-two of them in Oslo.', 'knockout', lexicon)).toBe(false);
  });

  it('not a number of something else, nor "one" standing for a thing named', async () => {
    expect(await statesCountOf('He founded many cities and named one, Stella, after his horse.', 'horse', lexicon)).toBe(false);
    expect(await statesCountOf('He owned a horse and bought two carriages.', 'horse', lexicon)).toBe(false);
  });

  it('is the head of the phrase after the number, not a word modifying it', async () => {
    expect(await statesCountOf('Olaf Stern has received more than fifty Kvarn Award nominations.', 'award', lexicon)).toBe(false);
    expect(await statesCountOf('Olaf Stern has received fifty Kvarn Awards.', 'award', lexicon)).toBe(true);
    expect(await statesCountOf('Tova was the youngest of five daughters of Ilse Brandt.', 'girl', lexicon)).toBe(true);
  });

  it('of things a name picks out is said only with that name or a WordNet synonym of it', async () => {
    expect(countQualifier('How many Kvarn Open titles did Tova Brandt win?')).toBe('kvarn open');
    expect(countQualifier('How many titles did Tova Brandt win?')).toBeUndefined();
    expect(countQualifier('How many gold medals did Tova Brandt win?')).toBeUndefined();
    expect(await saysQualifier('Tova Brandt won twelve titles, four of them at Wimbledon.', 'kvarn open', lexicon)).toBe(false);
    expect(await saysQualifier('Tova Brandt won the Kvarn Open three times.', 'kvarn open', lexicon)).toBe(true);
    expect(await saysQualifier('Olaf Stern had more than fifty Academy Award nominations.', 'oscar', lexicon)).toBe(true);
  });
});
