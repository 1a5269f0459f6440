import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryCacheStore } from '../../../src/llm/cache-store.js';
import { wrapChatModel } from '../../../src/llm/chat-model-middleware.js';
import { createOpenAIChatModel } from '../../../src/llm/openai-chat-model.js';
import { costOf, priceFor } from '../../../src/llm/price-table.js';
import { responseCache } from '../../../src/llm/response-cache.js';
import { usageMiddleware } from '../../../src/llm/usage-middleware.js';
import { formatUsage, UsageTracker } from '../../../src/llm/usage-tracker.js';
import { useFakeOpenAIServer } from '../../support/use-fake-openai-server.js';

describe('token and cost accounting over HTTP', () => {
  const server = useFakeOpenAIServer();
  beforeEach(() => server.reset());

  const prices = { 'priced-model': { prompt: 0.15, completion: 0.6 } };
  const stack = (model: string, tracker: UsageTracker) =>
    wrapChatModel(createOpenAIChatModel({ baseURL: server.baseURL, model }), [
      usageMiddleware({ tracker, prices, model }),
      responseCache({ store: createMemoryCacheStore() }),
    ]);

  it('prices network answers from the table, counts cache hits as free, and totals tokens', async () => {
    server.chat.enqueue(
      { text: 'a', usage: { prompt_tokens: 1_000, completion_tokens: 500 } },
      { text: 'b', usage: { prompt_tokens: 3_000, completion_tokens: 1_500 } },
    );
    const tracker = new UsageTracker();
    const model = stack('priced-model', tracker);
    const first = await model.complete({ messages: [{ role: 'user', content: 'one' }] });
    const second = await model.complete({ messages: [{ role: 'user', content: 'two' }] });
    const hit = await model.complete({ messages: [{ role: 'user', content: 'one' }] });
    // 1000 × 0.15/1M + 500 × 0.6/1M
    expect(first.cost).toBeCloseTo(0.00045, 12);
    expect(second.cost).toBeCloseTo(0.00135, 12);
    expect(hit.cost).toBe(0);
    expect(tracker.totals).toEqual({
      calls: 3,
      cacheHits: 1,
      failures: 0,
      promptTokens: 4_000,
      completionTokens: 2_000,
      cachedPromptTokens: 1_000,
      cachedCompletionTokens: 500,
      cost: expect.closeTo(0.0018, 12),
      unpricedCalls: 0,
    });
    expect(formatUsage(tracker.totals)).toBe('3 model calls (1 from cache), 4000 prompt + 2000 completion tokens, cost 0.0018');
  });

  it('counts calls to a model without a price and failed calls, per model, and tells listeners', async () => {
    server.chat.enqueue({ text: 'x', usage: { prompt_tokens: 10, completion_tokens: 5 } }, { fault: 'error', status: 400, message: 'bad' });
    const tracker = new UsageTracker();
    const seen: number[] = [];
    tracker.onUpdate((totals) => seen.push(totals.calls + totals.failures));
    const model = stack('unpriced-model', tracker);
    expect((await model.complete({ messages: [{ role: 'user', content: 'x' }] })).cost).toBe(0);
    await expect(model.complete({ messages: [{ role: 'user', content: 'y' }] })).rejects.toThrow(/HTTP 400/);
    expect(tracker.byModel()['openai-compatible:unpriced-model']).toMatchObject({ calls: 1, failures: 1, unpricedCalls: 1, promptTokens: 10 });
    expect(seen).toEqual([1, 2]);
    expect(formatUsage(tracker.totals)).toBe('1 model call (0 from cache), 10 prompt + 5 completion tokens, cost 0 (1 call without a price), 1 failed');
  });
});

describe('price table', () => {
  it('matches model names exactly, trying them in order', () => {
    const table = { 'gpt-4o-mini': { prompt: 0.15, completion: 0.6 }, 'gpt-4o': { prompt: 2.5, completion: 10 } };
    expect(priceFor(table, 'gpt-4o-mini-2024-07-18', 'gpt-4o-mini')).toEqual(table['gpt-4o-mini']);
    expect(priceFor(table, 'gpt-4o-mini-2024-07-18')).toBeUndefined();
    expect(priceFor(table, 'toString')).toBeUndefined();
    expect(costOf({ promptTokens: 2_000_000, completionTokens: 1_000_000 }, table['gpt-4o'])).toBe(15);
  });
});
