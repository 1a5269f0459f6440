import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

interface Result {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI in a child process without blocking this one, so the fake server here can answer it. */
function citeqa(args: string[], env: NodeJS.ProcessEnv): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'src/cli/bin.js'), ...args], { cwd: PROJECT_ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('citeqa run with a model (fake OpenAI-compatible server over HTTP)', () => {
  const server = useFakeOpenAIServer();
  beforeAll(async () => {
    server.chat.setHandler(() => ({ content: 'Ada Quill was a writer [NA].', usage: { prompt_tokens: 100, completion_tokens: 7 } }));
  });

  it('counts tokens, resumes without new calls, and serves a second run from the cache', async () => {
    const root = mkdtempSync(join(tmpdir(), 'citeqa-run-model-'));
    const env = { CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-model', CITEQA_LLM_API_KEY: 'k', CITEQA_CACHE_DIR: join(root, 'cache') };
    const args = (out: string) => ['run', '--data', join(PROJECT_ROOT, 'test/fixtures/kg/mini-biokalma.json'), '--strategy', 'kalma', '--out', out];

    const first = await citeqa(args(join(root, 'a')), env);
    expect(first.status, first.stderr).toBe(0);
    const calls = server.requestsTo('/chat/completions').length;
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(first.stderr).toMatch(/3 answered of 3, .* cache hits 0\/3, 321 tokens/);
    const config = JSON.parse(readFileSync(join(root, 'a/config.json'), 'utf8')) as { model: string; strategy: string };
    expect(config).toMatchObject({ model: 'fake-model', strategy: 'kalma' });
    const metrics = JSON.parse(readFileSync(join(root, 'a/metrics.json'), 'utf8')) as { usage: { promptTokens: number; calls: number } };
    expect(metrics.usage).toMatchObject({ calls: 3, promptTokens: 300 });

    const resumed = await citeqa(args(join(root, 'a')), env);
    expect(resumed.status, resumed.stderr).toBe(0);
    expect(resumed.stderr).toMatch(/0 answered, 3 already done \(resumed\) of 3/);
    expect(server.requestsTo('/chat/completions')).toHaveLength(calls);

    const cached = await citeqa(args(join(root, 'b')), env);
    expect(cached.status, cached.stderr).toBe(0);
    expect(cached.stderr).toMatch(/cache hits 3\/3/);
    expect(server.requestsTo('/chat/completions')).toHaveLength(calls);
    expect(readFileSync(join(root, 'b/metrics.json'), 'utf8').replace(/"cachedCalls": \d+/, '')).toBe(
      readFileSync(join(root, 'a/metrics.json'), 'utf8').replace(/"cachedCalls": \d+/, ''),
    );
  }, 120_000);

  it('reproduces a paper table with the configured model, printing the paper’s rows beside ours', async () => {
    const root = mkdtempSync(join(tmpdir(), 'citeqa-reproduce-model-'));
    const env = { CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-model', CITEQA_LLM_API_KEY: 'k', CITEQA_CACHE_DIR: join(root, 'cache') };
    const result = await citeqa(['reproduce', 'kalma-table-5', '--limit', '2', '--seeds', '1', '--out', join(root, 'sweep')], env);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/\| paper: removed_knowledge=1 \| 94\.1 \| 26\.1 \| 42\.5 \| 32\.3 \|/);
    // The fake model answers with [NA] only: no citation, so correctness has no value and recall is 0.
    expect(result.stdout).toMatch(/\| CiteQA fake-model: removed_knowledge=3 \| — \| — \| 0\.0 \| — \|/);
    const sweep = JSON.parse(readFileSync(join(root, 'sweep/sweep.json'), 'utf8')) as { config: { base: { strategy: string; strategyOptions: { temperature: number } } } };
    expect(sweep.config.base).toMatchObject({ strategy: 'kalma', strategyOptions: { temperature: 0.5 } });
  }, 120_000);
});
