import { describe, expect, it } from 'vitest';
import { citationQuality, formatDoc } from '../../../../../eval/metrics/alce/citation-quality.js';
import { createFakeEntailmentJudge, premiseTitles } from '../../../../support/fake-entailment-judge.js';

const docs = ['A', 'B', 'C', 'D', 'E'].map((title) => ({ title, text: `text of ${title}` }));

/** Entailed when the premise contains every title in `needs[hypothesis]` (one of several alternatives). */
function judgeBy(needs: Record<string, string[][]>) {
  return createFakeEntailmentJudge(({ premise, hypothesis }) => {
    const titles = new Set(premiseTitles(premise));
    return (needs[hypothesis] ?? []).some((set) => set.every((title) => titles.has(title)));
  });
}

describe('ALCE citation recall and precision', () => {
  it('formats passages as ALCE does, preferring the QA-extracted sentence', () => {
    expect(formatDoc({ title: 'T', text: 'body' })).toBe('Title: T\nbody');
    expect(formatDoc({ title: 'T', text: 'body', sent: 'extracted' })).toBe('Title: T\nextracted');
  });

  it('scores a supported single citation as recall 1 and precision 1', async () => {
    const judge = judgeBy({ 'Paris is the capital of France.': [['A']] });
    const run = await citationQuality([{ question: 'q', output: 'Paris is the capital of France [1].', docs }], judge);
    expect(run.perItem[0]).toMatchObject({ recall: 1, precision: 1, totalCitations: 1 });
    expect(judge.asked).toEqual([{ premise: 'Title: A\ntext of A', hypothesis: 'Paris is the capital of France.' }]);
  });

  it('marks a citation irrelevant when it alone fails and the others suffice without it', async () => {
    const judge = judgeBy({ 'X.': [['A']] });
    const run = await citationQuality([{ question: 'q', output: 'X [1][2].', docs }], judge);
    const item = run.perItem[0]!;
    expect(item.recall).toBe(1);
    expect(item.precision).toBe(0.5);
    expect(item.statements[0]!.precision).toEqual(['supports', 'irrelevant']);
  });

  it('keeps a citation that is needed together with another', async () => {
    const judge = judgeBy({ 'X.': [['A', 'B']] });
    const run = await citationQuality([{ question: 'q', output: 'X [1][2].', docs }], judge);
    expect(run.perItem[0]!.precision).toBe(1);
    expect(run.perItem[0]!.statements[0]!.precision).toEqual(['needed', 'needed']);
  });

  it('judges only the first three citations, for recall and precision', async () => {
    const judge = judgeBy({ 'X.': [['D']] });
    const run = await citationQuality([{ question: 'q', output: 'X [1][2][3][4].', docs }], judge);
    expect(run.perItem[0]).toMatchObject({ recall: 0, precision: 0, totalCitations: 3 });
    expect(judge.asked[0]!.premise).toBe(['A', 'B', 'C'].map((t) => `Title: ${t}\ntext of ${t}`).join('\n'));
  });

  it('zeroes a sentence with an out-of-range citation and leaves it out of the precision denominator', async () => {
    const judge = judgeBy({ 'X.': [['A']], 'Y.': [['A']] });
    const run = await citationQuality([{ question: 'q', output: 'X [1][9]. Y [1].', docs }], judge);
    expect(run.perItem[0]).toMatchObject({ recall: 0.5, precision: 1, totalCitations: 1 });
    expect(run.perItem[0]!.statements[0]!.outOfRange).toBe(true);
    expect(judge.asked.map((pair) => pair.hypothesis)).toEqual(['Y.']);
  });

  it('counts an uncited sentence against recall without asking the judge', async () => {
    const judge = judgeBy({ 'X.': [['A']] });
    const run = await citationQuality([{ question: 'q', output: 'X [1]. No citation here.', docs }], judge);
    expect(run.perItem[0]).toMatchObject({ recall: 0.5, precision: 1 });
    expect(judge.asked).toHaveLength(1);
  });

  it('gives precision 0 to every citation of an unsupported multi-citation sentence', async () => {
    const judge = judgeBy({});
    const run = await citationQuality([{ question: 'q', output: 'X [1][2].', docs }], judge);
    expect(run.perItem[0]).toMatchObject({ recall: 0, precision: 0, totalCitations: 2 });
    expect(judge.asked).toHaveLength(1);
  });

  it('reads [0] as the last passage, like Python index -1', async () => {
    const judge = judgeBy({ 'X.': [['E']] });
    const run = await citationQuality([{ question: 'q', output: 'X [0].', docs }], judge);
    expect(run.perItem[0]!.recall).toBe(1);
  });

  it('leaves an empty output out (null) rather than scoring it 0', async () => {
    const run = await citationQuality([{ question: 'q', output: '', docs }], judgeBy({}));
    expect(run.perItem[0]).toBeNull();
  });

  it('splits QAMPARI answers on commas and prepends the question to each', async () => {
    const judge = judgeBy({ 'Which? Alpha': [['A']], 'Which? Beta': [['B']] });
    const run = await citationQuality(
      [{ question: 'Which?', output: 'Alpha [1], Beta [1], Gamma [2].', docs }],
      judge,
      { qampari: true },
    );
    expect(run.perItem[0]!.statements.map((statement) => statement.text)).toEqual(['Which? Alpha', 'Which? Beta', 'Which? Gamma']);
    expect(run.perItem[0]!.recall).toBeCloseTo(1 / 3, 12);
    expect(run.perItem[0]!.precision).toBeCloseTo(1 / 3, 12);
  });

  it('asks the judge in at most three batches however many items there are', async () => {
    const judge = judgeBy({ 'X.': [['A']] });
    const items = Array.from({ length: 20 }, () => ({ question: 'q', output: 'X [1][2][3].', docs }));
    await citationQuality(items, judge);
    expect(judge.calls).toBeLessThanOrEqual(3);
  });

  it('counts unparseable verdicts as not entailed and reports them', async () => {
    const judge = createFakeEntailmentJudge(() => null);
    const run = await citationQuality([{ question: 'q', output: 'X [1].', docs }], judge);
    expect(run.perItem[0]!.recall).toBe(0);
    expect(run.unparsedVerdicts).toBe(1);
  });
});
