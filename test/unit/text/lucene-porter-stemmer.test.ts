import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lucenePorterStem } from '../../../src/text/lucene-porter-stemmer.js';
import { porterStem } from '../../../src/text/porter-stemmer.js';

// Stems Lucene 8.8.1's EnglishAnalyzer gave the corpus's words of plain letters, lower-cased (test/fixtures/lucene).
const golden = JSON.parse(readFileSync(new URL('../../fixtures/lucene/lucene-bm25-golden.json', import.meta.url), 'utf8')) as {
  vocabulary: Record<string, string[]>;
};
const alphabetic = Object.entries(golden.vocabulary)
  .filter(([word, terms]) => /^[A-Za-z]+$/.test(word) && terms.length === 1)
  .map(([word, terms]) => [word.toLowerCase(), terms] as const);

describe("lucenePorterStem (Lucene's PorterStemmer, Porter's own Release 3)", () => {
  it('stems every lower-case word of the bundled corpus as Lucene does', () => {
    expect(alphabetic.length).toBeGreaterThan(3000);
    expect(alphabetic.filter(([word, [term]]) => lucenePorterStem(word) !== term)).toEqual([]);
  });

  it("is not NLTK's default mode: y → i after a vowel, no irregular forms", () => {
    const differing = alphabetic.filter(([word, [term]]) => porterStem(word) !== term).map(([word]) => word);
    expect(differing).toEqual(expect.arrayContaining(['day', 'away', 'flying']));
    expect(lucenePorterStem('days')).toBe(golden.vocabulary.days![0]);
    expect(porterStem('days')).not.toBe(golden.vocabulary.days![0]);
  });

  it('leaves words under three letters alone', () => {
    expect(['is', 'ye', 'ly'].map(lucenePorterStem)).toEqual(['is', 'ye', 'ly']);
  });
});
