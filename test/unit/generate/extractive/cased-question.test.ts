import { describe, expect, it } from 'vitest';
import { casedQuestion, withRelativeNamesCased } from '../../../../src/generate/extractive/cased-question.js';
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
