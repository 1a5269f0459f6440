import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

describe('citeqa eval --suite conner', () => {
  const server = useFakeOpenAIServer();
  const work = mkdtempSync(join(tmpdir(), 'citeqa-eval-conner-'));
  const head = (file: string, lines: number) => readFileSync(file, 'utf8').split('\n').slice(0, lines).join('\n');
  const tests = join(work, 'nq.txt');
  const knowledge = join(work, 'knowledge.txt');
  writeFileSync(tests, head(sharedData('conner', 'nq', 'nq_test_random_testset.txt'), 6));
  writeFileSync(knowledge, head(sharedData('conner', 'nq', 'nq_ref'), 6));

  it('scores knowledge with the six dimensions offline, naming each stand-in', async () => {
    const result = await runMain(['eval', tests, '--suite', 'conner', '--knowledge', knowledge, '--ppl-clip', '100'], { env: { CITEQA_CACHE_DIR: join(work, 'cache') } });
    expect(result.status, result.stderr).toBe(0);
    for (const id of ['fact_consistent', 'knowledge_relevance', 'coh_sent', 'coh_para', 'info', 'helpfulness', 'validity']) expect(result.stdout).toContain(id);
    expect(result.stdout).toMatch(/helpfulness .*null: needs a language-model scorer/);
    expect(result.stdout).toMatch(/coh_sent: perplexities from ngram-kn/);
  }, 60_000);

  it('refuses a knowledge file whose lines do not match the examples', async () => {
    writeFileSync(join(work, 'short.txt'), 'one line only');
    const result = await runMain(['eval', tests, '--suite', 'conner', '--knowledge', join(work, 'short.txt')]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/short\.txt: has 1 lines for the 6 examples/);
  });

  it("correlates each metric with human ratings (--human) and refuses a malformed ratings file before scoring", async () => {
    const ratings = join(work, 'human.csv');
    writeFileSync(ratings, 'id,overall\n0,2\n1,0\n2,1\n3,2\n4,0\n5,1\n7,2\n');
    const result = await runMain(['eval', tests, '--suite', 'conner', '--knowledge', knowledge, '--human', ratings], { env: { CITEQA_CACHE_DIR: join(work, 'cache') } });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("Somers' D of each metric on the human ratings");
    expect(result.stdout).toMatch(/\| coh_sent \| overall \| -?\d\.\d\d†? \| [\d.e-]+ \| 6 \|/);
    expect(result.stdout).toContain('1 rated id(s) are not among the evaluated items');

    writeFileSync(join(work, 'bad.csv'), 'item,overall\n0,1\n');
    const bad = await runMain(['eval', tests, '--suite', 'conner', '--knowledge', knowledge, '--human', join(work, 'bad.csv')]);
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/bad\.csv: its header has no "id" column/);
  }, 60_000);

  it('reads downstream answers for validity and adds retrieved passages to the factuality evidence', async () => {
    const rows = head(sharedData('conner', 'nq', 'nq_test_random_testset.txt'), 6).split('\n').map((line) => line.split('\t'));
    // Gold answers for the first three, nothing for the fourth, a wrong answer for the last two.
    const downstream = join(work, 'downstream.txt');
    writeFileSync(downstream, [...rows.slice(0, 3).map((fields) => fields[3]), '', 'no idea', 'no idea'].join('\n'));
    const result = await runMain(['eval', tests, '--suite', 'conner', '--knowledge', knowledge, '--downstream', downstream, '--judge', 'lexical', '--json'], { env: { CITEQA_CACHE_DIR: join(work, 'cache') } });
    expect(result.status, result.stderr).toBe(0);
    const summary = JSON.parse(result.stdout) as { metrics: Record<string, number | null> };
    // Five answered items; the lexical judge entails the three gold answers (each pair repeats the query).
    expect(summary.metrics.validity).toEqual(expect.any(Number));
    expect(summary.metrics.validity! * 5).toBeGreaterThanOrEqual(3 - 1e-9);

    const table = await runMain(['eval', tests, '--suite', 'conner', '--knowledge', knowledge, '--evidence', '3'], { env: { CITEQA_CACHE_DIR: join(work, 'cache') } });
    expect(table.stdout).toMatch(/factuality: NLI by the lexical judge against the gold knowledge and passages retrieved for the knowledge \(6 of 6 items\), at most 32/);
    const goldOnly = await runMain(['eval', tests, '--suite', 'conner', '--knowledge', knowledge, '--evidence', '0'], { env: { CITEQA_CACHE_DIR: join(work, 'cache') } });
    expect(goldOnly.stdout).toMatch(/against the gold knowledge only/);
  }, 60_000);

  it('judges factuality with an NLI classifier endpoint (--judge nli) over HTTP', async () => {
    // Every pair contradicted: each knowledge sentence is fact-inconsistent.
    server.predict.setHandler((body) => (body.inputs as [string, string][]).map(() => [{ label: 'CONTRADICTION', score: 0.8 }, { label: 'NEUTRAL', score: 0.1 }, { label: 'ENTAILMENT', score: 0.1 }]));
    const env = { CITEQA_CACHE_DIR: join(work, 'cache'), CITEQA_NLI_BASE_URL: server.baseURL, CITEQA_NLI_MODEL: 'mnli' };
    const result = await runMain(['eval', tests, '--suite', 'conner', '--knowledge', knowledge, '--judge', 'nli', '--evidence', '0', '--json'], { env });
    expect(result.status, result.stderr).toBe(0);
    const summary = JSON.parse(result.stdout) as { judge: string; metrics: Record<string, number | null> };
    expect(summary.metrics.fact_inconsistent).toBe(1);
    expect(summary.judge).toMatch(/nli:mnli/);
    expect(server.requestsTo('/predict').length).toBeGreaterThan(0);
    server.predict.setHandler(undefined as never);
  }, 60_000);

  it('takes the knowledge label by the outer strategy and refuses an unknown one', async () => {
    // Knowledge whose first sentence is the gold passage's and whose second is unsupported: max → consistent, min → not.
    const rows = head(sharedData('conner', 'nq', 'nq_test_random_testset.txt'), 6).split('\n').map((line) => line.split('\t'));
    const mixed = join(work, 'mixed.txt');
    writeFileSync(mixed, rows.map((fields) => `${fields[2]} Zanzibar exported 9,000 purple violins in 1066.`).join('\n'));
    const score = async (how: string) => {
      const result = await runMain(['eval', tests, '--suite', 'conner', '--knowledge', mixed, '--evidence', '0', '--outer-strategy', how, '--json'], { env: { CITEQA_CACHE_DIR: join(work, 'cache') } });
      expect(result.status, result.stderr).toBe(0);
      return (JSON.parse(result.stdout) as { metrics: Record<string, number> }).metrics.fact_consistent;
    };
    expect(await score('max')).toBe(1);
    expect(await score('min')).toBe(0);
    const bad = await runMain(['eval', tests, '--suite', 'conner', '--outer-strategy', 'median']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--outer-strategy: expected max, min or mean, got "median"/);
  }, 60_000);
});
