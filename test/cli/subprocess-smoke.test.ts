import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.js';

// The rest of test/cli calls main(argv) in-process; these run the real executable (bin.js through tsx) the way a
// user's shell does, so the entry point, the exit code and the absence of stack traces are seen end to end.
// test/cli/run-resume.test.ts (kill and resume) and run-with-model.test.ts (a model over HTTP) spawn it too.
const cache = mkdtempSync(join(tmpdir(), 'citeqa-smoke-'));
const env = { CITEQA_CACHE_DIR: cache, CITEQA_LLM_BASE_URL: '', CITEQA_LLM_MODEL: '' };
afterAll(() => rmSync(cache, { recursive: true, force: true }));

describe('citeqa as a subprocess', () => {
  it('prints its help and exits 0', () => {
    const result = runCli(['--help'], { env });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: citeqa /);
    expect(result.stdout).toContain('ask');
  });

  it('answers a question offline from the bundled corpus with a citation', () => {
    const result = runCli(['ask', 'Who was the father of Marie Curie?'], { env });
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n')[0]).toMatch(/Władysław Skłodowski \[Q\d+, father: Władysław Skłodowski\]/);
  });

  it('reports bad input in one line with exit code 2 and no stack trace', () => {
    const result = runCli(['eval', join(cache, 'missing.json')], { env });
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^citeqa: .*missing\.json/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
