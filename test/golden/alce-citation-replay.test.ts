import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { citationQuality } from '../../eval/metrics/alce/citation-quality.js';
import type { AlceDoc } from '../../eval/metrics/alce/alce-item.js';
import { removeCitations } from '../../src/citations/alce-citations.js';
import { createFakeEntailmentJudge, premiseTitles } from '../support/fake-entailment-judge.js';
import { sharedData } from '../support/shared-data.js';

/**
 * The first ten ChatGPT VANILLA ASQA outputs of ALCE's human evaluation, with the automatic (TRUE-11B) decisions
 * ALCE stored per sentence (recall 0/1) and per judged citation (2 = alone supports, 1 = needed with the others,
 * 0 = irrelevant). A fake judge replays those decisions; our citation algorithm must ask exactly the questions the
 * reference asks and turn the answers into the same per-sentence and per-item figures.
 */
interface GoldenSentence {
  text: string;
  cited_titles_and_human_citation_precision_score: [string, number | null][];
}
interface GoldenItem {
  id: string;
  question: string;
  output: string;
  sentences: GoldenSentence[];
  automatic_recall_scores?: number[];
  automatic_citation_precision_scores?: number[][];
  automatic_precision_scores?: number[];
}

const golden = JSON.parse(readFileSync(sharedData('golden/alce_humaneval_citations_first10_asqa_chatgpt.json'), 'utf8')) as {
  items: GoldenItem[];
};
const scored = golden.items.filter((item) => item.automatic_recall_scores && item.automatic_citation_precision_scores);
const NDOC = 5; // the run used five passages per question

/** Docs at the positions the output's markers name; the file keeps titles (texts omitted), which is all the replay needs. */
function docsOf(item: GoldenItem): AlceDoc[] {
  const titles = new Array<string | undefined>(NDOC).fill(undefined);
  for (const sentence of item.sentences) {
    const markers = [...sentence.text.matchAll(/\[(\d+)/g)].map((match) => Number(match[1]));
    sentence.cited_titles_and_human_citation_precision_score.forEach(([title], position) => {
      const index = markers[position]! - 1;
      if (titles[index] !== undefined && titles[index] !== title) throw new Error(`doc ${index} has two titles`);
      titles[index] = title;
    });
  }
  return titles.map((title, index) => ({ title: title ?? `uncited passage ${index + 1}`, text: '(text not in fixture)' }));
}

function replayJudge(item: GoldenItem) {
  const bySentence = new Map(
    item.sentences.map((sentence, index) => [
      removeCitations(sentence.text).trim(),
      {
        titles: sentence.cited_titles_and_human_citation_precision_score.map(([title]) => title),
        recall: item.automatic_recall_scores![index]!,
        perCitation: item.automatic_citation_precision_scores![index]!,
      },
    ]),
  );
  return createFakeEntailmentJudge(({ premise, hypothesis }) => {
    const sentence = bySentence.get(hypothesis);
    if (!sentence) throw new Error(`judge asked about an unknown statement: ${hypothesis}`);
    const asked = premiseTitles(premise);
    const same = (a: string[], b: string[]) => a.length === b.length && a.every((title, i) => title === b[i]);
    if (same(asked, sentence.titles)) return sentence.recall === 1;
    if (asked.length === 1) {
      const position = sentence.titles.indexOf(asked[0]!);
      if (position >= 0) return sentence.perCitation[position] === 2; // condition A: this passage alone
    }
    const dropped = sentence.titles.findIndex((_, i) => same(asked, sentence.titles.filter((__, j) => j !== i)));
    if (dropped >= 0) return sentence.perCitation[dropped] === 0; // condition B: the others without it
    throw new Error(`judge asked an unexpected premise ${JSON.stringify(asked)} for: ${hypothesis}`);
  });
}

describe('ALCE citation recall/precision replayed from stored automatic judgements (first 10 ASQA, ChatGPT)', () => {
  it('uses every item whose automatic scores the fixture holds', () => {
    expect(scored.length).toBe(9);
  });

  for (const item of scored) {
    it(`reproduces item ${item.id}`, async () => {
      const run = await citationQuality([{ question: item.question, output: item.output, docs: docsOf(item) }], replayJudge(item));
      const result = run.perItem[0]!;
      expect(result.statements.map((statement) => statement.text)).toEqual(
        item.sentences.map((sentence) => removeCitations(sentence.text).trim()),
      );
      expect(result.statements.map((statement) => statement.recall)).toEqual(item.automatic_recall_scores);

      // Arithmetic of compute_autoais from the stored labels alone.
      let relevant = 0;
      let total = 0;
      item.automatic_citation_precision_scores!.forEach((scores, index) => {
        total += scores.length;
        if (item.automatic_recall_scores![index] === 1) relevant += scores.filter((score) => score > 0).length;
      });
      const recalls = item.automatic_recall_scores!;
      expect(result.recall).toBeCloseTo(recalls.reduce((a, b) => a + b, 0) / recalls.length, 12);
      expect(result.totalCitations).toBe(total);
      expect(result.precision).toBeCloseTo(total > 0 ? relevant / total : 0, 12);

      // Per-sentence precision as ALCE's human_eval stores it: 1 iff cited and no judged citation scored 0.
      const sentencePrecision = result.statements.map((statement) =>
        statement.cited.length > 0 && statement.precision.every((verdict) => ['supports', 'needed', 'single'].includes(verdict)) ? 1 : 0,
      );
      expect(sentencePrecision).toEqual(item.automatic_precision_scores);
    });
  }
});
