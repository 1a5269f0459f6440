import type { Triple } from '../../src/core/knowledge.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { alignmentPairs } from '../../eval/metrics/kalma/alignment.js';
import { answerCitations } from '../../eval/metrics/kalma/answer-citations.js';
import { citationCounts } from '../../eval/metrics/kalma/citation-quality.js';
import type { KalmaRunItem } from '../../eval/metrics/kalma/kalma-run-item.js';
import { kalmaSentences } from '../../eval/metrics/kalma/kalma-sentences.js';
import { absentKnowledge, naSentences } from '../../eval/metrics/kalma/na-scores.js';
import { sharedData } from '../support/shared-data.js';

interface GoldenCase {
  name: string;
  answer: string;
  kg: Record<string, string>[];
  minimum_knowledge_set: Triple[] | null;
  expected: Record<string, any>;
}

const cases = JSON.parse(readFileSync(sharedData('golden', 'kalma_golden_cases.json'), 'utf8')) as GoldenCase[];

const itemOf = (c: GoldenCase): KalmaRunItem => ({
  question: c.name,
  kg: c.kg,
  answer: c.answer,
  ...(c.minimum_knowledge_set ? { minimum_knowledge: c.minimum_knowledge_set } : {}),
});

describe('KaLMA golden cases (outputs of the reference code)', () => {
  it('covers every case of the file', () => {
    expect(cases.length).toBe(8);
  });

  describe.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    it('extract_citations', () => {
      const { triples, naCount } = answerCitations(c.answer);
      expect(triples).toEqual(c.expected.extract_citations.citations);
      expect(naCount).toBe(c.expected.extract_citations.num_NA);
    });

    it('eval_accuracy', () => {
      const counts = citationCounts(itemOf(c), true);
      const expected = c.expected.eval_accuracy;
      expect(counts.correct).toBe(expected.num_correct);
      expect(counts.citations).toBe(expected.num_citations);
      const accuracy = counts.citations === 0 ? -1 : counts.correct / counts.citations;
      expect(accuracy).toBeCloseTo(expected.accuracy, 12);
    });

    it('alignment sentence split and (sentence, "property: value") pairs', () => {
      expect(kalmaSentences(c.answer)).toEqual(c.expected.alignment_sentence_split);
      const pairs = alignmentPairs(c.answer).map((pair) => [pair.sentence, pair.knowledge]);
      expect(pairs).toEqual(c.expected['alignment_pairs(sentence_plain_text, "property: value")']);
    });

    it('[NA] sentences (premises)', () => {
      expect(naSentences(c.answer)).toEqual(c.expected['NA_sentences(premises)']);
    });

    if (c.expected.eval_recall) {
      it('eval_recall and precision in reference-code mode (no correctness check)', () => {
        const counts = citationCounts(itemOf(c), false);
        const expected = c.expected.eval_recall;
        expect(counts.hits).toBe(expected.num_hit);
        expect(counts.gold).toBe(expected.num_should);
        expect(counts.hits! / counts.gold!).toBeCloseTo(expected.recall, 12);
        expect(counts.citations - counts.hits!).toBe(expected.num_irrelevant);
        expect((counts.citations - counts.hits!) / counts.citations).toBeCloseTo(expected.percent_irrelevant, 12);
        expect(counts.precise! / counts.citations).toBeCloseTo(c.expected['precision_per_answer(1-percent_irrelevant)'], 12);
      });

      it('paper mode also requires the citation to be correct against the KG', () => {
        const paper = citationCounts(itemOf(c), true);
        const code = citationCounts(itemOf(c), false);
        // The Oscar Hertwig triple is in the minimum set but not in the retrieved KG: a hit for the code only.
        expect(paper.hits).toBe(code.hits! - 1);
        expect(paper.precise).toBe(code.precise! - 1);
      });
    }

    if (c.expected['NA_dont_have_knowledge(hypotheses)']) {
      it('absent knowledge as the code defines it (minimum set not cited)', () => {
        expect(absentKnowledge(itemOf(c), 'not-cited')).toEqual(c.expected['NA_dont_have_knowledge(hypotheses)']);
      });
    }
  });
});
