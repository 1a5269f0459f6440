import { z } from 'zod';
import type { Ranker } from '../core/ranker.js';
import { ModelApiError, ModelConnectionError, ModelResponseError } from './model-errors.js';
import { retrying, type RetryOptions } from './retry-middleware.js';
import { retryAfterMs } from './retry-after.js';

export interface RerankRankerOptions {
  /** API root, e.g. `http://localhost:8000/v1`; requests go to `<baseURL>/rerank`. */
  baseURL: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  retry?: RetryOptions;
  fetch?: typeof fetch;
}

const replySchema = z.object({ results: z.array(z.object({ index: z.number().int().nonnegative(), relevance_score: z.number() }).loose()) }).loose();

/**
 * A cross-encoder behind the de-facto rerank API (`POST /rerank {model, query, documents}` →
 * `{results: [{index, relevance_score}]}`, as vLLM, Hugging Face TEI, llama.cpp and Infinity serve it). Results come
 * back best first; they are put back in the documents' order by `index`.
 */
export function createRerankRanker(options: RerankRankerOptions): Ranker {
  const id = `rerank:${options.model}`;
  const post = options.fetch ?? fetch;
  const once = async (query: string, documents: string[]): Promise<number[]> => {
    let response: Response;
    try {
      response = await post(`${options.baseURL.replace(/\/$/, '')}/rerank`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify({ model: options.model, query, documents }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
      });
    } catch (error) {
      throw new ModelConnectionError(id, options.baseURL, (error as Error).message, { cause: error });
    }
    const text = await response.text();
    if (!response.ok) throw new ModelApiError(id, response.status, text.slice(0, 200), retryAfterMs(response.headers));
    let parsed: z.infer<typeof replySchema>;
    try {
      parsed = replySchema.parse(JSON.parse(text));
    } catch (error) {
      throw new ModelResponseError(id, `not a rerank reply (${(error as Error).message.slice(0, 120)})`, { cause: error });
    }
    const scores = new Array<number | undefined>(documents.length).fill(undefined);
    for (const result of parsed.results) if (result.index < documents.length) scores[result.index] = result.relevance_score;
    if (scores.some((score) => score === undefined)) throw new ModelResponseError(id, `scored ${parsed.results.length} of ${documents.length} documents`);
    return scores as number[];
  };
  return {
    name: id,
    relevance: (query, documents) =>
      documents.length === 0 ? Promise.resolve([]) : retrying(id, undefined, options.retry ?? { maxRetries: 4 }, () => once(query, documents)),
  };
}
