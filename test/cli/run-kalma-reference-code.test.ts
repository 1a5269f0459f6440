import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';

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

describe('citeqa sweep with KaLMA scoring options', () => {
  it('applies --kalma-reference-code and --geval-prompts to every setting, and refuses a missing prompt file', async () => {
    const work = mkdtempSync(join(tmpdir(), 'citeqa-sweep-kalma-code-'));
    const data = join(PROJECT_ROOT, 'test/fixtures/kg/mini-biokalma.json');
    const env = { CITEQA_CACHE_DIR: join(work, 'cache') };
    const missing = await runMain(['sweep', 'knowledge-removal', '--data', data, '--geval-prompts', join(work, 'none.json'), '--out', join(work, 'missing')], { env });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe(`citeqa: ${join(work, 'none.json')}: no such G-Eval prompt file\n`);

    const tooFew = await runMain(['sweep', 'retrieval-accuracy', '--data', data, '--out', join(work, 'too-few')], { env });
    expect(tooFew.stderr).toMatch(/^citeqa: retrieval-accuracy: needs another question whose KG shares no entity with question \S+ \(the data has \d+ questions; use more\)$/m);

    const geval = sharedData('biokalma/prompts/gpteval_prompt.json');
    const swept = await runMain(['sweep', 'knowledge-removal', '--data', data, '--kalma-reference-code', '--geval-prompts', geval, '--out', join(work, 'sweep')], { env });
    expect(swept.status, swept.stderr).toBe(0);
    const sweep = JSON.parse(readFileSync(join(work, 'sweep', 'sweep.json'), 'utf8')) as { rows: { run: string }[] };
    expect(sweep.rows.length).toBeGreaterThan(1);
    for (const row of sweep.rows) {
      expect(JSON.parse(readFileSync(join(work, 'sweep', row.run, 'config.json'), 'utf8'))).toMatchObject({ suiteOptions: { referenceCode: true, gevalPrompts: geval } });
      const notes = (JSON.parse(readFileSync(join(work, 'sweep', row.run, 'metrics.json'), 'utf8')) as { notes: Record<string, string> }).notes;
      expect(notes.na).toMatch(/code scoring/);
    }
  }, 120_000);
});
