import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wrapChatModel } from '../../../src/llm/chat-model-middleware.js';
import { ModelApiError, ModelResponseError, RetryError } from '../../../src/llm/model-errors.js';
import { createOpenAIChatModel } from '../../../src/llm/openai-chat-model.js';
import { backoffDelayMs, retryMiddleware, type RetryOptions } from '../../../src/llm/retry-middleware.js';
import { useFakeOpenAIServer } from '../../support/use-fake-openai-server.js';

describe('retry middleware over HTTP', () => {
  const server = useFakeOpenAIServer();
  beforeEach(() => server.reset());

  const model = (options: Partial<RetryOptions> = {}) =>
    wrapChatModel(createOpenAIChatModel({ baseURL: server.baseURL, model: 'fake-model' }), [
      retryMiddleware({ maxRetries: 2, initialDelayMs: 10, ...options }),
    ]);
  const ask = { messages: [{ role: 'user' as const, content: 'hello' }] };

  it('after a 429 waits at least the Retry-After seconds, then succeeds', async () => {
    server.chat.enqueue({ fault: 'rate-limit', retryAfterSeconds: 1 }, 'after the wait');
    const response = await model().complete(ask);
    expect(response.texts).toEqual(['after the wait']);
    const [first, second] = server.requests;
    expect(server.requests).toHaveLength(2);
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(1000);
  });

  it('retries a 500 with back-off and reports each wait', async () => {
    server.chat.enqueue({ fault: 'server-error' }, { fault: 'server-error', status: 503 }, 'recovered');
    const waits: number[] = [];
    const response = await model({ onRetry: (event) => waits.push(event.delayMs) }).complete(ask);
    expect(response.texts).toEqual(['recovered']);
    expect(server.requests).toHaveLength(3);
    expect(waits).toHaveLength(2);
  });

  it('gives up on malformed JSON after maxRetries with a RetryError keeping every attempt', async () => {
    server.chat.setHandler(() => ({ fault: 'malformed-json' }));
    const error = (await model().complete(ask).catch((e: unknown) => e)) as RetryError;
    expect(error).toBeInstanceOf(RetryError);
    expect(error.reason).toBe('maxRetriesExceeded');
    expect(error.attempts).toHaveLength(3);
    expect(error.attempts.every((attempt) => attempt.error instanceof ModelResponseError)).toBe(true);
    expect(error.message).toMatch(/^model openai-compatible:fake-model: failed after 3 attempts; last error: unusable response: malformed JSON/);
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a 400: the typed API error comes back after one request', async () => {
    server.chat.enqueue({ fault: 'error', status: 400, message: 'bad stop sequence' });
    const error = await model().complete(ask).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelApiError);
    expect((error as ModelApiError).status).toBe(400);
    expect(server.requests).toHaveLength(1);
  });

  it('fails at once when the server asks for a longer wait than allowed', async () => {
    server.chat.enqueue({ fault: 'rate-limit', retryAfterSeconds: 3600 });
    const error = (await model({ maxRetryAfterMs: 60_000 }).complete(ask).catch((e: unknown) => e)) as RetryError;
    expect(error.reason).toBe('retryAfterTooLong');
    expect(server.requests).toHaveLength(1);
  });
});

describe('back-off delays', () => {
  it('grow exponentially within the jitter band and stop at the cap', () => {
    const options = { maxRetries: 5, initialDelayMs: 100, backoffFactor: 2, jitter: 0.25, maxDelayMs: 500 };
    expect(backoffDelayMs(1, options, () => 0)).toBe(75);
    expect(backoffDelayMs(1, options, () => 1)).toBe(125);
    expect(backoffDelayMs(3, options, () => 0.5)).toBe(400);
    expect(backoffDelayMs(5, options, () => 0.5)).toBe(500);
  });
});
