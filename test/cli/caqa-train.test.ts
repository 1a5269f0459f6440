import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';

describe('citeqa caqa train', () => {
  const work = mkdtempSync(join(tmpdir(), 'citeqa-caqa-train-'));
  const bench = join(work, 'bundled.jsonl');
  const judge = join(work, 'judge.json');

  beforeAll(async () => {
    const built = await runMain(['caqa', 'build', '--kg', 'bundled', '--per-cell', '8', '--seed', '5', '--split', 'train,test', '--out', bench]);
    expect(built.status, built.stderr).toBe(0);
  });

  it('fits a judge on a CAQA split that every judge-taking command accepts as --judge <file>', async () => {
    const trained = await runMain(['caqa', 'train', bench, '--split', 'train', '--out', judge]);
    expect(trained.status, trained.stderr).toBe(0);
    expect(trained.stdout).toMatch(/trained on \d+ pairs \(CAQA bundled\.jsonl \(train split\), \d+ samples\); classes entail, neutral, contradict/);
    const model = JSON.parse(readFileSync(judge, 'utf8')) as { kind: string; trainedOn: string };
    expect(model.kind).toBe('citeqa-trained-judge');

    const evaluated = await runMain(['caqa', 'evaluate', bench, '--split', 'test', '--judge', judge]);
    expect(evaluated.status, evaluated.stderr).toBe(0);
    expect(evaluated.stdout).toMatch(/evaluator: trained:judge\.json \(logistic regression on lexical and \S+ features, fitted on CAQA bundled\.jsonl \(train split\)/);
    const run = await runMain(['run', '--data', join(PROJECT_ROOT, 'test/fixtures/kg/mini-biokalma.json'), '--judge', judge, '--out', join(work, 'run')]);
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(join(work, 'run', 'metrics.json'), 'utf8')).toMatch(/trained:judge\.json/);

    const again = await runMain(['caqa', 'train', bench, '--out', judge]);
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/judge\.json: exists; pass --force/);
  }, 60_000);

  it('measures leave-one-run-out agreement on ALCE human labels beside the lexical judge and TRUE-11B', async () => {
    // Both runs of the shared file, the larger cut to 12 questions to keep the test quick.
    const full = JSON.parse(readFileSync(sharedData('alce', 'human_citations.dev.json'), 'utf8')) as Record<string, Record<string, Record<string, unknown>>>;
    const small = Object.fromEntries(Object.entries(full).map(([dataset, runs]) => [dataset, Object.fromEntries(Object.entries(runs).map(([run, items]) => [run, Object.fromEntries(Object.entries(items).slice(0, 12))]))]));
    const file = join(work, 'human.json');
    writeFileSync(file, JSON.stringify(small));
    const result = await runMain(['caqa', 'train', file, '--leave-one-run-out']);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/\| asqa\/asqa-vicuna-13b-rigorous-shot2-ndoc3-42\.json \| \d+ \|/);
    // The TRUE-11B column is the file's stored decisions, as `citeqa agreement` reads them.
    const agreement = await runMain(['agreement', file, '--judge', 'lexical', '--json']);
    const stored = (JSON.parse(agreement.stdout) as { n_sentences: number; stored: { recall: { accuracy: number } } });
    expect(result.stdout).toContain(`| all runs, pooled | ${stored.n_sentences} |`);
    expect(result.stdout).toMatch(new RegExp(`\\| all runs, pooled \\| ${stored.n_sentences} \\| [\\d.]+ \\(κ [-\\d.—]+\\) \\| [\\d.]+ \\(κ [-\\d.—]+\\) \\| ${stored.stored.recall.accuracy.toFixed(1)} `));
    const wrong = await runMain(['caqa', 'train', bench, '--leave-one-run-out']);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toMatch(/--leave-one-run-out: needs an ALCE human citation file/);
  }, 60_000);
});
