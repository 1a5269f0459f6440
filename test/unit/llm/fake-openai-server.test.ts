import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAIServer } from '../../support/fake-openai-server.js';
import { useFakeOpenAIServer } from '../../support/use-fake-openai-server.js';

// The fake must look like a real server to the real client, or every test built on it proves nothing.
describe('fake OpenAI-compatible server', () => {
  const server = useFakeOpenAIServer();
  let client: OpenAI;
  beforeAll(async () => {
    client = new OpenAI({ baseURL: server.baseURL, apiKey: 'test-key', maxRetries: 0, timeout: 5_000 });
  });
  beforeEach(() => server.reset());

  it('serves queued chat replies in order, then the handler, and records each request', async () => {
    server.chat.enqueue('first', { texts: ['a', 'b'] });
    server.chat.setHandler((body) => `handled ${body.messages.length}`);
    const messages = [{ role: 'user' as const, content: 'hi' }];
    const one = await client.chat.completions.create({ model: 'm', messages });
    const two = await client.chat.completions.create({ model: 'm', messages, n: 2 });
    const three = await client.chat.completions.create({ model: 'm', messages });
    expect(one.choices[0]!.message.content).toBe('first');
    expect(two.choices.map((choice) => choice.message.content)).toEqual(['a', 'b']);
    expect(three.choices[0]!.message.content).toBe('handled 1');
    expect(server.requestsTo('/chat/completions')).toHaveLength(3);
    expect(server.requests[1]!.body.n).toBe(2);
    expect(server.requests[0]!.headers.authorization).toBe('Bearer test-key');
  });

  it('returns chat logprobs in the real response shape when asked', async () => {
    const response = await client.chat.completions.create({
      model: 'm',
      messages: [{ role: 'user', content: 'x' }],
      logprobs: true,
      top_logprobs: 2,
      n: 1,
    });
    const content = response.choices[0]!.logprobs!.content!;
    expect(content.map((entry) => entry.token).join('')).toBe(response.choices[0]!.message.content);
    expect(content[0]!.top_logprobs).toHaveLength(2);
    expect(content[0]!.logprob).toBeLessThan(0);
  });

  it('echoes the prompt with legacy logprobs on /completions', async () => {
    const response = await client.completions.create({ model: 'm', prompt: 'The sky is blue', echo: true, logprobs: 1, max_tokens: 0 });
    const choice = response.choices[0]!;
    expect(choice.text).toBe('The sky is blue');
    expect(choice.logprobs!.tokens).toEqual(['The', ' sky', ' is', ' blue']);
    expect(choice.logprobs!.token_logprobs![0]).toBeNull();
    expect(choice.logprobs!.text_offset).toEqual([0, 3, 7, 10]);
  });

  it('gives deterministic float embeddings, also through the SDK default base64 encoding', async () => {
    const a = await client.embeddings.create({ model: 'e', input: ['red apple', 'red apple'], encoding_format: 'float' });
    const b = await client.embeddings.create({ model: 'e', input: 'red apple' });
    expect(a.data[0]!.embedding).toEqual(a.data[1]!.embedding);
    expect(a.data[0]!.embedding).toHaveLength(64);
    b.data[0]!.embedding.forEach((value, i) => expect(value).toBeCloseTo(a.data[0]!.embedding[i]!, 5));
  });

  it('injects faults: 429 with Retry-After, 500, malformed JSON', async () => {
    server.chat.enqueue({ fault: 'rate-limit', retryAfterSeconds: 3 }, { fault: 'server-error' }, { fault: 'malformed-json' });
    const messages = [{ role: 'user' as const, content: 'x' }];
    const rateLimited = await client.chat.completions.create({ model: 'm', messages }).catch((e: unknown) => e);
    expect(rateLimited).toBeInstanceOf(OpenAI.RateLimitError);
    expect((rateLimited as InstanceType<typeof OpenAI.APIError>).headers?.get('retry-after')).toBe('3');
    const failed = await client.chat.completions.create({ model: 'm', messages }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(OpenAI.InternalServerError);
    await expect(client.chat.completions.create({ model: 'm', messages })).rejects.toThrow();
  });

  it('holds replies for a route\'s latency and counts its requests in flight apart from other routes', async () => {
    server.embeddings.latencyMs = 150;
    const started = performance.now();
    const embeddings = Array.from({ length: 3 }, (_, index) => client.embeddings.create({ model: 'e', input: [`text ${index}`], encoding_format: 'float' }));
    await expect.poll(() => server.embeddings.inFlight).toBe(3);
    await client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] });
    expect(server.embeddings.inFlight).toBe(3);
    await Promise.all(embeddings);
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    expect([server.embeddings.inFlight, server.embeddings.maxInFlight, server.chat.maxInFlight]).toEqual([0, 3, 1]);
    server.reset();
    expect([server.embeddings.latencyMs, server.embeddings.maxInFlight]).toEqual([0, 0]);
  });

  it('gives every route the latency set when the server starts', async () => {
    const slow = await startFakeOpenAIServer({ latencyMs: 120 });
    try {
      const slowClient = new OpenAI({ baseURL: slow.baseURL, apiKey: 'k', maxRetries: 0, timeout: 5_000 });
      const started = performance.now();
      await slowClient.embeddings.create({ model: 'e', input: ['a'], encoding_format: 'float' });
      expect(performance.now() - started).toBeGreaterThanOrEqual(115);
      expect([slow.chat.latencyMs, slow.embeddings.latencyMs]).toEqual([120, 120]);
    } finally {
      await slow.close();
    }
  });

  it('counts a hung request as in flight until close ends it', async () => {
    const hungServer = await startFakeOpenAIServer();
    hungServer.chat.enqueue({ fault: 'hang' });
    const hungClient = new OpenAI({ baseURL: hungServer.baseURL, apiKey: 'k', maxRetries: 0, timeout: 10_000 });
    const pending = hungClient.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] }).catch((e: unknown) => e);
    await expect.poll(() => hungServer.inFlight).toBe(1);
    await hungServer.close();
    expect(await pending).toBeInstanceOf(Error);
    expect(hungServer.maxInFlight).toBe(1);
  });
});
