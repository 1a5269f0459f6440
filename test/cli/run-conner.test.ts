import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';

describe('citeqa run on a CONNER test set', () => {
  it('retrieves knowledge offline and writes every CONNER metric (a value or null with its reason) and a report', async () => {
    const work = mkdtempSync(join(tmpdir(), 'citeqa-run-conner-'));
    const data = join(work, 'nq.txt');
    writeFileSync(data, readFileSync(sharedData('conner', 'nq', 'nq_test_random_testset.txt'), 'utf8').split('\n').slice(0, 8).join('\n'));
    const out = join(work, 'run');
    const result = await runMain(['run', '--data', data, '--strategy', 'retrieved-knowledge', '--out', out], { env: { CITEQA_CACHE_DIR: join(work, 'cache') } });
    expect(result.status, result.stderr).toBe(0);
    const metrics = JSON.parse(readFileSync(join(out, 'metrics.json'), 'utf8')) as { suite: string; metrics: Record<string, { mean: number | null }>; nulls: Record<string, string>; notes: Record<string, string> };
    expect(metrics.suite).toBe('conner');
    for (const id of ['fact_consistent', 'knowledge_relevance', 'coh_sent', 'coh_para', 'info']) expect(metrics.metrics[id]!.mean, id).toEqual(expect.any(Number));
    for (const id of ['helpfulness', 'validity']) expect(metrics.nulls[id], id).toMatch(/\w/);
    expect(metrics.notes['knowledge corpus']).toMatch(/own gold knowledge/);
    // Retrieving from a corpus that holds each question's gold passage mostly finds it: the knowledge is entailed.
    expect(metrics.metrics.fact_consistent!.mean).toBeGreaterThan(0.5);
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toContain('| Informativeness | info |');
  }, 60_000);
});
