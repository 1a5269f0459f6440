import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { runMain } from '../support/run-main.js';

let work: string;
let env: NodeJS.ProcessEnv;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'citeqa-run-both-'));
  env = { CITEQA_CACHE_DIR: join(work, 'cache'), CITEQA_LLM_BASE_URL: undefined, CITEQA_LLM_MODEL: undefined };
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const bundledQuestions = readFileSync(join(PROJECT_ROOT, 'corpora/biographies/questions.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as { id: string; question: string; answerable_from: string });

describe('citeqa run --source both', () => {
  it('answers each question exactly as citeqa ask does', async () => {
    // One question of each kind the corpus has: KG, passages, both, and none (needing [NA]).
    const chosen = ['kg', 'passages', 'both', 'none'].map((kind) => bundledQuestions.find((item) => item.answerable_from === kind)!);
    const data = join(work, 'questions.jsonl');
    writeFileSync(data, chosen.map((item) => JSON.stringify(item)).join('\n'));
    const out = join(work, 'run');

    const run = await runMain(['run', '--data', data, '--source', 'both', '--out', out], { env });
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.status).toBe(0);
    const records = readFileSync(join(out, 'items.jsonl'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as { id: string; answer: string; strategy: string; kg?: unknown[]; docs?: unknown[] });
    expect(records.map((record) => record.id)).toEqual(chosen.map((item) => item.id));

    for (const item of chosen) {
      const ask = await runMain(['ask', item.question], { env });
      expect(ask.status).toBe(0);
      const record = records.find((candidate) => candidate.id === item.id)!;
      // ask prints the answer text, a blank line, then the strategy and the citations.
      expect(ask.stdout.split('\n')[0]).toBe(record.answer.trim() === '' ? '(empty answer)' : record.answer.trim());
      expect(ask.stdout).toContain(`Strategy: ${record.strategy}`);
      // What the answer drew on is kept for the metrics: the retrieved KG and the passages it numbered.
      expect(record.kg?.length).toBeGreaterThan(0);
      expect(record.docs?.length).toBeGreaterThan(0);
    }
  });

  it('refuses a dataset that brings its own KG, naming the option', async () => {
    const result = await runMain(['run', '--data', join(PROJECT_ROOT, 'test/fixtures/kg/mini-biokalma.json'), '--source', 'both', '--out', join(work, 'refused')], { env });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^citeqa: --source both: /);
  });
});
