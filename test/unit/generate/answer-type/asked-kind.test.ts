import { describe, expect, it } from 'vitest';
import { askedKind } from '../../../../src/generate/answer-type/asked-kind.js';
import { askedNoun } from '../../../../src/generate/answer-type/asked-noun.js';
import { compoundHead } from '../../../../src/generate/answer-type/compound-head.js';
import { kindFits } from '../../../../src/generate/answer-type/kind-fit.js';
import { textNamesKind, textSaysKind } from '../../../../src/generate/answer-type/text-says-kind.js';
import { wordnetLexicon } from '../../../../src/text/lexicon/wordnet-lexicon.js';

const lexicon = wordnetLexicon();

describe('the noun a what/which question asks about', () => {
  it('skips the possessor before a possessive and keeps the modifiers of the asked noun', async () => {
    expect(await askedNoun("What was Tova Brandt's shoe size?", lexicon)).toEqual({ noun: 'size', modifiers: [] });
    expect(await askedNoun("What was Lise Joliot-Arnault's first novel?", lexicon)).toEqual({ noun: 'novel', modifiers: ['first'] });
    expect(await askedNoun('Which movements did she belong to?', lexicon)).toEqual({ noun: 'movement', modifiers: [] });
  });

  it('reads a hyphenated modifier as one modifier before the noun', async () => {
    expect(await askedNoun("In which present-day country is Tova Brandt's birthplace?", lexicon)).toEqual({ noun: 'country', modifiers: ['present-day'] });
    expect(await askedNoun('What well-known painting did she sell?', lexicon)).toEqual({ noun: 'painting', modifiers: ['well-known'] });
  });

  it("takes WordNet's compound of the last two nouns when it has one", async () => {
    expect((await askedNoun('What pen name did Tova Brandt write under?', lexicon))?.noun).toBe('pen name');
    expect((await askedNoun('Which football club did he support?', lexicon))?.noun).toBe('club');
    // An adjective WordNet knows the pair with is part of the noun.
    expect((await askedNoun("What was Tova Brandt's maiden name?", lexicon))?.noun).toBe('maiden name');
  });

  it('ends the noun at a name that opens a clause of its own', async () => {
    expect((await askedNoun('What is the speech Tova Brandt gave at the opening called?', lexicon))?.noun).toBe('speech');
    // Names before the noun are still part of it.
    expect((await askedNoun('Which New York clubs did she sing in?', lexicon))?.noun).toBe('club');
  });

  it('asks for what a piece or item is counted out of', async () => {
    expect(await askedNoun('On what piece of furniture did Tova Brandt sleep?', lexicon)).toEqual({ noun: 'furniture', modifiers: [] });
    expect(await askedNoun('Which piece did Tova Brandt play?', lexicon)).toEqual({ noun: 'piece', modifiers: [] });
  });

  it('marks a kind asked of the noun ("what kind of artist"), which is the asked kind even for a person', async () => {
    expect(await askedNoun('What kind of artist was Tova Brandt?', lexicon)).toEqual({ noun: 'artist', modifiers: [], kindOf: true });
    expect(await askedKind('What kind of artist was Tova Brandt?', lexicon)).toBe('artist');
    expect(await askedKind('Which artist taught Tova Brandt?', lexicon)).toBeUndefined();
  });

  it('finds no noun where none follows the question word', async () => {
    expect(await askedNoun('What did Tova Brandt eat?', lexicon)).toBeUndefined();
    expect(await askedNoun('Who taught her?', lexicon)).toBeUndefined();
  });

  it('reads a name right after "what was" as the subject of the clause, not the asked noun', async () => {
    expect(await askedNoun('What was Tova Brandt sent to Uppsala to study?', lexicon)).toBeUndefined();
    expect(await askedNoun('What is Tova Brandt known for?', lexicon)).toBeUndefined();
    // With a possessive the noun after it is asked; without the verb, a name before a common noun is part of it.
    expect(await askedNoun("What was Tova Brandt's first novel?", lexicon)).toEqual({ noun: 'novel', modifiers: ['first'] });
    expect((await askedNoun('Which Brandt sister wrote the play?', lexicon))?.noun).toBe('sister');
  });
});

describe('the asked kind', () => {
  it('is the noun when it has no coarse answer type', async () => {
    expect(await askedKind('In which hospital was Tova Brandt born?', lexicon)).toBe('hospital');
    expect(await askedKind('Which orchestra did he conduct?', lexicon)).toBe('orchestra');
  });

  it('is none when the coarse type checks the answer, or the noun is "name"', async () => {
    expect(await askedKind('In which city was Tova Brandt born?', lexicon)).toBeUndefined();
    expect(await askedKind('Which poet praised her?', lexicon)).toBeUndefined();
    expect(await askedKind("What was the name of Tova Brandt's mother?", lexicon)).toBeUndefined();
  });
});

describe('whether a KG fact is of the asked kind', () => {
  it('accepts a label that is the kind, a close hypernym or hyponym of it, or a value that says it', async () => {
    expect(await kindFits('pen name', 'pseudonym', 'Olaf Stern', lexicon)).toBe(true);
    expect(await kindFits('book', 'notable works', 'The Grey Harbour', lexicon)).toBe(true);
    expect(await kindFits('school', 'alma mater', 'Tarrow College', lexicon)).toBe(true);
    expect(await kindFits('orchestra', 'employer', 'Tarrow Philharmonic Orchestra', lexicon)).toBe(true);
    expect(await kindFits('illness', 'cause of death', 'tuberculosis', lexicon)).toBe(true);
    // WordNet files leukemia six steps below illness: a cancer, a malignant tumour, a tumour, a growth, a disease.
    expect(await kindFits('illness', 'cause of death', 'leukemia', lexicon)).toBe(true);
    // A novel is a "literary work" two steps up: the compound's head is a work.
    expect(await kindFits('novel', 'notable works', 'The Grey Harbour', lexicon, { labelOnly: true })).toBe(true);
  });

  it('rejects a fact of another kind', async () => {
    expect(await kindFits('hospital', 'place of birth', 'Copenhagen', lexicon)).toBe(false);
    expect(await kindFits('church', 'spouse', 'Olaf Stern', lexicon)).toBe(false);
    // "given name" is a name, as a pen name is, but not a pen name.
    expect(await kindFits('pen name', 'given name', 'Tova', lexicon)).toBe(false);
    // "sport" is an occupation only in a sense no question means.
    expect(await kindFits('sport', 'occupation', 'lawyer', lexicon)).toBe(false);
  });
});

describe('whether a text says the asked kind', () => {
  it('by its word, a synonym, a noun WordNet files under it, or a naming phrase for kinds of name', async () => {
    expect(await textSaysKind('She was born at the Tarrow infirmary in 1901.', 'hospital', lexicon)).toBe(true);
    expect(await textSaysKind('Among his compositions is the Harbour Suite.', 'piece', lexicon)).toBe(true);
    expect(await textNamesKind('Tova, known to her friends as Tiv, grew up in Tarrow.', 'nickname', lexicon)).toBe(true);
    // "born <name>" gives a birth surname: a maiden name, not a nickname; "born in <place>" gives no name.
    expect(await textNamesKind('Tova Stern was born Tova Brandt in Tarrow.', 'maiden name', lexicon)).toBe(true);
    expect(await textNamesKind('Tova Stern was born Tova Brandt in Tarrow.', 'nickname', lexicon)).toBe(false);
    expect(await textNamesKind('Tova Stern was born in Tarrow in 1901.', 'maiden name', lexicon)).toBe(false);
  });

  it('by a noun under a compound whose head is the kind, not by a phrase whose head comes first', async () => {
    // WordNet: schizophrenia → psychosis → mental illness (an illness, though filed under psychological state).
    expect(await textSaysKind('Her son suffered from schizophrenia.', 'illness', lexicon, { commonNounsOnly: true })).toBe(true);
    // "father of the church" is a father, not a church.
    expect(await textSaysKind('Her father was a weaver.', 'church', lexicon)).toBe(false);
    expect(compoundHead('mental illness')).toBe('illness');
    expect(compoundHead('father of the church')).toBeUndefined();
    expect(compoundHead('illness')).toBeUndefined();
  });

  it('not by a place of another kind or a naming phrase for a kind that is no name', async () => {
    expect(await textSaysKind('Tova Brandt was born in Copenhagen in 1901.', 'hospital', lexicon)).toBe(false);
    expect(await textNamesKind('Tova was known as a gifted teacher.', 'hospital', lexicon)).toBe(false);
  });
});
