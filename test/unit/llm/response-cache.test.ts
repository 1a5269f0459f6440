import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cacheKey } from '../../../src/llm/cache-key.js';
import { wrapChatModel } from '../../../src/llm/chat-model-middleware.js';
import { createDiskCacheStore, diskCachePath } from '../../../src/llm/disk-cache-store.js';
import { ReplayMissError } from '../../../src/llm/model-errors.js';
import { createOpenAIChatModel } from '../../../src/llm/openai-chat-model.js';
import { responseCache } from '../../../src/llm/response-cache.js';
import { useFakeOpenAIServer } from '../../support/use-fake-openai-server.js';

describe('response cache over HTTP', () => {
  const server = useFakeOpenAIServer();
  let dir: string;
  beforeEach(async () => {
    server.reset();
    dir = await mkdtemp(join(tmpdir(), 'citeqa-cache-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const provider = () => createOpenAIChatModel({ baseURL: server.baseURL, model: 'fake-model' });
  const question = { messages: [{ role: 'user' as const, content: 'Who founded the Red Cross?' }], temperature: 0, seed: 7 };

  it('answers a repeated call from disk without a second request, and counts the hit', async () => {
    server.chat.enqueue('Henry Dunant [1].');
    const cache = responseCache({ store: createDiskCacheStore(dir) });
    const model = wrapChatModel(provider(), [cache]);
    const first = await model.complete(question);
    const second = await model.complete(question);
    expect(first).toMatchObject({ texts: ['Henry Dunant [1].'], cached: false });
    expect(second).toMatchObject({ texts: ['Henry Dunant [1].'], cached: true, usage: first.usage });
    expect(server.requests).toHaveLength(1);
    expect(cache.stats).toEqual({ hits: 1, misses: 1, writes: 1 });
  });

  it('lets identical calls made at the same time share one request', async () => {
    server.chat.enqueue({ text: 'shared', delayMs: 100 });
    const cache = responseCache({ store: createDiskCacheStore(dir) });
    const model = wrapChatModel(provider(), [cache]);
    const [a, b, c] = await Promise.all([model.complete(question), model.complete(question), model.complete(question)]);
    expect([a, b, c].map((response) => response.texts[0])).toEqual(['shared', 'shared', 'shared']);
    expect([a, b, c].map((response) => response.cached)).toEqual([false, true, true]);
    expect(server.requests).toHaveLength(1);
    expect(cache.stats).toEqual({ hits: 2, misses: 1, writes: 1 });
  });

  it('survives a restart: a new model over the same directory hits the stored entry', async () => {
    server.chat.enqueue('stored answer');
    await wrapChatModel(provider(), [responseCache({ store: createDiskCacheStore(dir) })]).complete(question);
    const fresh = responseCache({ store: createDiskCacheStore(dir) });
    const again = await wrapChatModel(provider(), [fresh]).complete(question);
    expect(again.texts).toEqual(['stored answer']);
    expect(again.cached).toBe(true);
    expect(fresh.stats.hits).toBe(1);
    expect(server.requests).toHaveLength(1);
  });

  it('keys on every parameter and the exact prompt', async () => {
    const model = wrapChatModel(provider(), [responseCache({ store: createDiskCacheStore(dir) })]);
    await model.complete(question);
    await model.complete({ ...question, seed: 8 });
    await model.complete({ ...question, messages: [{ role: 'user', content: 'Who founded the Red Cross? ' }] });
    await model.complete({ ...question, n: 2 });
    expect(server.requests).toHaveLength(4);
    // Property order does not matter, and absent fields equal undefined ones.
    const reordered = await model.complete({ seed: 7, temperature: 0, messages: question.messages, stop: undefined });
    expect(reordered.cached).toBe(true);
    expect(server.requests).toHaveLength(4);
  });

  it('caches legacy completions separately from chat calls', async () => {
    const model = wrapChatModel(provider(), [responseCache({ store: createDiskCacheStore(dir) })]);
    const request = { prompt: 'The sky is blue', echo: true, logprobs: 0, maxTokens: 0 };
    const first = await model.completeText!(request);
    const second = await model.completeText!(request);
    expect(second.cached).toBe(true);
    expect(second.logprobs).toEqual(first.logprobs);
    expect(server.requestsTo('/completions')).toHaveLength(1);
    expect(cacheKey('m', 'chat', { messages: [] })).not.toBe(cacheKey('m', 'text', { messages: [] } as never));
  });

  it('writes entries by rename, leaving no temp files, and stores the request beside the response', async () => {
    server.chat.enqueue('x');
    const model = wrapChatModel(provider(), [responseCache({ store: createDiskCacheStore(dir) })]);
    await model.complete(question);
    const key = cacheKey(model.id, 'chat', question);
    const [shard] = await readdir(dir);
    expect(shard).toBe(key.slice(0, 2));
    expect(await readdir(join(dir, shard!))).toEqual([`${key}.json`]);
    const stored = (await createDiskCacheStore(dir).get(key)) as { request: unknown; response: { texts: string[] } };
    expect(stored.request).toEqual(question);
    expect(stored.response.texts).toEqual(['x']);
  });

  it('treats an unreadable entry as a miss and rewrites it', async () => {
    const model = wrapChatModel(provider(), [responseCache({ store: createDiskCacheStore(dir) })]);
    await model.complete(question);
    await writeFile(diskCachePath(dir, cacheKey(model.id, 'chat', question)), '{"response": {"tex');
    const again = await model.complete(question);
    expect(again.cached).toBe(false);
    expect((await model.complete(question)).cached).toBe(true);
    expect(server.requests).toHaveLength(2);
  });

  it('in replay mode fails on a miss with a typed error naming the model, without any request', async () => {
    const model = wrapChatModel(provider(), [responseCache({ store: createDiskCacheStore(dir), replay: true })]);
    const error = await model.complete(question).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReplayMissError);
    expect((error as Error).message).toMatch(/^model openai-compatible:fake-model: replay mode is on and the cache has no response/);
    expect((error as ReplayMissError).hint).toMatch(/replay off/);
    expect(server.requests).toHaveLength(0);
  });

  it('in replay mode serves what an earlier recording run stored', async () => {
    server.chat.enqueue('recorded');
    await wrapChatModel(provider(), [responseCache({ store: createDiskCacheStore(dir) })]).complete(question);
    server.reset();
    const replay = responseCache({ store: createDiskCacheStore(dir), replay: true });
    const response = await wrapChatModel(provider(), [replay]).complete(question);
    expect(response).toMatchObject({ texts: ['recorded'], cached: true });
    expect(replay.stats).toEqual({ hits: 1, misses: 0, writes: 0 });
    expect(server.requests).toHaveLength(0);
  });
});
