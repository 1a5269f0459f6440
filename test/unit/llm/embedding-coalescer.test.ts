import { describe, expect, it } from 'vitest';
import { createOpenAIEmbedder } from '../../../retrievers/dense/openai-embedder.js';
import { createMemoryCacheStore } from '../../../src/llm/cache-store.js';
import { fakeEmbedding } from '../../support/fake-openai-server.js';
import { useFakeOpenAIServer } from '../../support/use-fake-openai-server.js';

const server = useFakeOpenAIServer({ embeddingDimensions: 8 });

describe('embedding coalescer: concurrent callers share batched requests', () => {
  it('merges single-text calls made side by side into full batches sent up to the concurrency limit', async () => {
    server.reset();
    server.embeddings.latencyMs = 20;
    const embedder = await createOpenAIEmbedder({ baseURL: server.baseURL, model: 'e', dimension: 8, batchSize: 10, concurrency: 3, cache: createMemoryCacheStore() });
    const texts = Array.from({ length: 95 }, (_, index) => `query number ${index}`);
    const vectors = await Promise.all(texts.map((text) => embedder.embed([text])));
    const inputs = server.requestsTo('/embeddings').map((request) => request.body.input as string[]);
    expect(inputs.map((input) => input.length)).toEqual([...new Array(9).fill(10), 5]);
    expect(inputs.flat().sort()).toEqual([...texts].sort());
    expect(server.embeddings.maxInFlight).toBe(3);
    // Each caller gets the vector of its own text, not a neighbour's.
    vectors.forEach(([vector], index) => expect(vector).toEqual(fakeEmbedding(texts[index]!, 8)));
  });

  it('keeps a sequential caller at one request per call', async () => {
    server.reset();
    const embedder = await createOpenAIEmbedder({ baseURL: server.baseURL, model: 'e', dimension: 8, batchSize: 10, concurrency: 3 });
    for (const text of ['a', 'b', 'c']) await embedder.embed([text]);
    expect(server.requestsTo('/embeddings').map((request) => request.body.input)).toEqual([['a'], ['b'], ['c']]);
  });

  it('fails every caller whose texts were in a failed merged call, and serves the next calls again', async () => {
    server.reset();
    server.embeddings.enqueue({ fault: 'error', status: 400, message: 'input too long' });
    const embedder = await createOpenAIEmbedder({ baseURL: server.baseURL, model: 'e', dimension: 8, batchSize: 10, maxRetries: 0 });
    const outcomes = await Promise.allSettled([embedder.embed(['x']), embedder.embed(['y'])]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(await embedder.embed(['z'])).toEqual([fakeEmbedding('z', 8)]);
  });
});

describe('embedding cache on a long call', () => {
  it('stores each part as it comes back, so a call that fails late keeps what was embedded', async () => {
    server.reset();
    const store = createMemoryCacheStore();
    const embedder = await createOpenAIEmbedder({ baseURL: server.baseURL, model: 'e', dimension: 8, batchSize: 64, concurrency: 2, maxRetries: 0, cache: store });
    const texts = Array.from({ length: 2100 }, (_, index) => `long call text ${index}`);
    // The request after the first part's 16 fails: the first 1,024 texts are stored, the rest are not.
    let served = 0;
    server.embeddings.setHandler(() => (++served > 16 ? { fault: 'error', status: 400, message: 'stop here' } : (undefined as never)));
    await expect(embedder.embed(texts)).rejects.toThrow();
    expect(store.size).toBe(1024);
    // Batches still waiting for a slot are not sent after the failure (the one or two already on their way are).
    await expect.poll(() => server.embeddings.inFlight).toBe(0);
    expect(served).toBeLessThanOrEqual(20);
    server.reset();
    await embedder.embed(texts);
    // Only the texts of the failed part and after are asked for again (a straggler of the failed call may land here too).
    expect(new Set(server.requestsTo('/embeddings').flatMap((request) => request.body.input as string[]))).toEqual(new Set(texts.slice(1024)));
  });
});
