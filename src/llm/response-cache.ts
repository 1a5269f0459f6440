/**
 * Content-addressed response cache, and replay mode on top of it. Identical calls (same model, parameters and
 * exact prompt) are answered from the store without a request; in replay mode a call the store cannot answer
 * fails with ReplayMissError instead of reaching the network. Sampled calls are cached too: to draw fresh
 * samples, change the seed.
 */
import type { CacheStore } from './cache-store.js';
import { cacheKey } from './cache-key.js';
import type { ChatModelMiddleware, ModelCall, ModelResponse } from './chat-model-middleware.js';
import { ReplayMissError } from './model-errors.js';

export interface CacheStats {
  hits: number;
  misses: number;
  writes: number;
}

export interface ResponseCacheOptions {
  store: CacheStore;
  /** Serve only from the store; a miss is an error. */
  replay?: boolean;
}

export interface ResponseCache extends ChatModelMiddleware {
  /** Live counters (read them any time, e.g. for a summary line). */
  readonly stats: Readonly<CacheStats>;
}

/** What is stored per key: the response plus the call it answers, so entries can be inspected by hand. */
interface CacheRecord {
  modelId: string;
  kind: ModelCall['kind'];
  request: ModelCall['request'];
  response: Omit<ModelResponse, 'cost' | 'cached'>;
  createdAt: string;
}

function isCacheRecord(value: unknown): value is CacheRecord {
  const response = (value as CacheRecord | undefined)?.response;
  return typeof response === 'object' && response !== null && Array.isArray(response.texts);
}

export function responseCache(options: ResponseCacheOptions): ResponseCache {
  const stats: CacheStats = { hits: 0, misses: 0, writes: 0 };
  // Identical calls made while the first is still running share its answer instead of paying twice.
  const running = new Map<string, Promise<ModelResponse>>();

  async function lookupOrCall(call: ModelCall, key: string, next: () => Promise<ModelResponse>): Promise<ModelResponse> {
    const stored = await options.store.get(key);
    if (isCacheRecord(stored)) {
      stats.hits += 1;
      // Nothing was paid for this answer, so its cost is 0; the usage tracker counts it as a cache hit.
      return { ...stored.response, cost: 0, cached: true } as ModelResponse;
    }
    stats.misses += 1;
    if (options.replay) throw new ReplayMissError(call.modelId, key);
    const response = await next();
    const { cost: _cost, cached: _cached, ...toStore } = response;
    const record: CacheRecord = { modelId: call.modelId, kind: call.kind, request: call.request, response: toStore, createdAt: new Date().toISOString() };
    await options.store.set(key, record);
    stats.writes += 1;
    return response;
  }

  return {
    name: options.replay ? 'replay-cache' : 'response-cache',
    stats,
    async wrap(call, next) {
      const key = cacheKey(call.modelId, call.kind, call.request);
      const shared = running.get(key);
      if (shared) {
        const response = await shared;
        stats.hits += 1;
        return { ...response, cost: 0, cached: true };
      }
      const work = lookupOrCall(call, key, () => next());
      running.set(key, work);
      const forget = () => running.delete(key);
      work.then(forget, forget);
      return work;
    },
  };
}
