import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

describe('CONNER sweeps (fake OpenAI-compatible server)', () => {
  const server = useFakeOpenAIServer();
  const work = mkdtempSync(join(tmpdir(), 'citeqa-sweep-conner-'));
  const data = join(work, 'nq.txt');
  writeFileSync(data, readFileSync(sharedData('conner', 'nq', 'nq_test_random_testset.txt'), 'utf8').split('\n').slice(0, 6).join('\n'));
  const env = { CITEQA_LLM_BASE_URL: '', CITEQA_CACHE_DIR: join(work, 'cache') };

  beforeAll(() => {
    server.chat.setHandler((body) => {
      const prompt = body.messages.at(-1)!.content;
      if (prompt.endsWith('Answer:')) return 'an answer';
      if (/Reply with one integer/.test(JSON.stringify(body.messages))) return '3';
      return { texts: Array.from({ length: body.n ?? 1 }, (_, i) => `Generated knowledge number ${i + 1} about the question. It goes on.`) };
    });
  });

  it('conner-strategies: retrieved, zero-shot and few-shot knowledge side by side, with downstream validity', async () => {
    const out = join(work, 'strategies');
    const result = await runMain(['sweep', 'conner-strategies', '--data', data, '--limit', '3', '--out', out], {
      env: { ...env, CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-lm', CITEQA_LLM_API_KEY: 'k' },
    });
    expect(result.status, result.stderr).toBe(0);
    const sweep = JSON.parse(readFileSync(join(out, 'sweep.json'), 'utf8')) as { rows: { setting: { knowledge: string }; metrics: Record<string, { mean: number | null; n: number }> }[] };
    expect(sweep.rows.map((row) => row.setting.knowledge)).toEqual(['retrieved-knowledge', 'conner-zero-shot', 'conner-few-shot']);
    for (const row of sweep.rows) {
      expect(row.metrics.validity!.mean, row.setting.knowledge).toEqual(expect.any(Number));
      expect(row.metrics.fact_consistent!.mean, row.setting.knowledge).toEqual(expect.any(Number));
    }
    // Generated knowledge repeats no gold fact; retrieved knowledge is the gold passage itself.
    expect(sweep.rows[0]!.metrics.fact_consistent!.mean).toBeGreaterThan(sweep.rows[1]!.metrics.fact_consistent!.mean!);
    expect(existsSync(join(out, 'report.html'))).toBe(true);
  }, 120_000);

  it('knowledge-selection: random vs selected demonstrations vs selected knowledge', async () => {
    const out = join(work, 'selection');
    const result = await runMain(['sweep', 'knowledge-selection', '--data', data, '--limit', '2', '--out', out], {
      env: { ...env, CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-lm', CITEQA_LLM_API_KEY: 'k' },
    });
    expect(result.status, result.stderr).toBe(0);
    const sweep = JSON.parse(readFileSync(join(out, 'sweep.json'), 'utf8')) as { rows: { setting: { selection: string }; run: string }[] };
    expect(sweep.rows.map((row) => row.setting.selection)).toEqual(['random demonstrations', 'selected demonstrations (30→8)', 'selected knowledge (best of 5)']);
    const config = JSON.parse(readFileSync(join(out, sweep.rows[2]!.run, 'config.json'), 'utf8')) as { strategyOptions: Record<string, unknown>; suiteOptions: Record<string, unknown> };
    expect(config.strategyOptions).toMatchObject({ n: 5, topP: 0.9 });
    expect(config.suiteOptions).toMatchObject({ selectKnowledge: 5, downstreamModel: 'fake-lm' });
  }, 120_000);

  it('names the missing model setting before running any setting', async () => {
    const out = join(work, 'offline');
    const result = await runMain(['sweep', 'conner-strategies', '--data', data, '--limit', '2', '--out', out], { env });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/llm\.baseURL/);
    expect(existsSync(out)).toBe(false);
  });

  it('reproduce conner-table-2 prints the paper rows beside CiteQA rows, and names the missing model offline', async () => {
    const out = join(work, 'table-2');
    const result = await runMain(['reproduce', 'conner-table-2', '--data', data, '--limit', '2', '--out', out], {
      env: { ...env, CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-lm', CITEQA_LLM_API_KEY: 'k' },
    });
    expect(result.status, result.stderr).toBe(0);
    // The paper's DPR row: 97.78% fact-consistent, 36.86% validity, printed as fractions with four decimals.
    expect(result.stdout).toMatch(/\| paper: DPR \(supervised\) \| 0\.9778 \| 0\.0223 \| 0\.0000 \| 0\.7514 \|.*\| 0\.3686 \|/);
    expect(result.stdout).toMatch(/\| CiteQA fake-lm: knowledge=conner-few-shot \| \d\.\d{4}/);

    const offline = await runMain(['reproduce', 'conner-table-7', '--data', data, '--out', join(work, 'table-7')], { env });
    expect(offline.status).not.toBe(0);
    expect(offline.stderr).toMatch(/reproduce conner-table-7: missing a generation model/);
  }, 120_000);
});
