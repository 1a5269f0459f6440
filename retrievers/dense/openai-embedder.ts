import { createHash } from 'node:crypto';
import OpenAI from 'openai';
import { ConfigError, InputError } from '../../src/core/errors.js';
import type { Embedder } from '../../src/core/embedder.js';

/** Where embeddings are kept between runs; the same store the model layer caches chat calls in. */
export interface EmbeddingCache {
  get(key: string): Promise<number[] | undefined>;
  set(key: string, vector: number[]): Promise<void>;
}

export interface OpenAIEmbedderOptions {
  baseURL: string;
  apiKey?: string;
  model: string;
  /** Vector length the model returns; when absent it is learned from the first reply (probe call). */
  dimension?: number;
  /** Texts per request (OpenAI accepts up to 2048). */
  batchSize?: number;
  timeoutMs?: number;
  maxRetries?: number;
  cache?: EmbeddingCache;
  /** Serve only from the cache; a text it has no vector for is an error (as the model layer's replay mode). */
  replay?: boolean;
}

export interface OpenAIEmbedder extends Embedder {
  /** Requests sent so far (cache hits send none); lets callers and tests see batching and caching work. */
  readonly requestCount: number;
}

/** Cache key: endpoint, model and text, so two servers serving the same model name never share vectors. */
export function embeddingCacheKey(baseURL: string, model: string, text: string): string {
  return createHash('sha256').update(JSON.stringify(['embedding', baseURL, model, text])).digest('hex');
}

/**
 * Any OpenAI-compatible `/embeddings` endpoint (OpenAI, vLLM, Ollama, TEI…). Asks for `encoding_format: 'float'`
 * because several compatible servers do not implement base64, which the `openai` client requests by default.
 */
export async function createOpenAIEmbedder(options: OpenAIEmbedderOptions): Promise<OpenAIEmbedder> {
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey ?? 'not-needed',
    timeout: options.timeoutMs ?? 60_000,
    maxRetries: options.maxRetries ?? 4,
  });
  const batchSize = options.batchSize ?? 128;
  let requestCount = 0;

  const request = async (texts: string[]): Promise<number[][]> => {
    requestCount += 1;
    const response = await client.embeddings.create({ model: options.model, input: texts, encoding_format: 'float' });
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
  if (dimension === undefined) {
    const [probe] = await request(['dimension probe']);
    dimension = probe!.length;
  }

  const embedder: OpenAIEmbedder = {
    name: `openai:${options.model}`,
    dimension,
    get requestCount() {
      return requestCount;
    },
    async embed(texts: string[]): Promise<number[][]> {
      const vectors: (number[] | undefined)[] = new Array(texts.length);
      const missing: number[] = [];
      for (let i = 0; i < texts.length; i += 1) {
        const cached = options.cache ? await options.cache.get(embeddingCacheKey(options.baseURL, options.model, texts[i]!)) : undefined;
        if (cached) vectors[i] = cached;
        else missing.push(i);
      }
      if (options.replay && missing.length > 0) {
        throw new ConfigError('replay', `${missing.length} text(s) have no cached embedding from ${options.model}; replay mode makes no requests`);
      }
      for (let start = 0; start < missing.length; start += batchSize) {
        const indices = missing.slice(start, start + batchSize);
        // The API rejects empty strings; a single space embeds as "no content", as for USE-lite.
        const fresh = await request(indices.map((i) => (texts[i]!.trim() === '' ? ' ' : texts[i]!)));
        for (let j = 0; j < indices.length; j += 1) {
          const vector = fresh[j]!;
          if (vector.length !== dimension) {
            throw new InputError(`embeddings ${options.baseURL}`, `model ${options.model} returned a ${vector.length}-d vector, expected ${dimension}`);
          }
          vectors[indices[j]!] = vector;
          await options.cache?.set(embeddingCacheKey(options.baseURL, options.model, texts[indices[j]!]!), vector);
        }
      }
      return vectors as number[][];
    },
  };
  return embedder;
}
