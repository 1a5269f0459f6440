import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { createSeededRandom } from '../../eval/experiments/seeded-random.js';
import { runMain } from '../support/run-main.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

const server = useFakeOpenAIServer();
const QUESTIONS = join(PROJECT_ROOT, 'corpora/biographies/questions.jsonl');
const LIMIT = 8;
const ITERATIONS = 10;

const lineCount = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '').length : 0);

describe('kill and resume with a model', () => {
  it(`ends with byte-identical items.jsonl and metrics.json after a SIGKILL at ${ITERATIONS} random points`, async () => {
    // A deterministic model: the reply depends on the question only; tokens are priced, so cost is part of the check.
    server.chat.setHandler((body) => ({
      text: `${body.messages.at(-1)!.content.split('\n').at(-1)!.slice(0, 40)} [NA].`,
      usage: { prompt_tokens: 120, completion_tokens: 9 },
      delayMs: 25,
    }));
    const root = mkdtempSync(join(tmpdir(), 'citeqa-kill-model-'));
    const configFile = join(root, 'citeqa.config.json');
    writeFileSync(configFile, JSON.stringify({ llm: { baseURL: server.baseURL, model: 'fake-model' }, prices: { 'fake-model': { prompt: 1, completion: 2 } }, concurrency: 2 }));
    const args = (out: string) => ['--config', configFile, 'run', '--data', QUESTIONS, '--source', 'kg', '--strategy', 'kalma', '--limit', String(LIMIT), '--out', out];

    const whole = join(root, 'whole');
    const uninterrupted = await runMain(args(whole), { env: { CITEQA_CACHE_DIR: join(root, 'cache-whole') } });
    expect(uninterrupted.status, uninterrupted.stderr).toBe(0);
    const expectedItems = readFileSync(join(whole, 'items.jsonl'), 'utf8');
    const expectedMetrics = readFileSync(join(whole, 'metrics.json'), 'utf8');
    expect(JSON.parse(expectedMetrics).usage.cost).toBeGreaterThan(0);

    // Kill points drawn from a fixed seed: after 0 … LIMIT-1 answers are on disk, plus a little jitter.
    const random = createSeededRandom(20261124, 'kill-points');
    const draw = (max: number) => random.int(0, max);
    const killedAfter: number[] = [];
    for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
      const out = join(root, `resumed-${iteration}`);
      const cache = join(root, `cache-${iteration}`);
      const atLeast = draw(LIMIT - 1);
      const jitterMs = draw(40);
      const child = spawn(process.execPath, [join(PROJECT_ROOT, 'src/cli/bin.js'), ...args(out)], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, CITEQA_CACHE_DIR: cache },
        stdio: 'ignore',
      });
      const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
      const deadline = Date.now() + 60_000;
      while (lineCount(join(out, 'items.jsonl')) < atLeast && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      await new Promise((resolve) => setTimeout(resolve, jitterMs));
      child.kill('SIGKILL');
      await exited;
      killedAfter.push(lineCount(join(out, 'items.jsonl')));

      const resumed = await runMain(args(out), { env: { CITEQA_CACHE_DIR: cache } });
      expect(resumed.status, `iteration ${iteration}: ${resumed.stderr}`).toBe(0);
      expect(readFileSync(join(out, 'items.jsonl'), 'utf8'), `iteration ${iteration}, killed after ${killedAfter.at(-1)} items`).toBe(expectedItems);
      expect(readFileSync(join(out, 'metrics.json'), 'utf8'), `iteration ${iteration}`).toBe(expectedMetrics);
    }
    // The kills landed at different points, not all before the first answer or after the last.
    expect(new Set(killedAfter).size).toBeGreaterThan(2);
  }, 300_000);
});
