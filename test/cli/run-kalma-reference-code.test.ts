import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { runMain } from '../support/run-main.js';

describe('citeqa run --kalma-reference-code', () => {
  it('scores the KaLMA suite as KaLMA’s scripts do, and records the choice in the run’s config', async () => {
    const work = mkdtempSync(join(tmpdir(), 'citeqa-run-kalma-code-'));
    const data = join(PROJECT_ROOT, 'test/fixtures/kg/mini-biokalma.json');
    const paper = await runMain(['run', '--data', data, '--out', join(work, 'paper')], { env: { CITEQA_CACHE_DIR: join(work, 'cache') } });
    const code = await runMain(['run', '--data', data, '--kalma-reference-code', '--out', join(work, 'code')], { env: { CITEQA_CACHE_DIR: join(work, 'cache') } });
    expect(paper.status, paper.stderr).toBe(0);
    expect(code.status, code.stderr).toBe(0);
    const notes = (dir: string) => (JSON.parse(readFileSync(join(work, dir, 'metrics.json'), 'utf8')) as { notes: Record<string, string> }).notes;
    expect(notes('code').alignment).toMatch(/first 400 answers only \(reference-code mode\)/);
    expect(notes('code').na).toMatch(/minimum-set knowledge not cited \(reference code\); code scoring/);
    expect(notes('paper').na).toMatch(/knowledge removed from the KG \(paper\); paper scoring/);
    expect(JSON.parse(readFileSync(join(work, 'code', 'config.json'), 'utf8'))).toMatchObject({ suiteOptions: { referenceCode: true } });
  }, 60_000);
});
