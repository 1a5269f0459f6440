import OpenAI from 'openai';
import { ConfigError, InputError } from '../../src/core/errors.js';
import type { Embedder } from '../../src/core/embedder.js';
import type { CacheStore } from '../../src/llm/cache-store.js';
import { createConcurrencyLimiter, type ConcurrencyLimiter } from '../../src/llm/concurrency-middleware.js';
import { embeddingBatches } from '../../src/llm/embedding-batches.js';
import { embeddingCache } from '../../src/llm/embedding-cache.js';
import { embeddingCoalescer } from '../../src/llm/embedding-coalescer.js';
import { wrapEmbedder } from '../../src/llm/embedder-middleware.js';
import { toModelError } from '../../src/llm/openai-error-mapping.js';
import { printRetryNotice } from '../../src/llm/retry-notice.js';
import { createNodeHttpFetch } from '../../src/llm/node-http-fetch.js';

/** Where embeddings are kept between runs; the same store the model layer caches chat calls in. */
export type EmbeddingCache = CacheStore;

export interface OpenAIEmbedderOptions {
  baseURL: string;
  apiKey?: string;
  model: string;
  /** Vector length the model returns; when absent it is learned from the first reply (probe call). */
  dimension?: number;
  /** Texts per request (default 64; OpenAI accepts up to 2048). */
  batchSize?: number;
  timeoutMs?: number;
  /** Retries per request, by the model layer's policy (Retry-After, back-off). */
  maxRetries?: number;
  /** Requests in flight at once (default 4), or a limiter shared with other callers of the endpoint. */
  concurrency?: number | ConcurrencyLimiter;
  cache?: EmbeddingCache;
  /** Serve only from the cache; a text it has no vector for is an error (as the model layer's replay mode). */
  replay?: boolean;
}

export interface OpenAIEmbedder extends Embedder {
  /** Requests sent so far (cache hits send none); lets callers and tests see batching and caching work. */
  readonly requestCount: number;
}

/**
 * Any OpenAI-compatible `/embeddings` endpoint (OpenAI, vLLM, Ollama, TEI…), as a provider that only translates:
 * merging concurrent calls, caching, batching, retries and the concurrency limit are the embedding middleware around
 * it. Asks for
 * `encoding_format: 'float'` because several compatible servers do not implement base64, which the `openai` client
 * requests by default.
 */
export async function createOpenAIEmbedder(options: OpenAIEmbedderOptions): Promise<OpenAIEmbedder> {
  // Retries are the middleware's, so the client makes one attempt per request.
  const client = new OpenAI({ baseURL: options.baseURL, apiKey: options.apiKey ?? 'not-needed', timeout: options.timeoutMs ?? 60_000, maxRetries: 0, fetch: createNodeHttpFetch() });
  const name = `openai:${options.model}`;
  let requestCount = 0;

  const request = async (texts: string[]): Promise<number[][]> => {
    requestCount += 1;
    let response: OpenAI.Embeddings.CreateEmbeddingResponse;
    try {
      // The API rejects empty strings; a single space embeds as "no content", as for USE-lite.
      const input = texts.map((text) => (text.trim() === '' ? ' ' : text));
      response = await client.embeddings.create({ model: options.model, input, encoding_format: 'float' });
    } catch (error) {
      throw toModelError(error, { modelId: name, model: options.model, baseURL: options.baseURL, timeoutMs: options.timeoutMs, configSection: 'embeddings' });
    }
    const vectors: number[][] = new Array(texts.length);
    for (const item of response.data) vectors[item.index] = item.embedding as number[];
    if (vectors.some((vector) => !Array.isArray(vector))) {
      throw new InputError(`embeddings ${options.baseURL}`, `returned ${response.data.length} vectors for ${texts.length} texts`);
    }
    return vectors;
  };

  let dimension = options.dimension;
  if (dimension === undefined && options.replay) {
    throw new ConfigError('replay', 'the openai embedder needs its dimension to start in replay mode');
  }
  if (dimension === undefined) dimension = (await request(['dimension probe']))[0]!.length;
  const expected = dimension;

  const provider: Embedder = {
    name,
    dimension,
    async embed(texts) {
      const vectors = await request(texts);
      const wrong = vectors.find((vector) => vector.length !== expected);
      if (wrong) throw new InputError(`embeddings ${options.baseURL}`, `model ${options.model} returned a ${wrong.length}-d vector, expected ${expected}`);
      return vectors;
    },
  };
  const limiter = typeof options.concurrency === 'function' ? options.concurrency : createConcurrencyLimiter(options.concurrency ?? 4);
  const wrapped = wrapEmbedder(provider, [
    embeddingCoalescer(),
    ...(options.cache ? [embeddingCache({ store: options.cache, namespace: options.baseURL, replay: options.replay })] : []),
    embeddingBatches({ size: options.batchSize ?? 64, limiter, retry: { maxRetries: options.maxRetries ?? 4, onRetry: (event) => printRetryNotice(event, options.maxRetries ?? 4) } }),
  ]);
  return {
    ...wrapped,
    get requestCount() {
      return requestCount;
    },
  };
}
