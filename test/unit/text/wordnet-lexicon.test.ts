import { describe, expect, it } from 'vitest';
import { wordnetLexicon } from '../../../src/text/lexicon/wordnet-lexicon.js';

const lexicon = wordnetLexicon();

describe('WordNet lexicon', () => {
  it('gives the parts of speech a word has', async () => {
    expect([...(await lexicon.partsOfSpeech('Olympic'))]).toEqual(['a']);
    expect(await lexicon.partsOfSpeech('harbour')).toContain('n');
    expect((await lexicon.partsOfSpeech('Kvarnsund')).size).toBe(0);
  });

  it('tells a word also written in lower case from one WordNet knows only as a name', async () => {
    expect(await lexicon.writtenLowerCase('rose')).toBe(true);
    expect(await lexicon.writtenLowerCase('Mozart')).toBe(false);
    expect(await lexicon.writtenLowerCase('Kvarnsund')).toBe(false);
  });

  it('tells an adjective grading an attribute from one that says a kind', async () => {
    expect(await lexicon.gradesAttribute('short')).toBe(true);
    expect(await lexicon.gradesAttribute('serious')).toBe(true);
    expect(await lexicon.gradesAttribute('mental')).toBe(false);
    expect(await lexicon.gradesAttribute('cooperative')).toBe(false);
  });

  it("gives a word's glosses in one part of speech, most frequent sense first, up to the first semicolon", async () => {
    const glosses = await lexicon.definitions('correspond', 'v');
    expect(glosses).toContain('exchange messages');
    expect(glosses.length).toBe(4);
    expect(glosses.every((gloss) => !gloss.includes(';'))).toBe(true);
    // A base form WordNet knows stands for the inflected one.
    expect(await lexicon.definitions('corresponded', 'v')).toEqual(glosses);
    expect(await lexicon.definitions('correspond', 'n')).toEqual([]);
  });

  it('relates a kin word in the plural to the general relation', async () => {
    expect(await lexicon.related('sisters')).toContain('sibling');
    expect(await lexicon.related('brother')).toContain('sibling');
  });

  it('relates a measure adjective to its attribute noun and a phrasal verb to its noun', async () => {
    expect(await lexicon.related('deep')).toContain('depth');
    expect(await lexicon.related('tall')).toContain('height');
    expect(await lexicon.related('pass away')).toContain('death');
  });

  it('follows a derivation twice: population → inhabit → inhabitant', async () => {
    expect(await lexicon.related('population')).toContain('inhabitant');
  });

  it('keeps to what the word means: no verb synonyms, no one-word hypernyms, only the derived word itself', async () => {
    expect(await lexicon.related('play', 'v')).not.toContain('work');
    const founded = await lexicon.related('founded', 'v');
    expect(founded).toContain('founder');
    expect(founded).not.toContain('father');
    expect(await lexicon.related('kingdom', 'n')).not.toContain('field');
  });

  it('gives only derivations and attributes when asked to', async () => {
    const death = await lexicon.related('death', 'n', { derivationsOnly: true });
    expect(death).toContain('die');
    expect(death).not.toContain('expiry');
    expect(await lexicon.related('deep', 'a', { derivationsOnly: true })).toContain('depth');
    // A noun's attribute values are no derivations of it, and opposites among them say the opposite.
    const age = await lexicon.related('age', 'n', { derivationsOnly: true });
    expect(age).not.toContain('young');
    expect(age).not.toContain('old');
  });

  it("gives the words of a word's first sense only, no derivation or hypernym", async () => {
    expect(await lexicon.synonyms('hubby', 'n')).toEqual(['hubby', 'husband', 'married man']);
    expect(await lexicon.synonyms('childhood', 'n')).not.toContain('child');
    expect(await lexicon.synonyms('Kvarnsund', 'n')).toEqual(['kvarnsund']);
  });

  it('tells a word WordNet has only as a name from a common word, an inflected form and an unknown word', async () => {
    expect(await lexicon.writtenOnlyAsName('charles')).toBe(true);
    expect(await lexicon.writtenOnlyAsName('rose')).toBe(false);
    expect(await lexicon.writtenOnlyAsName('siblings')).toBe(false);
    expect(await lexicon.writtenOnlyAsName('Kvarnsund')).toBe(false);
    expect(await lexicon.writtenAsName('newton')).toBe(true);
    expect(await lexicon.writtenAsName('marry')).toBe(false);
  });

  it('knows no relation for an unknown word beyond itself', async () => {
    expect([...(await lexicon.related('qzxv'))]).toEqual(['qzxv']);
  });

  it('gives the kinds of each noun sense, most frequent first', async () => {
    const [city] = await lexicon.kindsOf('city');
    expect(city).toContain('location');
    const senses = await lexicon.kindsOf('country');
    expect(senses[0]).not.toContain('location');
    expect(senses[1]).toContain('location');
  });

  it("gives the head words of a verb's hypernyms up to the asked depth, nearest first", async () => {
    expect(await lexicon.verbHypernyms('assassinate', 1)).toEqual(['kill']);
    expect(await lexicon.verbHypernyms('complete', 2)).toEqual(['end', 'change']);
    expect(await lexicon.verbHypernyms('complete', 1)).toEqual(['end']);
    // "adopt" is a way to choose; "take", another word of that hypernym, is not given.
    expect(await lexicon.verbHypernyms('adopt', 2)).not.toContain('take');
    expect(await lexicon.verbHypernyms('hospital', 2)).toEqual([]);
  });

  it('gives what a verb brings about by its cause pointer', async () => {
    expect(await lexicon.verbResults('kill')).toEqual(['die']);
    expect(await lexicon.verbResults('teach')).toEqual(['learn']);
    expect(await lexicon.verbResults('paint')).toEqual([]);
    expect(await lexicon.verbResults('hospital')).toEqual([]);
  });

  it("gives the lexicographer file of a noun's first sense, none for a word with no noun sense", async () => {
    expect(await lexicon.fileOf('hospital')).toBe('noun.artifact');
    expect(await lexicon.fileOf('reputation')).toBe('noun.state');
    expect(await lexicon.fileOf('quickly')).toBeUndefined();
  });

  it('gives the nouns an adjective pertains to, none for an adjective of no thing', async () => {
    expect(await lexicon.pertainsTo('Danish')).toEqual(['denmark']);
    expect(await lexicon.pertainsTo('national')).toEqual(['nation']);
    expect(await lexicon.pertainsTo('shy')).toEqual([]);
    expect(await lexicon.pertainsTo('harbour')).toEqual([]);
  });
});
