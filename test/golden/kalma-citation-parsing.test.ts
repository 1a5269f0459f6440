import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractKalmaCitations, removeKalmaCitations } from '../../src/citations/kalma-citations.js';
import { splitKalmaSentences } from '../../src/text/kalma-sentence-splitter.js';
import { sharedData } from '../support/shared-data.js';

interface KalmaGoldenCase {
  name: string;
  answer: string;
  expected: {
    extract_citations: { citations: [string, string, string][]; num_NA: number };
    alignment_sentence_split: string[];
    'alignment_pairs(sentence_plain_text, "property: value")': [string, string][];
    'NA_sentences(premises)': string[];
  };
}

const cases = JSON.parse(readFileSync(sharedData('golden/kalma_golden_cases.json'), 'utf8')) as KalmaGoldenCase[];

// Only the parsing-related fields of the reference outputs; the metric fields are checked by the KaLMA metric tests.
describe.each(cases.map((c) => [c.name, c] as const))('KaLMA reference parsing on %s', (_name, golden) => {
  it('extracts the same triples and [NA] count as extract_citations (strict mode)', () => {
    const extraction = extractKalmaCitations(golden.answer, { mode: 'strict' });
    expect(extraction.triples.map((t) => [t.qid, t.property, t.value])).toEqual(golden.expected.extract_citations.citations);
    expect(extraction.naCount).toBe(golden.expected.extract_citations.num_NA);
    expect(extraction.repairs).toEqual([]);
  });

  it("splits sentences like KaLMA's alignment code", () => {
    expect(splitKalmaSentences(golden.answer)).toEqual(golden.expected.alignment_sentence_split);
  });

  it('removes citations from each sentence as the alignment pairs show', () => {
    const plainTexts = new Set(splitKalmaSentences(golden.answer).map(removeKalmaCitations));
    for (const [plainText] of golden.expected['alignment_pairs(sentence_plain_text, "property: value")']) {
      expect(plainTexts).toContain(plainText);
    }
    const naSentences = splitKalmaSentences(golden.answer)
      .filter((sentence) => sentence.includes('[NA]'))
      .map(removeKalmaCitations);
    expect(naSentences).toEqual(golden.expected['NA_sentences(premises)']);
  });
});
