import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { runMain } from '../support/run-main.js';

const work = mkdtempSync(join(tmpdir(), 'citeqa-validation-'));
const env = { CITEQA_CACHE_DIR: join(work, 'cache'), CITEQA_LLM_BASE_URL: undefined, CITEQA_LLM_MODEL: undefined };
const QUESTIONS = join(PROJECT_ROOT, 'corpora/biographies/questions.jsonl');

/** One line on stderr, exit code 2, naming what is wrong. */
async function refused(args: string[], pattern: RegExp, extraEnv: NodeJS.ProcessEnv = {}): Promise<void> {
  const result = await runMain(args, { env: { ...env, ...extraEnv } });
  expect(result.status, result.stdout).toBe(2);
  expect(result.stderr.trim().split('\n')[0]).toMatch(pattern);
  expect(result.stderr).not.toMatch(/unexpected error|\n\s+at /);
}

describe('bad settings and arguments are refused in one line', () => {
  it('timeouts a timer cannot hold, and a replay flag that is neither on nor off', async () => {
    await refused(['config'], /^citeqa: config timeoutMs: must be at most 2147483647 ms/, { CITEQA_TIMEOUT_MS: '3000000000' });
    await refused(['config'], /^citeqa: config replay: /, { CITEQA_REPLAY: 'maybe' });
    expect((await runMain(['config'], { env: { ...env, CITEQA_REPLAY: 'off' } })).status).toBe(0);
  });

  it('counts of zero: --n 0, generate --limit 0, run --k 0 (naming --k)', async () => {
    await refused(['ask', 'Who?', '--n', '0'], /^citeqa: --n: expected a positive integer, got "0"/);
    await refused(['generate', '--data', join(PROJECT_ROOT, 'test/fixtures/alce/mini-alce.json'), '--limit', '0', '--out', join(work, 'g')], /^citeqa: --limit: expected a positive integer/);
    await refused(['run', '--data', QUESTIONS, '--source', 'passages', '--k', '0', '--out', join(work, 'r')], /^citeqa: --k: expected a positive integer/);
  });

  it('an empty search query and an empty KG file', async () => {
    await refused(['search', '', '--index', join(work, 'none')], /^citeqa: query: is empty/);
    const empty = join(work, 'empty.jsonl');
    writeFileSync(empty, '');
    await refused(['retrieve', 'Who was Ada?', '--kg', empty], /empty\.jsonl: (holds no entities|.*no records)/);
  });

  it('a missing file, a directory and an unreadable file each say which', async () => {
    await refused(['eval', join(work, 'missing.json')], /missing\.json: no such file/);
    const folder = join(work, 'a-folder.json');
    mkdirSync(folder, { recursive: true });
    await refused(['eval', folder], /a-folder\.json: is a directory, not a file/);
    if (process.getuid?.() !== 0) {
      const locked = join(work, 'locked.json');
      writeFileSync(locked, '{}');
      chmodSync(locked, 0o000);
      await refused(['eval', locked], /locked\.json: cannot be read \(permission denied\)/);
    }
  });

  it('an output path where a file stands says so instead of an unexpected error', async () => {
    const file = join(work, 'a-file');
    writeFileSync(file, 'x');
    await refused(['index', join(PROJECT_ROOT, 'test/fixtures/passages/mini-docs.jsonl'), '--embedder', 'bm25', '--out', join(file, 'sub')], /cannot be made: a file stands where a directory is needed/);
  });
});
