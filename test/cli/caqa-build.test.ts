import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

describe('citeqa caqa build', () => {
  const server = useFakeOpenAIServer();
  const work = mkdtempSync(join(tmpdir(), 'citeqa-caqa-build-'));
  const kg = sharedData('biokalma', 'specific.dev.json');

  it('writes the benchmark and a Table 5 summary, byte-identical for the same seed, refusing to overwrite', async () => {
    const first = await runMain(['caqa', 'build', '--kg', kg, '--per-cell', '4', '--seed', '7', '--out', join(work, 'a.jsonl')]);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/\| supportive \| 4 \| 4 \| 4 \| 4 \| 16 \|/);
    expect(first.stdout).toMatch(/\| partially_supportive \| 0 \| 4 \| 4 \| 4 \| 12 \|/);
    expect(first.stdout).toMatch(/partially_supportive\/single: a single triple has nothing to delete/);
    const second = await runMain(['caqa', 'build', '--kg', kg, '--per-cell', '4', '--seed', '7', '--out', join(work, 'b.jsonl')]);
    expect(second.status).toBe(0);
    expect(readFileSync(join(work, 'b.jsonl'), 'utf8')).toBe(readFileSync(join(work, 'a.jsonl'), 'utf8'));
    const lines = readFileSync(join(work, 'a.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { verbalizer: string; kg_source: string });
    expect(lines).toHaveLength(60);
    expect(lines.every((sample) => sample.verbalizer === 'template' && sample.kg_source === kg)).toBe(true);

    const again = await runMain(['caqa', 'build', '--kg', kg, '--per-cell', '4', '--out', join(work, 'a.jsonl')]);
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/a\.jsonl: exists; pass --force to replace it/);
  }, 60_000);

  it('refuses bad input in one line', async () => {
    const cases: [string[], RegExp][] = [
      [['--per-cell', '0'], /--per-cell: expected a positive integer, got "0"/],
      [['--verbalizer', 'poem'], /--verbalizer: expected template or llm, got "poem"/],
      [['--split', 'train'], /--split: needs at least two distinct split names/],
      [['--kg', join(work, 'missing.json')], /missing\.json: no such file or directory/],
    ];
    for (const [extra, message] of cases) {
      const result = await runMain(['caqa', 'build', '--kg', kg, '--out', join(work, 'x.jsonl'), ...extra]);
      expect(result.status, extra.join(' ')).toBe(2);
      expect(result.stderr).toMatch(message);
    }
  });

  it('--verbalizer llm rewrites question, statement and citation with the model, keeping template text it cannot read', async () => {
    let calls = 0;
    server.chat.setHandler((body) => {
      calls += 1;
      const user = body.messages.at(-1)!.content;
      const question = /Question: (.*)\n/.exec(user)![1]!;
      // Every third reply is not JSON: that sample keeps its template text.
      return calls % 3 === 0 ? 'Sorry, I cannot.' : JSON.stringify({ question: `Rewritten: ${question}`, answer_statement: 'A fluent statement.', citation: 'A fluent citation.' });
    });
    const out = join(work, 'llm.jsonl');
    const env = { CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-lm', CITEQA_LLM_API_KEY: 'k', CITEQA_CACHE_DIR: join(work, 'cache') };
    const result = await runMain(['caqa', 'build', '--kg', kg, '--per-cell', '1', '--verbalizer', 'llm', '--out', out], { env });
    expect(result.status, result.stderr).toBe(0);
    const samples = readFileSync(out, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { question: string; verbalizer: string; subgraph: unknown[] });
    const rewritten = samples.filter((sample) => sample.verbalizer === 'llm');
    expect(rewritten.length).toBeGreaterThan(0);
    expect(rewritten.length).toBeLessThan(samples.length);
    expect(rewritten.every((sample) => sample.question.startsWith('Rewritten: What is'))).toBe(true);
    expect(samples.filter((sample) => sample.verbalizer === 'template').every((sample) => sample.question.startsWith('What is'))).toBe(true);
    const sent = (server.requestsTo('/chat/completions')[0]!.body as { temperature: number; messages: { content: string }[] });
    expect(sent.temperature).toBe(0);
    expect(sent.messages.at(-1)!.content).toMatch(/Citation: The .* of .* is .*\./);
    server.chat.setHandler(undefined);
  }, 60_000);
});
