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
