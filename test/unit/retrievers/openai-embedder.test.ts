import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAIEmbedder, type EmbeddingCache } from '../../../retrievers/dense/openai-embedder.js';
import { createEmbedder, embedderBackends } from '../../../retrievers/dense/embedders/all-embedders.js';
import { loadConfig } from '../../../src/config/config.js';
import { ConfigError } from '../../../src/core/errors.js';
import { useFakeOpenAIServer } from '../../support/use-fake-openai-server.js';

const server = useFakeOpenAIServer({ embeddingDimensions: 8 });

function memoryCache(): EmbeddingCache & { size: number } {
  const store = new Map<string, number[]>();
  return {
    get size() {
      return store.size;
    },
    async get(key) {
      return store.get(key);
    },
    async set(key, vector) {
      store.set(key, vector as number[]);
    },
  };
}

describe('createOpenAIEmbedder', () => {
  it('asks for float vectors in batches and learns the dimension', async () => {
    server.reset();
    const embedder = await createOpenAIEmbedder({ baseURL: server.baseURL, model: 'emb-1', batchSize: 2 });
    expect(embedder.dimension).toBe(8);
    expect(embedder.name).toBe('openai:emb-1');
    const vectors = await embedder.embed(['a', 'b', 'c', '']);
    expect(vectors).toHaveLength(4);
    expect(vectors.every((vector) => vector.length === 8)).toBe(true);
    const bodies = server.requestsTo('/embeddings').map((request) => request.body);
    expect(bodies.map((body) => body.encoding_format)).toEqual(['float', 'float', 'float']);
    expect(bodies.slice(1).map((body) => body.input)).toEqual([['a', 'b'], ['c', ' ']]);
  });

  it('serves repeated texts from the cache without a request', async () => {
    server.reset();
    const cache = memoryCache();
    const embedder = await createOpenAIEmbedder({ baseURL: server.baseURL, model: 'emb-1', dimension: 8, cache });
    const first = await embedder.embed(['x', 'y']);
    const again = await embedder.embed(['y', 'x']);
    expect(embedder.requestCount).toBe(1);
    expect(again).toEqual([first[1], first[0]]);
    expect(cache.size).toBe(2);
  });

  it('fails on a vector of the wrong length', async () => {
    server.reset();
    server.embeddings.enqueue([[1, 2, 3]]);
    const embedder = await createOpenAIEmbedder({ baseURL: server.baseURL, model: 'emb-1', dimension: 8 });
    await expect(embedder.embed(['x'])).rejects.toThrow(/3-d vector, expected 8/);
  });
});

describe('embedder backends', () => {
  it('offers use and openai, and names the missing setting for openai', async () => {
    expect(embedderBackends.names()).toEqual(['openai', 'use']);
    const config = loadConfig({ env: {}, cwd: '/' });
    await expect(createEmbedder('openai', config)).rejects.toThrow(ConfigError);
    await expect(createEmbedder('openai', config)).rejects.toThrow('embeddings.baseURL');
  });
});

describe('openai embedder from config', () => {
  it('caches vectors on disk under cacheDir/embeddings and serves them in replay mode', async () => {
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    server.reset();
    const cacheDir = await mkdtemp(join(tmpdir(), 'citeqa-emb-'));
    const env = { CITEQA_EMBEDDINGS_BASE_URL: server.baseURL, CITEQA_EMBEDDINGS_MODEL: 'emb-1', CITEQA_CACHE_DIR: cacheDir };
    const live = await createEmbedder('openai', loadConfig({ env, cwd: '/' }), { dimension: 8 });
    const vectors = await live.embed(['alpha', 'beta']);
    const replay = await createEmbedder('openai', loadConfig({ env: { ...env, CITEQA_REPLAY: '1' }, cwd: '/' }), { dimension: 8 });
    expect(await replay.embed(['beta', 'alpha'])).toEqual([vectors[1], vectors[0]]);
    expect(server.requestsTo('/embeddings')).toHaveLength(1);
    await expect(replay.embed(['gamma'])).rejects.toThrow(/config replay: 1 text\(s\) have no cached embedding/);
  });
});
