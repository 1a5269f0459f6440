import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../../src/config/config.js';
import { createChatModelFromConfig } from '../../../src/llm/create-chat-model.js';
import { createOpenAIChatModel } from '../../../src/llm/openai-chat-model.js';
import { useFakeOpenAIServer } from '../../support/use-fake-openai-server.js';

describe('streaming a chat answer (fake OpenAI-compatible server over HTTP)', () => {
  const server = useFakeOpenAIServer();

  it('tells the text so far as the server streams it, and returns the same response as a plain call', async () => {
    server.chat.enqueue({ text: 'Marie Curie was born in Warsaw.', usage: { prompt_tokens: 12, completion_tokens: 6 } });
    const model = createOpenAIChatModel({ baseURL: server.baseURL, model: 'fake-lm' });
    const seen: string[] = [];
    const response = await model.complete({ messages: [{ role: 'user', content: 'Where was Marie Curie born?' }] }, { onText: (text) => seen.push(text) });
    expect((server.requestsTo('/chat/completions').at(-1)!.body as { stream?: boolean }).stream).toBe(true);
    expect(seen).toEqual(['Marie ', 'Marie Curie ', 'Marie Curie was ', 'Marie Curie was born ', 'Marie Curie was born in ', 'Marie Curie was born in Warsaw.']);
    expect(response).toMatchObject({ texts: ['Marie Curie was born in Warsaw.'], finishReasons: ['stop'], usage: { promptTokens: 12, completionTokens: 6 }, cached: false });
  });

  it('does not stream several samples or logprobs, and a cached answer is returned whole', async () => {
    const model = createOpenAIChatModel({ baseURL: server.baseURL, model: 'fake-lm' });
    const seen: string[] = [];
    await model.complete({ messages: [{ role: 'user', content: 'q' }], n: 2 }, { onText: (text) => seen.push(text) });
    expect((server.requestsTo('/chat/completions').at(-1)!.body as { stream?: boolean }).stream).toBeUndefined();
    expect(seen).toEqual([]);
    const configured = createChatModelFromConfig(configSchema.parse({ cacheDir: mkdtempSync(join(tmpdir(), 'citeqa-stream-')), llm: { baseURL: server.baseURL, model: 'fake-lm', apiKey: 'k' } }), 'llm');
    server.chat.enqueue('First answer here.');
    const first = await configured.complete({ messages: [{ role: 'user', content: 'cache me' }] }, { onText: (text) => seen.push(text) });
    expect(seen.at(-1)).toBe('First answer here.');
    const calls = server.requestsTo('/chat/completions').length;
    const again = await configured.complete({ messages: [{ role: 'user', content: 'cache me' }] }, { onText: (text) => seen.push(`again: ${text}`) });
    expect(server.requestsTo('/chat/completions')).toHaveLength(calls);
    expect(again.texts).toEqual(first.texts);
    expect(again.cached).toBe(true);
    expect(seen.some((text) => text.startsWith('again:'))).toBe(false);
  });
});
