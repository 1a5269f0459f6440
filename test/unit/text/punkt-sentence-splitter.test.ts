import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createPunktSentenceSplitter,
  englishPunktParameters,
  loadPunktParameters,
  splitSentences,
} from '../../../src/text/punkt-sentence-splitter.js';
import { InputError } from '../../../src/core/errors.js';

// Expected splits were produced by NLTK 3.8's PunktSentenceTokenizer with the same English parameters.
describe('splitSentences (NLTK Punkt)', () => {
  it('keeps abbreviations and initials inside sentences, and lets sentences start lower case (NLTK docstring)', () => {
    const text =
      'Punkt knows that the periods in Mr. Smith and Johann S. Bach\ndo not mark sentence boundaries.  And sometimes sentences\ncan start with non-capitalized words.  i is a good variable\nname.';
    expect(splitSentences(text)).toEqual([
      'Punkt knows that the periods in Mr. Smith and Johann S. Bach\ndo not mark sentence boundaries.',
      'And sometimes sentences\ncan start with non-capitalized words.',
      'i is a good variable\nname.',
    ]);
  });

  it('realigns closing quotes and brackets that follow the sentence end (NLTK docstring)', () => {
    const text =
      '(How does it deal with this parenthesis?)  "It should be part of the\nprevious sentence." "(And the same with this one.)" (\'And this one!\')\n"(\'(And (this)) \'?)" [(and this. )]';
    expect(splitSentences(text)).toEqual([
      '(How does it deal with this parenthesis?)',
      '"It should be part of the\nprevious sentence."',
      '"(And the same with this one.)"',
      "('And this one!')",
      '"(\'(And (this)) \'?)"',
      '[(and this. )]',
    ]);
  });

  it('attaches a citation placed after the period to the next sentence (ALCE gotcha)', () => {
    expect(splitSentences('The war ended in 1945. [1] It was long.')).toEqual(['The war ended in 1945.', '[1] It was long.']);
  });

  it('makes "[2]." after a sentence a sentence of its own (ALCE issue #26)', () => {
    expect(splitSentences('The war ended in 1945 [1]. [2]. It was long [3].')).toEqual([
      'The war ended in 1945 [1].',
      '[2].',
      'It was long [3].',
    ]);
  });

  it('keeps "[1][2]" and "[1, 2]" inside their sentence', () => {
    expect(splitSentences('It cost $3.5 million. The price rose [1][2].')).toEqual([
      'It cost $3.5 million.',
      'The price rose [1][2].',
    ]);
    expect(splitSentences('The film was released in 2001 [1, 2]. It grossed $207 million [3].')).toEqual([
      'The film was released in 2001 [1, 2].',
      'It grossed $207 million [3].',
    ]);
  });

  it('does not split after a known abbreviation followed by a lower-case word', () => {
    expect(splitSentences('He moved to the U.S. in 1990. However, he returned.')).toEqual([
      'He moved to the U.S. in 1990.',
      'However, he returned.',
    ]);
    expect(splitSentences('Washington, D.C. is the capital.')).toEqual(['Washington, D.C. is the capital.']);
  });

  it('treats a run of end marks as one boundary and keeps paragraph breaks inside a sentence', () => {
    expect(splitSentences('Very bad acting!!! I promise.')).toEqual(['Very bad acting!!!', 'I promise.']);
    expect(splitSentences('First line\n\nSecond paragraph. Third sentence.')).toEqual([
      'First line\n\nSecond paragraph.',
      'Third sentence.',
    ]);
  });

  it('strips trailing whitespace from the last sentence and returns nothing for empty text', () => {
    expect(splitSentences('  Leading and trailing spaces.  ')).toEqual(['  Leading and trailing spaces.']);
    expect(splitSentences('')).toEqual([]);
  });

  it("uses the model's orthographic table after abbreviations and numbers", () => {
    // "therefore" was seen in lower case and never capitalised mid-sentence, so "Inc. Therefore" is a boundary;
    // "administrators" was seen starting sentences in lower case and never capitalised, so "1990. administrators" is too.
    expect(splitSentences('The deal closed at Acme Inc. Therefore, shares rose.')).toEqual([
      'The deal closed at Acme Inc.',
      'Therefore, shares rose.',
    ]);
    expect(splitSentences('It was founded in 1990. administrators said so.')).toEqual([
      'It was founded in 1990.',
      'administrators said so.',
    ]);
    expect(splitSentences('Wait... What happened? Nobody knows!')).toEqual(['Wait... What happened?', 'Nobody knows!']);
  });

  it('gives spans that index the original text', () => {
    const splitter = createPunktSentenceSplitter(englishPunktParameters());
    const text = 'One. Two [1]. Three?';
    expect(splitter.spans(text).map(({ start, end }) => text.slice(start, end))).toEqual(['One.', 'Two [1].', 'Three?']);
  });
});

describe('loadPunktParameters', () => {
  it('reads an NLTK punkt_tab directory and uses its orthographic table', () => {
    const dir = mkdtempSync(join(tmpdir(), 'punkt-'));
    writeFileSync(join(dir, 'abbrev_types.txt'), 'etc');
    writeFileSync(join(dir, 'collocations.tab'), '');
    writeFileSync(join(dir, 'sent_starters.txt'), '');
    // "what" seen in lower case and never capitalised mid-sentence: a capitalised "What" after "etc." starts a sentence.
    writeFileSync(join(dir, 'ortho_context.tab'), 'what\t32');
    const splitter = createPunktSentenceSplitter(loadPunktParameters(dir));
    expect(splitter.split('Apples, pears etc. What else?')).toEqual(['Apples, pears etc.', 'What else?']);
    writeFileSync(join(dir, 'ortho_context.tab'), 'what\t36');
    expect(createPunktSentenceSplitter(loadPunktParameters(dir)).split('Apples, pears etc. What else?')).toEqual([
      'Apples, pears etc. What else?',
    ]);
  });

  it('rejects a directory without the model files', () => {
    expect(() => loadPunktParameters(tmpdir())).toThrow(InputError);
  });
});
