import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';

const env = { CITEQA_LLM_BASE_URL: '', CITEQA_LLM_MODEL: '', CITEQA_CACHE_DIR: join(tmpdir(), 'citeqa-test-cache-resume') };
// Enough questions that the run is still going when the first three are on disk (new KG facts are embedded at ~8 items/s).
const LIMIT = 24;
const args = (out: string) => [
  'run', '--data', sharedData('biokalma/specific.dev.json'), '--strategy', 'extractive-kg', '--limit', String(LIMIT), '--seeds', '1,2', '--out', out,
];
const lines = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '').length : 0);

/** Starts a run in a child process and SIGKILLs it once `atLeast` items are on disk. */
async function killMidway(out: string, atLeast: number): Promise<number> {
  const child = spawn(process.execPath, [join(PROJECT_ROOT, 'src/cli/bin.js'), ...args(out)], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const items = join(out, 'items.jsonl');
  const deadline = Date.now() + 90_000;
  while (lines(items) < atLeast && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  child.kill('SIGKILL');
  await exited;
  return lines(items);
}

describe('citeqa run: interrupted and resumed', () => {
  it('ends with the same items.jsonl and metrics.json as an uninterrupted run', async () => {
    const root = mkdtempSync(join(tmpdir(), 'citeqa-resume-'));
    const whole = join(root, 'whole');
    const resumed = join(root, 'resumed');

    const done = await killMidway(resumed, 3);
    expect(done).toBeGreaterThanOrEqual(3);
    expect(done).toBeLessThan(2 * LIMIT);
    expect(existsSync(join(resumed, 'metrics.json'))).toBe(false);
    // A kill in the middle of a write leaves a torn last line; the resumed run must drop it and redo that item.
    appendFileSync(join(resumed, 'items.jsonl'), '{"key":"seed-2/e00');

    const second = await runMain(args(resumed), { env });
    expect(second.status, second.stderr).toBe(0);
    expect(second.stderr).toMatch(new RegExp(`${2 * LIMIT - done} answered, ${done} already done \\(resumed\\)`));
    const first = await runMain(args(whole), { env });
    expect(first.status, first.stderr).toBe(0);

    expect(lines(join(resumed, 'items.jsonl'))).toBe(2 * LIMIT);
    expect(readFileSync(join(resumed, 'items.jsonl'), 'utf8')).toBe(readFileSync(join(whole, 'items.jsonl'), 'utf8'));
    expect(readFileSync(join(resumed, 'metrics.json'), 'utf8')).toBe(readFileSync(join(whole, 'metrics.json'), 'utf8'));
    const metrics = JSON.parse(readFileSync(join(whole, 'metrics.json'), 'utf8')) as { seeds: number[]; metrics: Record<string, { n: number }> };
    expect(metrics.seeds).toEqual([1, 2]);
    expect(metrics.metrics.correctness!.n).toBe(2);
  }, 180_000);

  it('refuses to resume into a directory written with other options', async () => {
    const out = mkdtempSync(join(tmpdir(), 'citeqa-resume-other-'));
    const base = ['run', '--data', sharedData('biokalma/specific.dev.json'), '--strategy', 'extractive-kg', '--out', out];
    const first = await runMain([...base, '--limit', '1'], { env });
    expect(first.status, first.stderr).toBe(0);
    const other = await runMain([...base, '--limit', '2'], { env });
    expect(other.status).toBe(2);
    expect(other.stderr).toMatch(/holds a run with a different configuration/);
  }, 120_000);
});
