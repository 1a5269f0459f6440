import { describe, expect, it } from 'vitest';
import { definedByAskedWord } from '../../../../src/generate/extractive/defined-by-asked-word.js';
import { contentKeys } from '../../../../src/generate/extractive/passage-relevance.js';
import { wordnetLexicon } from '../../../../src/text/lexicon/wordnet-lexicon.js';

const lexicon = wordnetLexicon();
const defines = (asked: string, sentence: string) => definedByAskedWord(sentence, contentKeys(asked), lexicon);

describe("a sentence saying the question's words in other words", () => {
  it('finds a sentence verb whose WordNet gloss opens with an asked word, in a rarer sense too', async () => {
    // correspond, third of four senses: "exchange messages".
    expect(await defines('exchange letters', 'She corresponded with the poet Ilse Marr for years.')).toBe(true);
    expect(await defines('exchange letters', 'She met the poet Ilse Marr in Bergen.')).toBe(false);
  });

  it('reads a noun through the verb it is made from, and each alternative the gloss opens with', async () => {
    // imprisonment → imprison: "lock up or confine, in or as in a jail".
    expect(await defines('locked up', 'She wrote her memoir during her imprisonment in Vard Castle.')).toBe(true);
    expect(await defines('confined', 'She wrote her memoir during her imprisonment in Vard Castle.')).toBe(true);
  });

  it('does not read a noun in an apposition, which describes someone else', async () => {
    // "assistant" is made from "assist": "work for or be a servant to".
    expect(await defines('start working', 'In 1926 she married Ole Vang, a young assistant at the institute, and they moved to Tarrow.')).toBe(false);
    expect(await defines('start working', 'In 1926 she became an assistant at the institute.')).toBe(true);
  });

  it('does not read a noun through a verb of another sense, nor a word of many senses', async () => {
    // "court" the noun is no courting; "run" has a sense "flee" among dozens.
    expect(await defines('engaged', 'She was presented at the court of the Duke of Vard.')).toBe(false);
    expect(await defines('fled', 'Her son later ran the shipyard she had founded.')).toBe(false);
  });

  it('matches only the opening words of a gloss, not the words that say how', async () => {
    // imprison's gloss goes on "in or as in a jail": a jail is not what it opens with.
    expect(await defines('jail', 'She wrote her memoir during her imprisonment in Vard Castle.')).toBe(false);
  });

  it('has nothing to find when nothing is asked', async () => {
    expect(await definedByAskedWord('She corresponded with the poet Ilse Marr.', new Set(), lexicon)).toBe(false);
  });
});
