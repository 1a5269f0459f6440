import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';
import { runMain } from '../support/run-main.js';

const data = new URL('../fixtures/alce/mini-alce.json', import.meta.url).pathname;

const server = useFakeOpenAIServer();

describe('citeqa generate', () => {
  it('runs vanilla over an ALCE file through the model endpoint and writes ALCE-format output', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-gen-'));
    server.chat.setHandler((body) => (body.messages[1]!.content.includes('Question: Who helped create COBOL?\n') ? 'Grace Hopper [2].' : 'An answer [1].'));
    const result = await runMain(['generate', '--data', data, '--strategy', 'vanilla', '--out', dir, '--ndoc', '2'], { env: {
      CITEQA_LLM_BASE_URL: server.baseURL,
      CITEQA_LLM_MODEL: 'fake-gpt',
      CITEQA_CACHE_DIR: join(dir, 'cache'),
    } });
    expect(result.stderr).not.toContain('citeqa:');
    expect(result.status).toBe(0);
    const output = JSON.parse(readFileSync(join(dir, 'output.json'), 'utf8'));
    expect(output.args).toMatchObject({ strategy: 'vanilla', ndoc: 2, model: 'openai-compatible:fake-gpt' });
    expect(output.data).toHaveLength(3);
    expect(output.data[1]).toMatchObject({ question: 'Who helped create COBOL?', answer: 'Grace Hopper', output: 'Grace Hopper [2].' });
    // docs are the ones the prompt showed, so ALCE's evaluation resolves [n] as the model saw them.
    expect(output.data[2].docs.map((d: { title: string }) => d.title)).toEqual(['Ada Lovelace', 'Charles Babbage']);
    expect(server.requestsTo('/chat/completions')).toHaveLength(3);
  });

  it('resumes: finished items are skipped, a torn last line is redone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-gen-'));
    const first = await runMain(['generate', '--data', data, '--strategy', 'extractive', '--out', dir, '--limit', '2']);
    expect(first.stdout).toContain('2/2 items done');
    // Items are written as they finish, not in input order: keep the one for item 0.
    const items = readFileSync(join(dir, 'items.jsonl'), 'utf8').trim().split('\n');
    writeFileSync(join(dir, 'items.jsonl'), `${items.find((line) => JSON.parse(line).index === 0)}\n`);
    appendFileSync(join(dir, 'items.jsonl'), '{"index": 1, "outp');
    const second = await runMain(['generate', '--data', data, '--strategy', 'extractive', '--out', dir, '--limit', '2']);
    expect(second.status).toBe(0);
    const lines = readFileSync(join(dir, 'items.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(lines.map((line) => line.index)).toEqual([0, 1]);
    const output = JSON.parse(readFileSync(join(dir, 'output.json'), 'utf8'));
    expect(output.data.map((item: { output: string }) => item.output)).toEqual([expect.stringContaining('[1]'), expect.stringContaining('COBOL')]);
  });
});
