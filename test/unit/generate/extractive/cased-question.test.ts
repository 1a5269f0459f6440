import { describe, expect, it } from 'vitest';
import { casedQuestion, withGivenNamesCased, withRelativeNamesCased } from '../../../../src/generate/extractive/cased-question.js';
import { isRelationWord } from '../../../../src/generate/extractive-kg/relation-chain.js';
import { wordnetLexicon } from '../../../../src/text/lexicon/wordnet-lexicon.js';

const passages = [
  { id: 'x1', title: 'Ilse Varga', text: 'Ilse Varga studied in Bergen with the organist Jon Stern, who taught her harmony.' },
  { id: 'x2', title: 'Jon Stern', text: 'Jon Stern was born in Tromsø and played in the cathedral of Bergen.' },
];

describe('the question written with the passages’ capitals', () => {
  it('writes the names the passages give as they write them', () => {
    expect(casedQuestion('where was jon stern born', passages)).toBe('where was Jon Stern born');
    expect(casedQuestion('who taught ilse varga in bergen?', passages)).toBe('who taught Ilse Varga in Bergen?');
  });

  it('changes whole names only, never a word inside another', () => {
    // A surname alone is not a name the passages give: "stern" may be a word.
    expect(casedQuestion('did ilse varga know stern?', passages)).toBe('did Ilse Varga know stern?');
    expect(casedQuestion('what did the sternest critic say?', passages)).toBe('what did the sternest critic say?');
  });

  it('leaves a word in lower case where the question writes names with capitals', () => {
    const opera = [...passages, { id: 'x4', title: 'Ilse Varga', text: 'She sang in The Marriage of Bergen, and Bergen loved her.' }];
    expect(casedQuestion('Where did Ilse Varga live after her marriage?', opera)).toBe('Where did Ilse Varga live after her marriage?');
    // A name of several words is still written whole as the passages write it.
    expect(casedQuestion('Where did Ilse Varga meet jon stern?', opera)).toBe('Where did Ilse Varga meet Jon Stern?');
  });

  it('writes a name typed without its accents as the passages write it, in any case', () => {
    // ø is a letter of its own, not an o with a mark, so "Tromso" is left as typed.
    const accented = [{ id: 'x3', title: 'Åsa Brontë', text: 'Åsa Brontë was born in Tromsø in 1816.' }];
    expect(casedQuestion('How old was Asa Bronte when she left Tromso?', accented)).toBe('How old was Åsa Brontë when she left Tromso?');
    expect(casedQuestion('when was asa bronte born', accented)).toBe('when was Åsa Brontë born');
    expect(casedQuestion('Was Asa Brontes born there?', accented)).toBe('Was Asa Brontes born there?');
  });

  it('leaves a question without the passages’ names as it is', () => {
    expect(casedQuestion('Where was Ole Hansker born?', passages)).toBe('Where was Ole Hansker born?');
  });
});

describe('a relative name the passages never give, in a lower-case question', () => {
  const lexicon = wordnetLexicon();
  it('is capitalised after a relation noun when WordNet does not know the word', async () => {
    expect(await withRelativeNamesCased("what year was tova's older brother ragnvald born?", lexicon, isRelationWord)).toBe("what year was tova's older brother Ragnvald born?");
    // A word WordNet knows is not a name, nor is a word after anything but a relation noun.
    expect(await withRelativeNamesCased("what did tova's brother build?", lexicon, isRelationWord)).toBe("what did tova's brother build?");
    expect(await withRelativeNamesCased('where did tova meet ragnvald?', lexicon, isRelationWord)).toBe('where did tova meet ragnvald?');
  });
});

describe('a given name typed in lower case before a capitalised surname', () => {
  const lexicon = wordnetLexicon();
  it('is capitalised when WordNet has the word only as a name', async () => {
    expect(await withGivenNamesCased('what did charles Brandt die of?', lexicon)).toBe('what did Charles Brandt die of?');
    expect(await withGivenNamesCased('where was mary Vell born', lexicon)).toBe('where was Mary Vell born');
    // A word WordNet has only as a name is one wherever it stands, and an unknown word before it is its given name.
    expect(await withGivenNamesCased('where was little ivo lincoln buried', lexicon)).toBe('where was little Ivo Lincoln buried');
    // A word after such a name that WordNet also has as a name is its surname (a newton is also a unit).
    expect(await withGivenNamesCased('when did tova marry mary newton?', lexicon)).toBe('when did tova marry Mary Newton?');
  });

  it('never takes a function word for a name, whatever WordNet files under it ("as" is also arsenic)', async () => {
    const question = 'Did Tova Brandt get much of an education as a girl?';
    expect(await withGivenNamesCased(question, lexicon)).toBe(question);
  });

  it('writes an unknown word a couple of edits from a given name the passages use with that surname as they write it', async () => {
    expect(await withGivenNamesCased('what did jawarharlal Nehru found', lexicon, ['Jawaharlal Nehru'])).toBe('what did Jawaharlal Nehru found');
    // Far from every given name the passages use with the surname, it is someone else's.
    expect(await withGivenNamesCased('where was eddie lincoln buried', lexicon, ['Robert Todd Lincoln'])).toBe('where was Eddie Lincoln buried');
  });

  it('reads an unknown word before a surname the passages gave as a given name they do not give', async () => {
    expect(await withGivenNamesCased('when was tobby Stern born', lexicon, ['Jon Stern'])).toBe('when was Tobby Stern born');
  });

  it('leaves name particles and inflected common words in lower case', async () => {
    expect(await withGivenNamesCased("whom did Piero da Vinci's siblings marry?", lexicon)).toBe("whom did Piero da Vinci's siblings marry?");
  });

  it('leaves question words and common words alone', async () => {
    // WordNet knows "who" as the WHO, and "rose" and "john" also in lower case.
    expect(await withGivenNamesCased('who Brandt married', lexicon)).toBe('who Brandt married');
    expect(await withGivenNamesCased('the rose Brandt grew', lexicon)).toBe('the rose Brandt grew');
    expect(await withGivenNamesCased('did john Brandt sail', lexicon)).toBe('did john Brandt sail');
  });
});
