import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeChatRequestBody } from '../support/fake-openai-server.js';
import { runMain } from '../support/run-main.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

// Replies told apart by the prompt each strategy sends (KaLMA's "Knowledge graph:", ALCE's "Document [1]", kalma-alce's both).
const KALMA_REPLY = "Marie Curie's father was Władysław Skłodowski [Q9000001, father: Władysław Skłodowski].";
const VANILLA_REPLY = 'Władysław Skłodowski taught mathematics and physics [1].';
const KALMA_ALCE_REPLY = "Marie Curie's father was Władysław Skłodowski [Q9000001, father: Władysław Skłodowski], a teacher of physics [1]. He liked chess [Q9999999, hobby: chess][9].";

function replyFor(body: FakeChatRequestBody): string {
  const user = body.messages.at(-1)?.content ?? '';
  if (user.includes('Knowledge graph:') && user.includes('Passages:')) return KALMA_ALCE_REPLY;
  if (user.includes('Knowledge graph:')) return KALMA_REPLY;
  return VANILLA_REPLY;
}

describe('citeqa ask and run with a model configured (fake OpenAI-compatible server over HTTP)', () => {
  const server = useFakeOpenAIServer();
  let work: string;
  let env: NodeJS.ProcessEnv;
  let offline: NodeJS.ProcessEnv;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'citeqa-ask-model-'));
    server.chat.setHandler(replyFor);
    env = { CITEQA_CACHE_DIR: join(work, 'cache'), CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-lm', CITEQA_LLM_API_KEY: 'k', CITEQA_REPLAY: undefined };
    offline = { CITEQA_CACHE_DIR: join(work, 'cache'), CITEQA_LLM_BASE_URL: undefined, CITEQA_LLM_MODEL: undefined, CITEQA_REPLAY: undefined };
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const question = 'Who was the father of Marie Curie?';

  it('answers with the model by default: KaLMA for the KG, VANILLA for passages, both joined; named in the output', async () => {
    const before = server.requestsTo('/chat/completions').length;
    const kg = await runMain(['ask', question, '--source', 'kg'], { env });
    expect(kg.status, kg.stderr).toBe(0);
    expect(kg.stdout.split('\n')[0]).toBe(KALMA_REPLY);
    expect(kg.stdout).toContain('Strategy: kalma (LLM: KaLMA prompt with the retrieved KG triples)');
    expect(kg.stdout).toContain('[Q9000001] Marie Curie — father: Władysław Skłodowski  ✓ in KG');

    const passages = await runMain(['ask', question, '--source', 'passages', '--json'], { env });
    expect(passages.status, passages.stderr).toBe(0);
    expect(JSON.parse(passages.stdout)).toMatchObject({ strategy: 'vanilla', text: VANILLA_REPLY });

    const both = await runMain(['ask', question], { env });
    expect(both.status, both.stderr).toBe(0);
    expect(both.stdout).toContain('Strategy: kalma + vanilla');
    expect(both.stdout.split('\n')[0]).toContain(KALMA_REPLY);
    // Three answers, each a model call: kalma, vanilla, and kalma + vanilla (two), the response cache aside.
    expect(server.requestsTo('/chat/completions').length - before).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('stays extractive with no model configured, and says so', async () => {
    const result = await runMain(['ask', question, '--json'], { env: offline });
    expect(result.status, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ strategy: 'extractive-kg + extractive' });
  }, 60_000);

  it('answers kalma-alce with both citation kinds resolved in the plain output', async () => {
    const result = await runMain(['ask', question, '--strategy', 'kalma-alce', '--json'], { env });
    expect(result.status, result.stderr).toBe(0);
    const answer = JSON.parse(result.stdout) as { strategy: string; text: string; passages: { id: string; title: string }[]; resolvedCitations: Record<string, unknown>[] };
    expect(answer).toMatchObject({ strategy: 'kalma-alce', text: KALMA_ALCE_REPLY });
    expect(answer.resolvedCitations).toEqual([
      { statement: 0, kind: 'triple', qid: 'Q9000001', entity: 'Marie Curie', property: 'father', value: 'Władysław Skłodowski', inKg: true },
      { statement: 0, kind: 'passage', index: 1, passageId: answer.passages[0]!.id, title: answer.passages[0]!.title },
      { statement: 1, kind: 'triple', qid: 'Q9999999', property: 'hobby', value: 'chess', inKg: false, problem: 'Q9999999 is not a retrieved entity' },
      { statement: 1, kind: 'passage', index: 9 },
    ]);
    const plain = await runMain(['ask', question, '--strategy', 'kalma-alce'], { env });
    expect(plain.stdout).toContain('Strategy: kalma-alce (LLM: one prompt with the retrieved KG triples and passages)');
    expect(plain.stdout).toContain('[9]  (no such passage)');
    expect(plain.stdout).toContain('✗ not in KG: Q9999999 is not a retrieved entity');
  }, 60_000);

  it('run --source both evaluates exactly what ask prints, by default and with kalma-alce, scored by both metric families', async () => {
    const data = join(work, 'questions.jsonl');
    const questions = [
      { id: 'q1', question },
      { id: 'q2', question: 'Where was Albert Einstein born?' },
    ];
    writeFileSync(data, questions.map((item) => JSON.stringify(item)).join('\n'));
    for (const strategy of [undefined, 'kalma-alce']) {
      const out = join(work, `run-${strategy ?? 'default'}`);
      const run = await runMain(['run', '--data', data, '--source', 'both', ...(strategy ? ['--strategy', strategy] : []), '--out', out], { env });
      expect(run.status, run.stderr).toBe(0);
      const config = JSON.parse(readFileSync(join(out, 'config.json'), 'utf8')) as { strategy: string; suite: string; model: string | null };
      expect(config).toMatchObject({ strategy: strategy ?? 'kalma + vanilla', suite: 'kalma-alce', model: 'fake-lm' });
      const records = readFileSync(join(out, 'items.jsonl'), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as { id: string; answer: string; strategy: string });
      for (const item of questions) {
        const ask = await runMain(['ask', item.question, ...(strategy ? ['--strategy', strategy] : [])], { env });
        expect(ask.status, ask.stderr).toBe(0);
        const record = records.find((candidate) => candidate.id === item.id)!;
        expect(ask.stdout.split('\n')[0]).toBe(record.answer.trim());
        expect(ask.stdout).toContain(`Strategy: ${record.strategy}\u0020`);
      }
      const metrics = JSON.parse(readFileSync(join(out, 'metrics.json'), 'utf8')) as { suite: string; metrics: Record<string, unknown> };
      expect(metrics.suite).toBe('kalma-alce');
      expect(Object.keys(metrics.metrics)).toEqual(expect.arrayContaining(['correctness', 'alignment_micro', 'citation_rec', 'citation_prec']));
    }
  }, 120_000);

  it('sweep strategies compares kg / passages / both with the same model on JSONL questions, each scored by its own metrics', async () => {
    const data = join(work, 'sweep-questions.jsonl');
    writeFileSync(data, JSON.stringify({ id: 'q1', question }));
    const out = join(work, 'sweep');
    const sweep = await runMain(['sweep', 'strategies', '--data', data, '--strategies', 'kalma,vanilla,kalma-alce', '--out', out], { env });
    expect(sweep.status, sweep.stderr).toBe(0);
    const result = JSON.parse(readFileSync(join(out, 'sweep.json'), 'utf8')) as { rows: { setting: { strategy: string }; run: string; metrics: Record<string, { mean: number | null }> }[] };
    expect(result.rows.map((row) => row.setting.strategy)).toEqual(['kalma', 'vanilla', 'kalma-alce']);
    const configs = result.rows.map((row) => JSON.parse(readFileSync(join(out, row.run, 'config.json'), 'utf8')) as { source: string; suite: string; model: string });
    expect(configs.map((config) => [config.source, config.suite, config.model])).toEqual([
      ['kg', 'kalma', 'fake-lm'],
      ['passages', 'alce', 'fake-lm'],
      ['both', 'kalma-alce', 'fake-lm'],
    ]);
    // The KG reply cites one correct triple; kalma-alce's reply one correct and one unknown entity.
    expect(result.rows[0]!.metrics.correctness?.mean).toBe(100);
    expect(result.rows[2]!.metrics.correctness?.mean).toBe(50);
  }, 120_000);
});
