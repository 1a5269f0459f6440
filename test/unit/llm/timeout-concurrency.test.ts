import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wrapChatModel } from '../../../src/llm/chat-model-middleware.js';
import { admitAhead, concurrencyMiddleware } from '../../../src/llm/concurrency-middleware.js';
import { ModelTimeoutError, RetryError } from '../../../src/llm/model-errors.js';
import { createOpenAIChatModel } from '../../../src/llm/openai-chat-model.js';
import { retryMiddleware } from '../../../src/llm/retry-middleware.js';
import { timeoutMiddleware } from '../../../src/llm/timeout-middleware.js';
import { useFakeOpenAIServer } from '../../support/use-fake-openai-server.js';

describe('timeout and concurrency limit over HTTP', () => {
  const server = useFakeOpenAIServer();
  beforeEach(() => server.reset());

  const provider = () => createOpenAIChatModel({ baseURL: server.baseURL, model: 'fake-model' });
  const ask = (content = 'hi') => ({ messages: [{ role: 'user' as const, content }] });

  it('abandons a hung request at the time limit, then the retry succeeds', async () => {
    server.chat.enqueue({ fault: 'hang' }, 'answered');
    const model = wrapChatModel(provider(), [retryMiddleware({ maxRetries: 1, initialDelayMs: 10 }), timeoutMiddleware(300)]);
    const started = performance.now();
    const response = await model.complete(ask());
    expect(response.texts).toEqual(['answered']);
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
    expect(server.requests).toHaveLength(2);
    // The hung request was aborted, not left holding a connection.
    await expect.poll(() => server.inFlight).toBe(0);
  });

  it('reports a timeout as ModelTimeoutError naming the limit', async () => {
    server.chat.enqueue({ fault: 'hang' });
    const error = await wrapChatModel(provider(), [timeoutMiddleware(200)]).complete(ask()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelTimeoutError);
    expect((error as Error).message).toBe('model openai-compatible:fake-model: no response within 200 ms');
  });

  it('keeps retrying timeouts only up to maxRetries', async () => {
    server.chat.setHandler(() => ({ fault: 'hang' }));
    const model = wrapChatModel(provider(), [retryMiddleware({ maxRetries: 1, initialDelayMs: 10 }), timeoutMiddleware(150)]);
    const error = (await model.complete(ask()).catch((e: unknown) => e)) as RetryError;
    expect(error).toBeInstanceOf(RetryError);
    expect(error.lastError).toBeInstanceOf(ModelTimeoutError);
    expect(server.requests).toHaveLength(2);
  });

  it('never has more requests in flight than the limit', async () => {
    server.chat.setHandler((body) => ({ text: `answer to ${body.messages[0]!.content}`, delayMs: 60 }));
    const model = wrapChatModel(provider(), [concurrencyMiddleware(3)]);
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => model.complete(ask(`q${i}`))));
    expect(responses.map((response) => response.texts[0])).toEqual(Array.from({ length: 12 }, (_, i) => `answer to q${i}`));
    expect(server.requests).toHaveLength(12);
    expect(server.maxInFlight).toBe(3);
  });

  it('while a run admits items ahead, a bad key stops the calls waiting for a slot: they fail with it unsent', async () => {
    server.chat.setHandler(() => ({ fault: 'error', status: 401, message: 'Incorrect API key provided' }));
    const model = wrapChatModel(provider(), [concurrencyMiddleware(1)]);
    const run = admitAhead();
    try {
      const results = await Promise.allSettled([model.complete(ask('q0')), model.complete(ask('q1')), model.complete(ask('q2'))]);
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(results.map((result) => ((result as PromiseRejectedResult).reason as Error).message)).toEqual(
        Array.from({ length: 3 }, () => expect.stringMatching(/HTTP 401/)),
      );
      expect(server.requests).toHaveLength(1);
    } finally {
      run.end();
    }
    // With no run going, calls are sent again (each gets its own answer, here the same refusal).
    await Promise.allSettled([model.complete(ask('q3')), model.complete(ask('q4'))]);
    expect(server.requests).toHaveLength(3);
  });
});
