import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../src/text/punkt-sentence-splitter.js';
import { sharedData } from '../support/shared-data.js';

interface SplitCase {
  output: string;
  sentences: string[];
}

interface AlceHumanEvalItem {
  output: string;
  sentences: { text: string }[];
}

function casesOf(items: AlceHumanEvalItem[]): SplitCase[] {
  return items.map((item) => ({ output: item.output, sentences: item.sentences.map((s) => s.text) }));
}

/** ALCE's human-evaluation file, `{dataset: {run: {qid: item}}}`: 100 ASQA + 5 ELI5 outputs. */
function humanCitationCases(): SplitCase[] {
  const data = JSON.parse(readFileSync(sharedData('alce/human_citations.dev.json'), 'utf8')) as Record<
    string,
    Record<string, Record<string, AlceHumanEvalItem>>
  >;
  return casesOf(Object.values(data).flatMap((runs) => Object.values(runs).flatMap((items) => Object.values(items))));
}

function firstTenCases(): SplitCase[] {
  const data = JSON.parse(
    readFileSync(sharedData('golden/alce_humaneval_citations_first10_asqa_chatgpt.json'), 'utf8'),
  ) as { items: AlceHumanEvalItem[] };
  return casesOf(data.items);
}

function agreement(cases: SplitCase[]): { agreed: number; total: number; firstMismatch?: SplitCase & { got: string[] } } {
  let agreed = 0;
  let firstMismatch: (SplitCase & { got: string[] }) | undefined;
  for (const c of cases) {
    const got = splitSentences(c.output);
    if (JSON.stringify(got) === JSON.stringify(c.sentences)) agreed++;
    else firstMismatch ??= { ...c, got };
  }
  return { agreed, total: cases.length, firstMismatch };
}

// Measured agreement with NLTK's sent_tokenize: 105/105 and 10/10 outputs split identically. The floors below are
// those measured rates; a regression in any boundary rule shows up here with the first output that differs.
describe('splitSentences reproduces NLTK sent_tokenize on ALCE outputs', () => {
  it('agrees on every output of human_citations.dev.json (105 outputs)', () => {
    const result = agreement(humanCitationCases());
    expect(result.total).toBe(105);
    expect(result.firstMismatch).toBeUndefined();
    expect(result.agreed / result.total).toBeGreaterThanOrEqual(1);
  });

  it('agrees on every output of the first-10 ASQA ChatGPT golden file', () => {
    const result = agreement(firstTenCases());
    expect(result.total).toBe(10);
    expect(result.firstMismatch).toBeUndefined();
    expect(result.agreed / result.total).toBeGreaterThanOrEqual(1);
  });
});
