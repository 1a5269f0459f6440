import { describe, expect, it } from 'vitest';
import { createEntityRecognizer } from '../../../src/ner/entity-recognizer.js';
import { createGazetteer } from '../../../src/ner/gazetteer.js';
import { PersonNameWords, personFullNames, personNameCandidates, withNameCapitals } from '../../../src/ner/name-capitals.js';
import { wordnetLexicon } from '../../../src/text/lexicon/wordnet-lexicon.js';

const entities = [
  { qid: 'Q1', label: 'Tomas Vellander', aliases: ['Tomas di Vell'], types: ['human'] },
  { qid: 'Q2', label: 'Rose Kvarn', aliases: ['Rose Sjöberg'], types: ['human'] },
  { qid: 'Q3', label: 'Lake Orvana', aliases: [], types: ['lake'] },
];

describe('words of people’s names in a lower-case question', () => {
  it('keeps the capitalised words of people’s names that WordNet never writes in lower case, asked for a lower-case text', async () => {
    expect(personNameCandidates(entities)).toEqual(
      new Map([['tomas', 'Tomas'], ['vellander', 'Vellander'], ['vell', 'Vell'], ['rose', 'Rose'], ['kvarn', 'Kvarn'], ['sjoberg', 'Sjöberg']]),
    );
    const words = new PersonNameWords(personNameCandidates(entities), wordnetLexicon());
    // A text with capitals is read by them: nothing is asked.
    await words.prepare('Did Rose Kvarn meet Tomas Vellander?');
    expect(words.words.size).toBe(0);
    await words.prepare('did rose kvarn meet tomas vellander or rose sjoberg?');
    expect(new Map(words.words)).toEqual(new Map([['kvarn', 'Kvarn'], ['tomas', 'Tomas'], ['vellander', 'Vellander'], ['sjoberg', 'Sjöberg']]));
  });

  it('capitalises them only in a text typed without capitals, word by word, at the same positions', () => {
    const words = new Map([['vellander', 'Vellander'], ['kvarn', 'Kvarn']]);
    expect(withNameCapitals("who taught vellander's son", words)).toBe("who taught Vellander's son");
    expect(withNameCapitals('Who taught vellander?', words)).toBe('Who taught Vellander?');
    expect(withNameCapitals('who taught vellanders', words)).toBe('who taught vellanders');
    expect(withNameCapitals('Who taught Tomas vellander?', words)).toBe('Who taught Tomas vellander?');
    // Typed without the name's accent, the typed letters get the capitals.
    expect(withNameCapitals('when did bronte die', new Map([['bronte', 'Brontë']]))).toBe('when did Bronte die');
  });

  it('lets the KG recognizer find a lone surname typed in lower case, and not a common word of a name', async () => {
    const recognizer = createEntityRecognizer({ gazetteer: createGazetteer(entities), nameWords: new PersonNameWords(personNameCandidates(entities), wordnetLexicon()) });
    const question = "what did vellander's father do?";
    await recognizer.prepare?.(question);
    const mentions = recognizer.recognize(question);
    expect(mentions.map((m) => m.text)).toEqual(['vellander']);
    expect(question.slice(mentions[0]!.start, mentions[0]!.end)).toBe('vellander');
    await recognizer.prepare?.('the rose grew by the lake');
    expect(recognizer.recognize('the rose grew by the lake').map((m) => m.text)).toEqual([]);
  });

  it('capitalises a common word of a name where the whole name is typed ("rose kvarn"), and only there', async () => {
    expect(personFullNames(entities)).toEqual(new Set(['tomas vellander', 'tomas di vell', 'rose kvarn', 'rose sjoberg']));
    const words = new PersonNameWords(personNameCandidates(entities), wordnetLexicon(), personFullNames(entities));
    await words.prepare('what did rose kvarn paint? the rose grew');
    expect(words.capitalise('what did rose kvarn paint? the rose grew')).toBe('what did Rose Kvarn paint? the rose grew');
    // A text with capitals is read by them.
    expect(words.capitalise('What did Rose kvarn paint?')).toBe('What did Rose kvarn paint?');
    const recognizer = createEntityRecognizer({ gazetteer: createGazetteer(entities), nameWords: words });
    expect(recognizer.recognize('what did rose kvarn paint?').map((m) => m.text)).toEqual(['rose kvarn']);
  });

  it('capitalises a word WordNet does not know that is a few edits from a name word, as typed', async () => {
    const words = new PersonNameWords(personNameCandidates(entities), wordnetLexicon());
    await words.prepare('what did tomas vellandr paint? did kvran sail? the vela sank');
    // "vellandr" is one edit from Vellander, "kvran" a swap from Kvarn; "vela" is too short to tell.
    expect(words.capitalise('what did tomas vellandr paint? did kvran sail? the vela sank')).toBe('what did Tomas Vellandr paint? did Kvran sail? the vela sank');
  });
});
