import { readFileSync } from 'node:fs';
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

  it('alce-human-utility gives the mean human utility per run beside the paper’s range', async () => {
    const result = await runMain(['reproduce', 'alce-human-utility', '--json'], { env: noModel });
    expect(result.status, result.stderr).toBe(0);
    const rows = JSON.parse(result.stdout) as { dataset: string; rated: number; mean: number; distribution: number[]; paperRange: number[] }[];
    // ALCE's ChatGPT VANILLA ASQA run: utility 3.75 over 100 rated answers (ALCE §6 gives 3.7–3.9 for ASQA).
    expect(rows).toHaveLength(1);
    expect(rows[0]!.mean).toBeCloseTo(3.75, 9);
    expect(rows[0]!.distribution.reduce((a, b) => a + b, 0)).toBe(100);
    expect(rows[0]!.paperRange).toEqual([3.7, 3.9]);
  });

  it('alce-human-agreement adds §G.5’s detection of insufficient and irrelevant citations', async () => {
    const result = await runMain(['reproduce', 'alce-human-agreement'], { env: noModel });
    // Insufficient citations as TRUE-11B finds them, counted from the file: sentences humans and TRUE both call unsupported.
    const file = JSON.parse(readFileSync(sharedData('alce/human_citations.dev.json'), 'utf8')) as Record<string, Record<string, Record<string, { sentences: { sentence_recall_score: number }[]; automatic_recall_scores: number[] }>>>;
    let both = 0;
    let human = 0;
    let rater = 0;
    for (const runs of Object.values(file)) for (const items of Object.values(runs)) for (const item of Object.values(items)) item.sentences.forEach((sentence, i) => {
      const h = sentence.sentence_recall_score > 0 ? 1 : 0;
      const t = item.automatic_recall_scores[i]! > 0 ? 1 : 0;
      if (h === 0) human += 1;
      if (t === 0) rater += 1;
      if (h === 0 && t === 0) both += 1;
    });
    expect(result.stdout).toContain(`| TRUE-11B (stored in file) | ${((100 * both) / human).toFixed(1)} | ${((100 * both) / rater).toFixed(1)} |`);
    expect(result.stdout).toContain('| paper: ALCE (whole human evaluation) | 82.3 | 84.2 | 75.6 | 66.1 |');
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

  it('a paper table that needs a model lists everything missing at once, before any call', async () => {
    const result = await runMain(['reproduce', 'kalma-table-5'], { env: noModel });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^citeqa: reproduce kalma-table-5: missing a generation model \(set CITEQA_LLM_BASE_URL and CITEQA_LLM_MODEL/);
    const both = await runMain(['reproduce', 'alce-table-4', '--data', '/nonexistent/asqa.json', '--prompt-dir', '/nonexistent/prompts'], { env: noModel });
    expect(both.stderr).toMatch(/missing a generation model .*; --data \/nonexistent\/asqa\.json: no such file; prompt folder \/nonexistent\/prompts \(no such directory\)/);
  });

  it('--show lists every model-based target’s settings with their sources, and marks what the command line changed', async () => {
    const { PAPER_TARGETS } = await import('../../eval/experiments/reproduce/paper-targets.js');
    for (const target of Object.keys(PAPER_TARGETS)) {
      const shown = await runMain(['reproduce', target, '--show'], { env: noModel });
      expect(shown.status, `${target}: ${shown.stderr}`).toBe(0);
      const rows = shown.stdout.split('\n').filter((line) => /^\| \w+ \| /.test(line) && !line.startsWith('| setting'));
      expect(rows.length, target).toBeGreaterThan(0);
      // Every setting names a paper section, a reference config or file, or why CiteQA stands in.
      for (const row of rows) expect(row, target).toMatch(/§|configs?|prompt|run\.py|CiteQA|reports one run/);
    }
    const changed = await runMain(['reproduce', 'alce-table-4', '--show', '--shots', '1', '--light-inst'], { env: noModel });
    expect(changed.stdout).toMatch(/\| shots \| 1 \| command line \(the paper: 2 — ALCE §5/);
    expect(changed.stdout).toMatch(/\| lightInstruction \| true \| command line/);
    const wrong = await runMain(['reproduce', 'kalma-table-3', '--show', '--shots', '3'], { env: noModel });
    expect(wrong.stderr).toMatch(/--shots: this target has no shots setting; its settings: prompt, temperature, gevalPrompts, referenceCode, seeds, judge/);
  });

  it('an unknown target lists the known ones', async () => {
    const result = await runMain(['reproduce', 'kalma-table-99'], { env: noModel });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/unknown target; known: alce-human-eval, alce-human-agreement, alce-human-utility, conner-reference, conner-table-2, .*kalma-table-3/);
  });
});
