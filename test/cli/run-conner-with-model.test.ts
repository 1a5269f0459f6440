import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

interface Row {
  query: string;
  gold: string;
  answer: string;
}

describe('citeqa run --strategy conner-few-shot with a model (fake OpenAI-compatible server)', () => {
  const server = useFakeOpenAIServer();
  const rows: Row[] = readFileSync(sharedData('conner', 'nq', 'nq_test_random_testset.txt'), 'utf8')
    .split('\n')
    .slice(0, 6)
    .map((line) => line.split('\t'))
    .map((fields) => ({ query: fields[1]!, gold: fields[2]!, answer: fields[3]! }));

  beforeAll(() => {
    // Knowledge prompts end "Related Wikipedia knowledge:", downstream prompts "Answer:". The fake model answers the
    // first four questions with their gold answer and the last two with something else.
    server.chat.setHandler((body) => {
      const prompt = body.messages.at(-1)!.content;
      // The llm judge's NLI question (validity's pair is "query?\tgold answer" ⇒ "query\tdownstream answer").
      const pair = /Premise:\n([\s\S]*)\n\nHypothesis:\n([\s\S]*)\n\nOne word/.exec(prompt);
      if (pair) {
        const [gold, given] = [pair[1]!.split('\t')[1], pair[2]!.split('\t')[1]];
        return gold !== undefined && gold === given ? 'entails' : 'neutral';
      }
      if (/Reply with one integer from 1 to 5/.test(JSON.stringify(body.messages))) return '4';
      const asked = /Query: (.*)\nRelated Wikipedia knowledge:$/.exec(prompt)?.[1];
      if (asked !== undefined && (body.n ?? 1) > 1) {
        // Knowledge selection: one of three samples is the question's own gold passage.
        const gold = rows.find((row) => row.query === asked)?.gold ?? '';
        return { texts: ['Bananas are a yellow fruit. The stock market fell on Monday.', gold, 'Penguins cannot fly. My car needs new tyres.'] };
      }
      if (asked !== undefined) return `This is knowledge about ${asked}. It has a second sentence.`;
      const question = /Query: (.*)\nAnswer:$/.exec(prompt)?.[1];
      const index = rows.findIndex((row) => row.query === question);
      return index >= 0 && index < 4 ? rows[index]!.answer : 'purple elephants';
    });
  });

  it('generates knowledge few-shot, answers downstream with it, and measures validity', async () => {
    const work = mkdtempSync(join(tmpdir(), 'citeqa-run-conner-model-'));
    const data = join(work, 'nq.txt');
    writeFileSync(data, readFileSync(sharedData('conner', 'nq', 'nq_test_random_testset.txt'), 'utf8').split('\n').slice(0, 6).join('\n'));
    const env = { CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-lm', CITEQA_LLM_API_KEY: 'k', CITEQA_CACHE_DIR: join(work, 'cache') };
    const out = join(work, 'run');
    const result = await runMain(['run', '--data', data, '--strategy', 'conner-few-shot', '--shots', '2', '--evidence', '3', '--judge', 'llm', '--out', out], { env });
    expect(result.status, result.stderr).toBe(0);

    const chats = server.requestsTo('/chat/completions').map((request) => (request.body as { messages: { content: string }[] }).messages.at(-1)!.content);
    expect(chats.filter((prompt) => prompt.endsWith('Related Wikipedia knowledge:'))).toHaveLength(6);
    expect(chats.filter((prompt) => prompt.endsWith('Answer:'))).toHaveLength(6);
    // --shots 2: two demonstrations before the question, never the question itself.
    const first = chats.find((prompt) => prompt.endsWith(`Query: ${rows[0]!.query}\nRelated Wikipedia knowledge:`))!;
    expect(first.match(/^Topic: /gm)).toHaveLength(3);
    expect(first.split(`Query: ${rows[0]!.query}\n`)).toHaveLength(2);

    const records = readFileSync(join(out, 'items.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { evidence: unknown[]; downstream: { text: string }; trace: { step: string }[] });
    expect(records.every((record) => record.evidence.length >= 1 && record.evidence.length <= 3)).toBe(true);
    expect(records.map((record) => record.downstream.text).slice(0, 4)).toEqual(rows.slice(0, 4).map((row) => row.answer));
    // Six rows: each question's pool is the five others (the test file stands in for the training set).
    expect(records[0]!.trace.map((entry) => entry.step)).toEqual(['knowledge (related-knowledge, 2 demonstrations)', 'downstream answer (passage-query-answer, 5 demonstrations)']);

    const metrics = JSON.parse(readFileSync(join(out, 'metrics.json'), 'utf8')) as { metrics: Record<string, { mean: number | null }>; usage: { calls: number } };
    // Four of six downstream answers are the gold answer; the judge (over HTTP) entails exactly those.
    expect(metrics.metrics.validity!.mean).toBeCloseTo(4 / 6, 5);
    expect(metrics.metrics.coh_para_rated!.mean).toBe(4);
    // The run's usage counts generation only (knowledge and downstream answers); judging is the evaluation's.
    expect(metrics.usage.calls).toBe(12);
  }, 60_000);

  it('refuses an unknown template before the first question, in one line', async () => {
    const work = mkdtempSync(join(tmpdir(), 'citeqa-run-conner-model-'));
    const env = { CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-lm', CITEQA_LLM_API_KEY: 'k', CITEQA_CACHE_DIR: join(work, 'cache') };
    const before = server.requestsTo('/chat/completions').length;
    const result = await runMain(['run', '--data', sharedData('conner', 'nq', 'nq_test_random_testset.txt'), '--strategy', 'conner-zero-shot', '--template', 'best-one', '--out', join(work, 'run')], { env });
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toMatch(/^citeqa: --template: unknown NQ template "best-one"; known: related-knowledge, background-document, wikipedia-knowledge, wikipedia$/);
    expect(server.requestsTo('/chat/completions')).toHaveLength(before);
  });

  const connerEnv = (work: string) => ({ CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-lm', CITEQA_LLM_API_KEY: 'k', CITEQA_CACHE_DIR: join(work, 'cache') });
  const sixRows = (work: string) => {
    const data = join(work, 'nq.txt');
    writeFileSync(data, readFileSync(sharedData('conner', 'nq', 'nq_test_random_testset.txt'), 'utf8').split('\n').slice(0, 6).join('\n'));
    return data;
  };

  it('--select-knowledge samples r texts with top-p 0.9 and keeps the one CONNER rates best', async () => {
    const work = mkdtempSync(join(tmpdir(), 'citeqa-run-conner-select-'));
    const out = join(work, 'run');
    const before = server.requestsTo('/chat/completions').length;
    const result = await runMain(['run', '--data', sixRows(work), '--strategy', 'conner-few-shot', '--select-knowledge', '3', '--no-downstream', '--out', out], { env: connerEnv(work) });
    expect(result.status, result.stderr).toBe(0);
    // Knowledge requests only: the evaluation's rating judge asks the same server afterwards.
    const sampled = server
      .requestsTo('/chat/completions')
      .slice(before)
      .map((request) => request.body as { n?: number; top_p?: number; temperature?: number; messages: { content: string }[] })
      .filter((body) => body.messages.at(-1)!.content.endsWith('Related Wikipedia knowledge:'));
    expect(sampled).toHaveLength(6);
    expect(sampled.every((body) => body.n === 3 && body.top_p === 0.9 && body.temperature === 1)).toBe(true);
    const records = readFileSync(join(out, 'items.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { answer: string; trace: { step: string }[] });
    // The gold passage is factual, relevant and fluent; the other two samples are about something else.
    expect(records.map((record) => record.answer)).toEqual(rows.map((row) => row.gold));
    expect(records[0]!.trace[0]!.step).toMatch(/kept sample 2 of 3 by Q_know/);
  }, 60_000);

  it('--select-demos m,n prompts every question with the same top-n demonstrations, never the question itself', async () => {
    const work = mkdtempSync(join(tmpdir(), 'citeqa-run-conner-demos-'));
    const before = server.requestsTo('/chat/completions').length;
    const result = await runMain(['run', '--data', sixRows(work), '--strategy', 'conner-few-shot', '--select-demos', '4,2', '--no-downstream', '--out', join(work, 'run')], { env: connerEnv(work) });
    expect(result.status, result.stderr).toBe(0);
    const prompts = server
      .requestsTo('/chat/completions')
      .slice(before)
      .map((request) => (request.body as { messages: { content: string }[] }).messages.at(-1)!.content)
      .filter((prompt) => prompt.endsWith('Related Wikipedia knowledge:'));
    expect(prompts).toHaveLength(6);
    const demonstrationQueries = prompts.map((prompt) => [...prompt.matchAll(/^Query: (.*)\nRelated Wikipedia knowledge: \S/gm)].map((match) => match[1]));
    expect(demonstrationQueries.every((queries) => queries.length === 2)).toBe(true);
    prompts.forEach((prompt, index) => {
      const asked = /Query: (.*)\nRelated Wikipedia knowledge:$/.exec(prompt)![1];
      expect(demonstrationQueries[index]).not.toContain(asked);
    });
    // At most three distinct demonstrations overall: the top two, and the third for the questions that are one of them.
    expect(new Set(demonstrationQueries.flat()).size).toBeLessThanOrEqual(3);
  }, 60_000);

  it('refuses --select-demos that is not m,n with n ≤ m, in one line', async () => {
    const work = mkdtempSync(join(tmpdir(), 'citeqa-run-conner-demos-'));
    const result = await runMain(['run', '--data', sixRows(work), '--strategy', 'conner-few-shot', '--select-demos', '2,4', '--out', join(work, 'run')], { env: connerEnv(work) });
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe('citeqa: --select-demos: expected m,n with 1 ≤ n ≤ m (e.g. 30,8), got "2,4"');
  });
});
