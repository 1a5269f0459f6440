import { describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';

const noModel = { CITEQA_LLM_BASE_URL: '', CITEQA_LLM_MODEL: '', CITEQA_CACHE_DIR: '/tmp/citeqa-test-cache-reproduce' };

describe('citeqa reproduce', () => {
  it('alce-human-eval recomputes STR-EM, STR-HIT and length exactly and ROUGE-Lsum closely', async () => {
    const result = await runMain(['reproduce', 'alce-human-eval', '--data', sharedData('alce/asqa_human_eval_outputs.dev.json'), '--json'], { env: noModel });
    expect(result.stderr).toBe('');
    const rows = JSON.parse(result.stdout) as { metric: string; stored: number; recomputed: number; difference: number }[];
    const byMetric = Object.fromEntries(rows.map((row) => [row.metric, row]));
    for (const metric of ['str_em', 'str_hit', 'length']) {
      expect(byMetric[metric]!.recomputed).toBeCloseTo(byMetric[metric]!.stored, 9);
    }
    expect(byMetric.str_em!.stored).toBe(35.3);
    expect(Math.abs(byMetric.rougeLsum!.difference)).toBeLessThan(0.5);
  });

  it('alce-human-agreement gives ALCE’s human-evaluation table figures for the Vicuna-13B run', async () => {
    const result = await runMain(['reproduce', 'alce-human-agreement', '--json'], { env: noModel });
    const report = JSON.parse(result.stdout) as {
      judge: string;
      rows: { run: string; human: { recall: number; precision: number }; stored: { recall: number; precision: number } }[];
    };
    const vicuna = report.rows.find((row) => row.run.includes('vicuna'))!;
    expect(vicuna.human.recall).toBeCloseTo(51.6, 1);
    expect(vicuna.human.precision).toBeCloseTo(51.5, 1);
    expect(vicuna.stored.recall).toBeCloseTo(50.3, 1);
    expect(vicuna.stored.precision).toBeCloseTo(50.1, 1);
    expect(report.judge).toMatch(/lexical/);
  });

  it('a paper table that needs a model says which setting is missing', async () => {
    const result = await runMain(['reproduce', 'kalma-table-5'], { env: noModel });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^citeqa: config llm\.(model|baseURL): reproduce kalma-table-5 needs a generation model/);
    expect(result.stderr).toContain('CITEQA_LLM_MODEL');
  });

  it('an unknown target lists the known ones', async () => {
    const result = await runMain(['reproduce', 'kalma-table-99'], { env: noModel });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/unknown target; known: alce-human-eval, alce-human-agreement, conner-reference, conner-table-2, .*kalma-table-3/);
  });
});
