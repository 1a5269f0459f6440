import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../../src/config/config.js';
import { createServeApp } from '../../../src/server/serve-app.js';
import { useFakeOpenAIServer } from '../../support/use-fake-openai-server.js';

/** The events of a server-sent-events body, in order. */
function events(text: string): { event: string; data: unknown }[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => ({ event: /^event: (.*)$/m.exec(block)![1]!, data: JSON.parse(block.split('\n').filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n')) }));
}

describe('POST /api/ask/stream', () => {
  const server = useFakeOpenAIServer();
  const cacheDir = mkdtempSync(join(tmpdir(), 'citeqa-ask-stream-'));

  it('streams the answer as the model writes it, then the answer with its citations', async () => {
    server.chat.enqueue('Marie Curie was the daughter of Władysław Skłodowski [Q9000001, father: Władysław Skłodowski]. Her favourite food is unknown [NA].');
    const config = configSchema.parse({ cacheDir, llm: { baseURL: server.baseURL, model: 'fake-lm', apiKey: 'k' } });
    const response = await createServeApp({ config }).request('/api/ask/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'Who was the father of Marie Curie, and what was her favourite food?', source: 'kg', strategy: 'kalma' }),
    });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const received = events(await response.text());
    const texts = received.filter((entry) => entry.event === 'text').map((entry) => (entry.data as { text: string }).text);
    expect(texts.length).toBeGreaterThan(3);
    texts.slice(1).forEach((text, i) => expect(text.startsWith(texts[i]!)).toBe(true));
    expect(texts.at(-1)).toMatch(/Her favourite food is unknown \[NA\]\.$/);
    const answer = received.at(-1)!;
    expect(answer.event).toBe('answer');
    expect((answer.data as { answer: { strategy: string } }).answer.strategy).toBe('kalma');
  });

  it('sends the answer alone offline, and an error event in one line', async () => {
    const config = configSchema.parse({ cacheDir });
    const app = createServeApp({ config });
    const offline = events(await (await app.request('/api/ask/stream', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: 'Who was the father of Marie Curie?', source: 'kg' }) })).text());
    expect(offline.map((entry) => entry.event)).toEqual(['answer']);
    const failed = events(await (await app.request('/api/ask/stream', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: 'Who?', source: 'kg', strategy: 'kalma' }) })).text());
    expect(failed).toEqual([{ event: 'error', data: { error: expect.stringMatching(/^config llm\.baseURL: /) } }]);
  });
});
