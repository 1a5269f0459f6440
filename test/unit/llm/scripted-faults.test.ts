import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { configSchema } from '../../../src/config/config.js';
import { createChatModelFromConfig } from '../../../src/llm/create-chat-model.js';
import { isItemFailure, ModelConnectionError, ModelResponseError, RetryError } from '../../../src/llm/model-errors.js';
import { createOpenAIChatModel } from '../../../src/llm/openai-chat-model.js';
import { useFakeOpenAIServer } from '../../support/use-fake-openai-server.js';

const server = useFakeOpenAIServer();
beforeEach(() => server.reset());
const ask = { messages: [{ role: 'user' as const, content: 'Who?' }] };
const configured = (maxRetries: number) =>
  createChatModelFromConfig(
    configSchema.parse({ cacheDir: mkdtempSync(join(tmpdir(), 'citeqa-faults-')), llm: { baseURL: server.baseURL, model: 'm' }, maxRetries, timeoutMs: 5_000 }),
    'llm',
    { retry: { initialDelayMs: 1, maxDelayMs: 2 } },
  );

describe('scripted faults over HTTP', () => {
  it('a reply with message.content null is an unusable response, not an empty answer', async () => {
    server.chat.enqueue({ fault: 'null-content' });
    await expect(createOpenAIChatModel({ baseURL: server.baseURL, model: 'm' }).complete(ask)).rejects.toThrow(ModelResponseError);
    server.chat.enqueue({ fault: 'empty-choices' });
    await expect(createOpenAIChatModel({ baseURL: server.baseURL, model: 'm' }).complete(ask)).rejects.toThrow(/no choices/);
  });

  it('retries a null-content reply, caches only the real answer, and after the retries reports an item failure', async () => {
    const model = configured(2);
    server.chat.enqueue({ fault: 'null-content' }, 'Ada.');
    expect((await model.complete(ask)).texts).toEqual(['Ada.']);
    expect((await model.complete(ask)).cached).toBe(true);

    const failing = configured(1);
    server.chat.enqueue({ fault: 'null-content' }, { fault: 'null-content' });
    const error = await failing.complete({ messages: [{ role: 'user', content: 'Another?' }] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RetryError);
    expect(isItemFailure(error)).toBe(true);
    // Nothing was cached for the failed request: the next call asks the server again.
    server.chat.enqueue('Now.');
    expect((await failing.complete({ messages: [{ role: 'user', content: 'Another?' }] })).texts).toEqual(['Now.']);
  });

  it('a connection reset in the middle of the body is a retryable connection error', async () => {
    server.chat.enqueue({ fault: 'reset-mid-body' });
    const error = await createOpenAIChatModel({ baseURL: server.baseURL, model: 'm' }).complete(ask).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelConnectionError);
    expect((error as ModelConnectionError).retryable).toBe(true);
    server.chat.enqueue({ fault: 'reset-mid-body' }, 'After the reset.');
    expect((await configured(2).complete(ask)).texts).toEqual(['After the reset.']);
  });

  it('an HTML page with status 200 is an unusable response; a slowly dripped reply is read whole', async () => {
    server.chat.enqueue({ fault: 'html-200' });
    await expect(createOpenAIChatModel({ baseURL: server.baseURL, model: 'm' }).complete(ask)).rejects.toThrow(ModelResponseError);
    server.chat.enqueue({ fault: 'slow-drip', text: 'Dripped answer.', intervalMs: 2 });
    expect((await createOpenAIChatModel({ baseURL: server.baseURL, model: 'm' }).complete(ask)).texts).toEqual(['Dripped answer.']);
  });
});

describe('retries are never silent', () => {
  it('prints one stderr line per retry naming the model, the error, the attempt and the wait', async () => {
    server.chat.enqueue({ fault: 'server-error', status: 503, message: 'overloaded' }, 'Back.');
    const model = createChatModelFromConfig(
      configSchema.parse({ cacheDir: mkdtempSync(join(tmpdir(), 'citeqa-notice-')), llm: { baseURL: server.baseURL, model: 'm' }, maxRetries: 3, timeoutMs: 5_000 }),
      'llm',
      { retry: { initialDelayMs: 1, maxDelayMs: 2 } },
    );
    const lines: string[] = [];
    const write = process.stderr.write;
    process.stderr.write = ((chunk: string) => (lines.push(String(chunk)), true)) as typeof process.stderr.write;
    try {
      expect((await model.complete(ask)).texts).toEqual(['Back.']);
    } finally {
      process.stderr.write = write;
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^citeqa: openai-compatible:m: HTTP 503: overloaded; retry 1\/3 in 0\.0 s\n$/);
  });
});
