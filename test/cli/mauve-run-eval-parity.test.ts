import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { runMain } from '../support/run-main.js';

let work: string;
let env: NodeJS.ProcessEnv;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'citeqa-mauve-parity-'));
  env = { CITEQA_CACHE_DIR: join(work, 'cache'), CITEQA_LLM_BASE_URL: undefined, CITEQA_LLM_MODEL: undefined };
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('MAUVE in a run and in citeqa eval', () => {
  it('is the same figure with the same featurizer note for the same answers', async () => {
    const out = join(work, 'run');
    const run = await runMain(['run', '--data', join(PROJECT_ROOT, 'test/fixtures/alce/mini-alce.json'), '--out', out], { env });
    expect(run.status).toBe(0);
    const metrics = JSON.parse(readFileSync(join(out, 'metrics.json'), 'utf8'));
    const runMauve = metrics.perSeed['1'].metrics.mauve;
    expect(typeof runMauve).toBe('number');
    expect(metrics.notes.mauve).toMatch(/^features from use-lite \(512-d\)/);

    // The run's answers as an ALCE result file, scored by `citeqa eval`.
    const records = readFileSync(join(out, 'items.jsonl'), 'utf8').split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line));
    const file = join(work, 'answers.json');
    writeFileSync(file, JSON.stringify({ data: records.map((record) => ({ ...record.gold, id: record.id, question: record.question, output: record.answer, docs: record.docs })) }));
    const scored = join(work, 'scored');
    const evaluated = await runMain(['eval', file, '--out', scored], { env });
    expect(evaluated.status).toBe(0);
    const summary = JSON.parse(readFileSync(join(scored, 'summary.json'), 'utf8'));
    expect(summary.metrics.mauve).toBe(runMauve);
    expect(summary.notes.mauve).toBe(metrics.notes.mauve);
  });
});
