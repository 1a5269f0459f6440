import { describe, expect, it } from 'vitest';
import { ASKS_WHAT_LIKE, saysQuality } from '../../../../src/generate/extractive/says-quality.js';
import { wordnetLexicon } from '../../../../src/text/lexicon/wordnet-lexicon.js';

const lexicon = wordnetLexicon();

describe('a question asking what someone was like', () => {
  it('ends in "like", with or without "as a person", after "what was"', () => {
    expect(ASKS_WHAT_LIKE.test('What was Tova Brandt like?')).toBe(true);
    expect(ASKS_WHAT_LIKE.test("What was Tova Brandt's temperament like?")).toBe(true);
    expect(ASKS_WHAT_LIKE.test('What was Tova Brandt like as a person?')).toBe(true);
    expect(ASKS_WHAT_LIKE.test('What did Tova Brandt like to eat?')).toBe(false);
    expect(ASKS_WHAT_LIKE.test('Which painters did Tova Brandt like?')).toBe(false);
  });
});

describe('a sentence giving its subject a quality', () => {
  it('by a graded adjective opening it or after a copula', async () => {
    expect(await saysQuality('Shy and private, she rarely left Tarrow.', lexicon)).toBe(true);
    expect(await saysQuality('As a girl she was very shy.', lexicon)).toBe(true);
  });

  it('not by an adjective of no attribute or one inside a phrase', async () => {
    expect(await saysQuality('She wrote four novels in Tarrow.', lexicon)).toBe(false);
    expect(await saysQuality('She married a shy weaver from Molde.', lexicon)).toBe(false);
  });
});
