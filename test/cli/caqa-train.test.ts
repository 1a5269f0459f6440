import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
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
    expect(evaluated.stdout).toMatch(/evaluator: trained:judge\.json \(logistic regression on lexical features, fitted on CAQA bundled\.jsonl \(train split\)/);
    const agreement = await runMain(['agreement', sharedData('alce', 'human_citations.dev.json'), '--judge', judge]);
    expect(agreement.status, agreement.stderr).toBe(0);
    expect(agreement.stdout).toMatch(/judge trained:judge\.json/);

    const again = await runMain(['caqa', 'train', bench, '--out', judge]);
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/judge\.json: exists; pass --force/);
  }, 60_000);

  it('measures leave-one-run-out agreement on ALCE human labels beside the lexical judge and TRUE-11B', async () => {
    const result = await runMain(['caqa', 'train', sharedData('alce', 'human_citations.dev.json'), '--leave-one-run-out']);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/\| asqa\/asqa-vicuna-13b-rigorous-shot2-ndoc3-42\.json \| 155 \|/);
    // TRUE-11B's stored decisions against the humans: 86.4% recall and 80.0% precision accuracy over the whole file.
    expect(result.stdout).toMatch(/\| all runs, pooled \| 177 \| [\d.]+ \(κ [-\d.]+\) \| [\d.]+ \(κ [-\d.]+\) \| 86\.4 \(κ 0\.73\) \| 215 \| .* \| 80\.0 \(κ 0\.59\) \|/);
    const wrong = await runMain(['caqa', 'train', bench, '--leave-one-run-out']);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toMatch(/--leave-one-run-out: needs an ALCE human citation file/);
  }, 60_000);
});
