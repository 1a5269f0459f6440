/**
 * Caps how many calls are in flight at once. Models that share an endpoint should share one limiter
 * (`createConcurrencyLimiter`) so the cap holds across them.
 */
import pLimit, { type LimitFunction } from 'p-limit';
import type { ChatModelMiddleware } from './chat-model-middleware.js';

export type ConcurrencyLimiter = LimitFunction;

export function createConcurrencyLimiter(concurrency: number): ConcurrencyLimiter {
  return pLimit(concurrency);
}

export function concurrencyMiddleware(limit: number | ConcurrencyLimiter): ChatModelMiddleware {
  const limiter = typeof limit === 'number' ? createConcurrencyLimiter(limit) : limit;
  return {
    name: 'concurrency',
    wrap: (_call, next) => limiter(() => next()),
  };
}
