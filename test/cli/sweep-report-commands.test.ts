import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import type { SweepResult } from '../../eval/experiments/sweep-spec.js';
import { runMain } from '../support/run-main.js';

const env = { CITEQA_LLM_BASE_URL: '', CITEQA_LLM_MODEL: '', CITEQA_CACHE_DIR: join(tmpdir(), 'citeqa-test-cache-sweep') };

describe('citeqa sweep and citeqa report', () => {
  it('runs the passage-count sweep on an ALCE file and regenerates its report from sweep.json alone', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'citeqa-sweep-cli-')), 'sweep');
    const data = join(PROJECT_ROOT, 'test/fixtures/alce/mini-alce.json');
    const sweep = await runMain(['sweep', 'passage-count', '--data', data, '--out', out], { env });
    expect(sweep.status, sweep.stderr).toBe(0);
    expect(sweep.stdout).toMatch(/^\| passages \|/m);

    const result = JSON.parse(readFileSync(join(out, 'sweep.json'), 'utf8')) as SweepResult;
    expect(result.sweep).toBe('passage-count');
    expect(result.rows.map((row) => row.setting.passages)).toEqual([1, 2, 3, 5, 10, 20]);
    for (const row of result.rows) {
      expect(Object.keys(row.metrics)).toEqual(expect.arrayContaining(['str_em', 'citation_rec', 'citation_prec', 'length']));
      expect(row.metrics.citation_rec).toHaveProperty('mean');
      expect(existsSync(join(out, row.run, 'items.jsonl'))).toBe(true);
    }
    // One passage in context: every answer can cite only [1].
    const oneDoc = readFileSync(join(out, result.rows[0]!.run, 'items.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { docs: unknown[] });
    expect(oneDoc.every((record) => record.docs.length === 1)).toBe(true);
    // The fixture's questions have 3, 2 and 5 docs: settings past that say so instead of implying k passages.
    expect(result.rows.find((row) => row.setting.passages === 3)!.note).toBe('1 of 3 questions have fewer than k = 3 docs (at most 2) and were given all they have');
    expect(result.rows.find((row) => row.setting.passages === 10)!.note).toBe('3 of 3 questions have fewer than k = 10 docs (at most 5) and were given all they have');
    expect(result.rows[0]!.note).toBeUndefined();
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toContain('**passages = 20**: 3 of 3 questions have fewer than k = 20 docs');

    rmSync(join(out, 'report.html'));
    rmSync(join(out, 'figures'), { recursive: true });
    const report = await runMain(['report', out], { env });
    expect(report.status, report.stderr).toBe(0);
    expect(readFileSync(join(out, 'report.html'), 'utf8')).toContain('<figure class="chart" data-kind="line"');
    expect(existsSync(join(out, 'figures/figure-1.svg'))).toBe(true);
  }, 120_000);

  it('names the presets when the sweep is unknown, and rejects a directory without results', async () => {
    const unknown = await runMain(['sweep', 'temperature', '--out', join(tmpdir(), 'x')], { env });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/unknown sweep; presets: retrieval-accuracy, knowledge-removal, passage-count/);
    const empty = await runMain(['report', mkdtempSync(join(tmpdir(), 'citeqa-empty-'))], { env });
    expect(empty.status).toBe(2);
    expect(empty.stderr).toMatch(/neither a sweep directory/);
  });
});
