import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

describe('citeqa claims (fake model over HTTP)', () => {
  const server = useFakeOpenAIServer();

  it('writes three sub-claims per gold answer, few-shot, keeping claims an item already has', async () => {
    const work = mkdtempSync(join(tmpdir(), 'citeqa-claims-'));
    const file = join(work, 'eli5.json');
    writeFileSync(file, JSON.stringify({ data: [
      { question: 'Why do cats purr?', answer: 'Cats purr by vibrating their larynx muscles, often when content.' },
      { question: 'Why is ice slippery?', answer: 'A thin layer of water forms on top.', claims: ['kept 1', 'kept 2', 'kept 3'] },
    ] }));
    server.chat.enqueue('1. Cats purr by vibrating their larynx muscles.\n2. Purring often means a cat is content.\n- Purring is produced in the throat.');
    const env = { CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-lm', CITEQA_LLM_API_KEY: 'k', CITEQA_CACHE_DIR: join(work, 'cache') };
    const result = await runMain(['claims', file, '--out', join(work, 'with-claims.json')], { env });
    expect(result.status, result.stderr).toBe(0);
    const written = JSON.parse(readFileSync(join(work, 'with-claims.json'), 'utf8')) as { data: { claims: string[] }[] };
    expect(written.data[0]!.claims).toEqual(['Cats purr by vibrating their larynx muscles.', 'Purring often means a cat is content.', 'Purring is produced in the throat.']);
    expect(written.data[1]!.claims).toEqual(['kept 1', 'kept 2', 'kept 3']);
    const prompt = (server.requestsTo('/chat/completions')[0]!.body as { messages: { content: string }[]; temperature: number });
    expect(prompt.temperature).toBe(0);
    expect(prompt.messages[0]!.content.endsWith('Question: Why do cats purr?\nAnswer: Cats purr by vibrating their larynx muscles, often when content.\nClaims:')).toBe(true);
    expect(prompt.messages[0]!.content.match(/^Claims:$/gm)).toHaveLength(4);
  });

  it('refuses an item without a gold answer, naming it, before any call', async () => {
    const work = mkdtempSync(join(tmpdir(), 'citeqa-claims-'));
    const file = join(work, 'bad.json');
    writeFileSync(file, JSON.stringify({ data: [{ question: 'q?', answer: 'a.' }, { question: 'no answer?' }] }));
    const before = server.requestsTo('/chat/completions').length;
    const result = await runMain(['claims', file, '--out', join(work, 'out.json')], { env: { CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-lm' } });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/bad\.json data\[1\]: has no gold "answer" to write claims from/);
    expect(server.requestsTo('/chat/completions')).toHaveLength(before);
  });
});
