import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';

const HUMAN_EVAL = sharedData('alce/asqa_human_eval_outputs.dev.json');
const humanEval = JSON.parse(readFileSync(HUMAN_EVAL, 'utf8')) as {
  asqa: Record<string, { overall_results: Record<string, number>; items: unknown[] }>;
};

function parseJson(stdout: string): Record<string, unknown> {
  expect(stdout).not.toMatch(/NaN|Infinity/);
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe('citeqa eval --suite alce on ALCE\'s human-eval outputs', () => {
  // MAUVE is skipped here only to keep the suite fast (USE-lite embeds 200 long texts in ~20 s); it cannot match the
  // stored gpt2-large value anyway.
  for (const [run, { overall_results: stored, items }] of Object.entries(humanEval.asqa)) {
    it(`reproduces the stored str_em, str_hit and length of ${run} exactly and rougeLsum within 0.5`, async () => {
      // The acceptance command as the issue states it; --run only when the file holds several runs.
      const runs = Object.keys(humanEval.asqa);
      const result = await runMain(['eval', HUMAN_EVAL, '--suite', 'alce', '--json', '--no-mauve', ...(runs.length > 1 ? ['--run', run] : [])]);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const output = parseJson(result.stdout);
      expect(Object.keys(output)).toEqual(['suite', 'judge', 'n', 'metrics', 'nulls']);
      expect(output).toMatchObject({ suite: 'alce', judge: expect.stringMatching(/^lexical/), n: items.length });
      const metrics = output.metrics as Record<string, number | null>;
      expect(metrics.str_em).toBe(stored.str_em);
      expect(metrics.str_hit).toBe(stored.str_hit);
      expect(metrics.length).toBe(stored.length);
      expect(Math.abs(metrics.rougeLsum! - stored.rougeLsum!)).toBeLessThan(0.5);
      // The file's outputs have their citations stripped and no docs: citation quality is null, with the reason.
      expect(metrics.citation_rec).toBeNull();
      expect((output.nulls as Record<string, string>).citation_rec).toMatch(/no item has docs/);
    });
  }

  it('prints a table beside the stored scores and writes per-item scores with --out', async () => {
    const out = mkdtempSync(join(tmpdir(), 'citeqa-eval-'));
    const result = await runMain(['eval', HUMAN_EVAL, '--no-mauve', '--judge', 'none', '--out', out]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/str_em .*35\.30 +35\.30/);
    expect(result.stdout).toMatch(/citation_rec .*null: no entailment judge configured/);
    const lines = readFileSync(join(out, 'items.jsonl'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(100);
    expect(JSON.parse(lines[0]!)).toMatchObject({ id: '-7013890438520559398', scores: { str_em: expect.any(Number) } });
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary).toMatchObject({ suite: 'alce', n: 100, judge: null });
    expect(summary.metrics.length).toBe(42.38);
  });
});

describe('citeqa eval on an ALCE result file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'citeqa-eval-file-'));
  const docs = [
    { title: 'Josef Bican', text: 'Josef Bican scored 805 goals in his career, the most of any footballer.' },
    { title: 'Ali Daei', text: 'Ali Daei scored 109 goals for Iran in international football.' },
  ];
  const file = join(dir, 'asqa-run.json');
  writeFileSync(
    file,
    JSON.stringify({
      args: {},
      data: [
        {
          question: 'Who has scored the most goals?',
          output: 'Josef Bican scored 805 goals in his career [1]. Ali Daei scored 109 international goals [2].',
          docs,
          qa_pairs: [{ short_answers: ['Bican'] }, { short_answers: ['Daei'] }],
          annotations: [{ long_answer: 'Josef Bican scored the most goals.' }, { long_answer: 'Bican.' }],
        },
        {
          question: 'Who scored for Iran?',
          output: 'Ali Daei scored for Iran [2][1].',
          docs,
          qa_pairs: [{ short_answers: ['Daei'] }],
          annotations: [{ long_answer: 'Ali Daei.' }, { long_answer: 'Ali Daei scored for Iran.' }],
        },
      ],
    }),
  );

  it('scores citations with the default lexical judge and reports every ASQA metric', async () => {
    const result = await runMain(['eval', file, '--json', '--no-mauve']);
    expect(result.status).toBe(0);
    const output = parseJson(result.stdout);
    const metrics = output.metrics as Record<string, number | null>;
    expect(Object.keys(metrics)).toEqual(['length', 'str_em', 'str_hit', 'rougeLsum', 'rougeLsum_bootstrap', 'mauve', 'citation_rec', 'citation_prec']);
    expect(metrics.str_em).toBe(100);
    expect(metrics.citation_rec).toEqual(expect.any(Number));
    expect(metrics.citation_rec).toBeGreaterThanOrEqual(0);
    expect(metrics.citation_rec).toBeLessThanOrEqual(100);
    expect(output.nulls).toEqual({ mauve: 'skipped (--no-mauve)' });
  });

  it('rejects a missing file, a malformed item and an unknown suite with one line and no stack trace', async () => {
    const missing = await runMain(['eval', join(dir, 'nope.json')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/nope\.json: no such file/);
    expect(missing.stderr).not.toMatch(/\n\s+at /);

    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ data: [{ question: 'q' }] }));
    const malformed = await runMain(['eval', bad]);
    expect(malformed.status).toBe(2);
    expect(malformed.stderr).toMatch(/bad\.json: data\[0\]\.output/);

    const suite = await runMain(['eval', file, '--suite', 'frobnicate']);
    expect(suite.status).toBe(2);
    expect(suite.stderr).toMatch(/unknown suite "frobnicate"; known: alce, kalma, conner/);
  });

  it('asks which run to score when a human-eval file holds several', async () => {
    const [[name, body]] = Object.entries(humanEval.asqa) as [[string, unknown]];
    const twoRuns = join(dir, 'two-runs.json');
    writeFileSync(twoRuns, JSON.stringify({ asqa: { [name]: body, 'copy.json': body } }));
    const result = await runMain(['eval', twoRuns, '--json', '--no-mauve']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/holds 2 runs; choose one with --run/);
    expect(result.stderr).toMatch(/copy\.json/);
  });
});
