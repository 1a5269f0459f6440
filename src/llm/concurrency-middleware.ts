/**
 * Caps how many calls are in flight at once. Models that share an endpoint should share one limiter
 * (`createConcurrencyLimiter`) so the cap holds across them.
 */
import pLimit, { type LimitFunction } from 'p-limit';
import type { ChatModelMiddleware } from './chat-model-middleware.js';
import { isItemFailure, isRetryableError } from './model-errors.js';

export type ConcurrencyLimiter = LimitFunction;

export function createConcurrencyLimiter(concurrency: number): ConcurrencyLimiter {
  return pLimit(concurrency);
}

/** Runs (pipeline/process-items.ts) that admit more items than calls may be in flight, running right now. */
let admittingAhead = 0;
/** The fatal error that stops them, while one does. */
let stopping: { error: unknown } | undefined;

/**
 * A run admits more items than calls may be in flight, so their requests are ready when a slot frees; after a fatal
 * error (a bad key, an unknown model) those ready requests must not go out. From the moment a run begins until it
 * ends, a call that gets a slot after a fatal error — one that was waiting for it, or one that arrives — fails with
 * that error instead of being sent. An error that fails at once (not retryable, not one item's) stops them as it
 * passes here, before any waiting call takes the freed slot; one that failed through every retry stops them when
 * the run calls `stop`. With no run going (`ask`, `serve`) nothing is stopped. It holds for every model of the
 * process: one command runs at a time, and a fatal error of one endpoint stops the command.
 */
export function admitAhead(): { stop(error: unknown): void; end(): void } {
  admittingAhead += 1;
  let ended = false;
  return {
    stop(error) {
      stopping ??= { error };
    },
    end() {
      if (ended) return;
      ended = true;
      if (--admittingAhead === 0) stopping = undefined;
    },
  };
}

export function concurrencyMiddleware(limit: number | ConcurrencyLimiter): ChatModelMiddleware {
  const limiter = typeof limit === 'number' ? createConcurrencyLimiter(limit) : limit;
  return {
    name: 'concurrency',
    async wrap(call, next) {
      let waited = false;
      const response = await limiter(async () => {
        if (stopping) throw stopping.error;
        try {
          return await next();
        } catch (error) {
          if (admittingAhead > 0 && !isRetryableError(error) && !isItemFailure(error) && !call.options.signal?.aborted) stopping ??= { error };
          throw error;
        } finally {
          waited = limiter.pendingCount > 0;
        }
      });
      // A call was waiting for the slot this one freed: let its request go out (the rest of its way down runs in
      // microtasks) before this answer is parsed and recorded, which would otherwise hold the endpoint's slot idle.
      if (waited) await new Promise<void>((resolve) => setImmediate(resolve));
      return response;
    },
  };
}
