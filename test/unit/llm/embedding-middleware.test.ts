import { describe, expect, it } from 'vitest';
import { createMemoryCacheStore } from '../../../src/llm/cache-store.js';
import { createOpenAIEmbedder } from '../../../retrievers/dense/openai-embedder.js';
import { useFakeOpenAIServer } from '../../support/use-fake-openai-server.js';

const server = useFakeOpenAIServer({ embeddingDimensions: 4 });

describe('embedding middleware (cache, batches, retry, concurrency) over HTTP', () => {
  it('sends only uncached texts, each text once, in batches of the configured size', async () => {
    server.reset();
    const store = createMemoryCacheStore();
    const embedder = await createOpenAIEmbedder({ baseURL: server.baseURL, model: 'e', dimension: 4, batchSize: 2, cache: store });
    await embedder.embed(['a', 'b']);
    const vectors = await embedder.embed(['a', 'c', 'c', 'd', 'b', 'e']);
    expect(vectors).toHaveLength(6);
    expect(vectors[1]).toEqual(vectors[2]);
    const inputs = server.requestsTo('/embeddings').map((request) => request.body.input);
    expect(inputs).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(store.size).toBe(5);
  });

  it('retries a 429 after the Retry-After the server asked for, resending only that batch', async () => {
    server.reset();
    server.embeddings.enqueue({ fault: 'rate-limit', retryAfterSeconds: 1 });
    const embedder = await createOpenAIEmbedder({ baseURL: server.baseURL, model: 'e', dimension: 4, batchSize: 10, maxRetries: 2 });
    const started = Date.now();
    const vectors = await embedder.embed(['x', 'y']);
    expect(vectors).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(server.requestsTo('/embeddings').map((request) => request.body.input)).toEqual([['x', 'y'], ['x', 'y']]);
  });

  it('keeps at most the configured number of requests in flight', async () => {
    server.reset();
    server.embeddings.setHandler((body) => ({ vectors: (body.input as string[]).map(() => [1, 0, 0, 0]), delayMs: 30 }));
    const embedder = await createOpenAIEmbedder({ baseURL: server.baseURL, model: 'e', dimension: 4, batchSize: 1, concurrency: 3 });
    await embedder.embed(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(server.requestsTo('/embeddings')).toHaveLength(8);
    expect(server.maxInFlight).toBe(3);
  });
});
