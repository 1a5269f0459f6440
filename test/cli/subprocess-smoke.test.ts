import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILED_MAIN, compiledEntry } from '../../src/cli/compiled-entry.js';
import { PROJECT_ROOT } from '../../src/core/project-root.js';
import { runCli } from '../support/run-cli.js';

// The rest of test/cli calls main(argv) in-process; these run the real executable (bin.js, which runs the compiled
// dist/ that the test set-up keeps current) the way a user's shell does, so the entry point, the exit code and the
// absence of stack traces are seen end to end.
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

  it('--help runs the compiled code and loads no TypeScript and none of the heavy packages', () => {
    expect(compiledEntry(PROJECT_ROOT)).toBe(join(PROJECT_ROOT, COMPILED_MAIN));
    const trace = join(cache, 'loads.txt');
    const result = runCli(['--help'], { env: { ...env, CITEQA_TRACE_LOADS: trace }, nodeOptions: ['--import', join(PROJECT_ROOT, 'test/support/trace-module-loads.mjs')] });
    expect(result.status).toBe(0);
    const loaded = readFileSync(trace, 'utf8').trim().split('\n');
    expect(loaded).toContain(`file://${join(PROJECT_ROOT, COMPILED_MAIN)}`);
    expect(loaded.filter((url) => url.endsWith('.ts'))).toEqual([]);
    const heavy = /\/node_modules\/(zod|tsx|oxigraph|hnswlib-node|vega[^/]*|@energetic-ai\/[^/]+|@langchain\/[^/]+|langchain|wink-[^/]+|openai|hono)\//;
    expect(loaded.filter((url) => heavy.test(url))).toEqual([]);
  });

  it('reports bad input in one line with exit code 2 and no stack trace', () => {
    const result = runCli(['eval', join(cache, 'missing.json')], { env });
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^citeqa: .*missing\.json/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
