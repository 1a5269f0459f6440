import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configSchema, type CiteqaConfig } from '../../../src/config/config.js';
import { ConfigError } from '../../../src/core/errors.js';
import { createChatModelFromConfig, hasChatModelConfig } from '../../../src/llm/create-chat-model.js';
import { ReplayMissError } from '../../../src/llm/model-errors.js';
import { UsageTracker } from '../../../src/llm/usage-tracker.js';
import { useFakeOpenAIServer } from '../../support/use-fake-openai-server.js';

describe('createChatModelFromConfig', () => {
  const server = useFakeOpenAIServer({ requireApiKey: 'sk-config' });
  let cacheDir: string;
  beforeEach(async () => {
    server.reset();
    cacheDir = await mkdtemp(join(tmpdir(), 'citeqa-llm-'));
  });
  afterEach(() => rm(cacheDir, { recursive: true, force: true }));

  const config = (overrides: Record<string, unknown> = {}): CiteqaConfig =>
    configSchema.parse({
      cacheDir,
      llm: { baseURL: server.baseURL, model: 'gen-model', apiKey: 'sk-config' },
      judge: { baseURL: server.baseURL, model: 'judge-model', apiKey: 'sk-config' },
      prices: { 'gen-model': { prompt: 1, completion: 2 } },
      concurrency: 2,
      timeoutMs: 2_000,
      maxRetries: 2,
      ...overrides,
    });
  const fast = { retry: { initialDelayMs: 10 } };
  const ask = (content: string) => ({ messages: [{ role: 'user' as const, content }] });

  it('names the missing setting and its environment variable', () => {
    const noURL = () => createChatModelFromConfig(config({ llm: { model: 'm' } }));
    expect(noURL).toThrow(ConfigError);
    expect(noURL).toThrow('config llm.baseURL: no OpenAI-compatible endpoint is configured');
    try {
      noURL();
    } catch (error) {
      expect((error as ConfigError).hint).toContain('CITEQA_LLM_BASE_URL');
    }
    const noModel = () => createChatModelFromConfig(config({ judge: { baseURL: server.baseURL } }), 'judge');
    expect(noModel).toThrow('config judge.model: no model is configured');
    try {
      noModel();
    } catch (error) {
      expect((error as ConfigError).key).toBe('judge.model');
      expect((error as ConfigError).hint).toContain('CITEQA_JUDGE_MODEL');
    }
  });

  it('says whether a section can answer', () => {
    expect(hasChatModelConfig(config(), 'llm')).toBe(true);
    expect(hasChatModelConfig(config({ judge: {} }), 'judge')).toBe(false);
    expect(hasChatModelConfig(config({ llm: { model: 'm' } }), 'llm')).toBe(false);
    expect(hasChatModelConfig(config({ llm: { model: 'm' }, replay: true }), 'llm')).toBe(true);
  });

  it('assembles the stack: key sent, retries, disk cache, cost, usage', async () => {
    server.chat.enqueue({ fault: 'server-error' }, { text: 'ok', usage: { prompt_tokens: 100, completion_tokens: 50 } });
    const model = createChatModelFromConfig(config(), 'llm', fast);
    const first = await model.complete(ask('q'));
    const second = await model.complete(ask('q'));
    expect(first).toMatchObject({ texts: ['ok'], cached: false, cost: 0.0002 });
    expect(second).toMatchObject({ texts: ['ok'], cached: true, cost: 0 });
    expect(server.requests).toHaveLength(2);
    expect(server.requests.every((request) => request.headers.authorization === 'Bearer sk-config')).toBe(true);
    expect(model.cacheStats).toEqual({ hits: 1, misses: 1, writes: 1 });
    expect(model.usage.totals).toMatchObject({ calls: 2, cacheHits: 1, promptTokens: 100, completionTokens: 50, cost: 0.0002 });
  });

  it('answers cache hits at once even while the limiter is full of hung calls', async () => {
    server.chat.enqueue('cached answer');
    const model = createChatModelFromConfig(config({ maxRetries: 0, timeoutMs: 500 }), 'llm', fast);
    await model.complete(ask('warm'));
    server.chat.setHandler(() => ({ fault: 'hang' }));
    const hung = [model.complete(ask('slow 1')), model.complete(ask('slow 2'))].map((p) => p.catch((e: unknown) => e));
    await expect.poll(() => server.inFlight).toBe(2);
    const hit = await model.complete(ask('warm'));
    expect(hit).toMatchObject({ texts: ['cached answer'], cached: true });
    expect(server.inFlight).toBe(2);
    await Promise.all(hung);
  });

  it('replay mode from config: a hit needs no endpoint, a miss names the model and replay', async () => {
    server.chat.enqueue('recorded');
    await createChatModelFromConfig(config(), 'llm', fast).complete(ask('q'));
    server.reset();
    const replay = createChatModelFromConfig(config({ replay: true, llm: { model: 'gen-model' } }));
    expect(await replay.complete(ask('q'))).toMatchObject({ texts: ['recorded'], cached: true });
    const miss = await replay.complete(ask('never asked')).catch((e: unknown) => e);
    expect(miss).toBeInstanceOf(ReplayMissError);
    expect((miss as Error).message).toContain('openai-compatible:gen-model: replay mode is on');
    expect(server.requests).toHaveLength(0);
  });

  it('reports a wrong API key as a one-line typed error, not retried', async () => {
    const model = createChatModelFromConfig(config({ llm: { baseURL: server.baseURL, model: 'gen-model', apiKey: 'wrong' } }), 'llm', fast);
    const error = await model.complete(ask('q')).catch((e: unknown) => e);
    expect((error as Error).message).toBe('model openai-compatible:gen-model: HTTP 401: Incorrect API key provided (fake server)');
    expect(server.requests).toHaveLength(1);
    expect(model.usage.totals.failures).toBe(1);
  });

  it('builds the judge from its own section and shares a usage tracker when given one', async () => {
    const usage = new UsageTracker();
    const generator = createChatModelFromConfig(config(), 'llm', { ...fast, usage });
    const judge = createChatModelFromConfig(config(), 'judge', { ...fast, usage });
    await generator.complete(ask('a'));
    await judge.complete(ask('b'));
    expect(server.requests.map((request) => request.body.model)).toEqual(['gen-model', 'judge-model']);
    expect(judge.id).toBe('openai-compatible:judge-model');
    expect(Object.keys(usage.byModel()).sort()).toEqual(['openai-compatible:gen-model', 'openai-compatible:judge-model']);
    expect(usage.totals.calls).toBe(2);
  });
});
