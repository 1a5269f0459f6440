import { describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';

const file = sharedData('alce', 'human_citations.dev.json');

describe('citeqa agreement', async () => {
  const result = await runMain(['agreement', file, '--judge', 'lexical', '--json']);
  const report = JSON.parse(result.stdout) as any;

  it('prints exactly the documented JSON shape', async () => {
    expect(result.status).toBe(0);
    expect(Object.keys(report)).toEqual(['n_sentences', 'n_citations', 'judge', 'stored', 'runs']);
    expect(Object.keys(report.judge)).toEqual(['recall', 'precision']);
    expect(Object.keys(report.judge.recall)).toEqual(['accuracy', 'kappa']);
    expect(Object.keys(report.runs)).toEqual([
      'asqa-vicuna-13b-rigorous-shot2-ndoc3-42.json',
      'eli5-gpt-35-turbo-bm25-shot2-ndoc5-42-azure.json',
    ]);
    expect(Object.keys(report.runs['asqa-vicuna-13b-rigorous-shot2-ndoc3-42.json'])).toEqual(['n_sentences', 'n_citations', 'judge', 'stored']);
  });

  it("reproduces the published agreement of the file's stored TRUE-11B scores (86.4% recall, 80.0% precision)", async () => {
    expect(report.n_sentences).toBe(177);
    expect(report.n_citations).toBe(215);
    expect(report.stored.recall.accuracy.toFixed(1)).toBe('86.4');
    expect(report.stored.precision.accuracy.toFixed(1)).toBe('80.0');
  });

  it('keeps the offline lexical judge at least as close to the humans as TRUE-11B on this file (its tuning target)', async () => {
    expect(report.judge.recall.accuracy).toBeGreaterThanOrEqual(report.stored.recall.accuracy);
    expect(report.judge.precision.accuracy).toBeGreaterThanOrEqual(report.stored.precision.accuracy);
  });

  it('scores the offline lexical judge on the same labels', async () => {
    for (const kind of ['recall', 'precision']) {
      expect(report.judge[kind].accuracy).toBeGreaterThan(50);
      expect(report.judge[kind].accuracy).toBeLessThanOrEqual(100);
      expect(report.judge[kind].kappa).toBeGreaterThan(0);
    }
  });

  it('names the judge and shows confusion counts in the table', async () => {
    const table = await runMain(['agreement', file]);
    expect(table.status).toBe(0);
    expect(table.stdout).toContain('judge lexical');
    expect(table.stdout).toContain('stored automatic (TRUE-11B)');
    expect(table.stdout).toMatch(/human yes: \d+ yes \/ \d+ no/);
  });

  it('fails with one clear line on a file of the wrong shape', async () => {
    const bad = await runMain(['agreement', sharedData('golden', 'kalma_golden_cases.json')]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^citeqa: .*kalma_golden_cases\.json: not ALCE's human citation-evaluation format/);
    expect(bad.stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  it('names the judge setting when a model judge is not configured', async () => {
    const missing = await runMain(['agreement', file, '--judge', 'llm'], {
      env: { CITEQA_JUDGE_BASE_URL: '', CITEQA_LLM_BASE_URL: '', CITEQA_JUDGE_MODEL: '', CITEQA_LLM_MODEL: '', OPENAI_API_KEY: '' },
    });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('judge.baseURL');
  });
});
