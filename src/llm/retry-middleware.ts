/**
 * Retries failed calls that might succeed later (429, 408/409, 5xx, timeouts, connection failures, malformed
 * responses) with exponential back-off and jitter, waiting at least as long as the server's Retry-After asks.
 */
import { setTimeout as sleepFor } from 'node:timers/promises';
import type { ChatModelMiddleware } from './chat-model-middleware.js';
import { isRetryableError, ModelApiError, RetryError, type RetryAttempt } from './model-errors.js';

export interface RetryOptions {
  /** Attempts after the first one. */
  maxRetries: number;
  /** Back-off before the first retry (default 500 ms), multiplied by `backoffFactor` each time. */
  initialDelayMs?: number;
  backoffFactor?: number;
  /** Cap on the back-off (not on a server's Retry-After). Default 30 s. */
  maxDelayMs?: number;
  /** ± fraction of random spread on the back-off, so parallel callers do not retry in lock-step. Default 0.25. */
  jitter?: number;
  /** A server asking for a longer wait than this is not waited for: the call fails at once. Default 120 s. */
  maxRetryAfterMs?: number;
  random?: () => number;
  /** Told before each wait (for logs and progress displays). */
  onRetry?: (event: { modelId: string; attempt: number; error: unknown; delayMs: number }) => void;
}

export function backoffDelayMs(retry: number, options: RetryOptions, random: () => number = Math.random): number {
  const base = Math.min(options.maxDelayMs ?? 30_000, (options.initialDelayMs ?? 500) * (options.backoffFactor ?? 2) ** (retry - 1));
  const jitter = options.jitter ?? 0.25;
  return Math.max(0, Math.round(base * (1 - jitter + 2 * jitter * random())));
}

/**
 * Runs `attempt` until it succeeds, retrying what `isRetryableError` allows; shared by the chat and the embedding
 * middleware so both back off, honour Retry-After and give up the same way.
 */
export async function retrying<T>(modelId: string, signal: AbortSignal | undefined, options: RetryOptions, attempt: () => Promise<T>): Promise<T> {
  const random = options.random ?? Math.random;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 120_000;
  const attempts: RetryAttempt[] = [];
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      attempts.push({ error });
      const retry = attempts.length;
      if (!isRetryableError(error) || signal?.aborted) {
        // A first-attempt failure that retrying cannot fix is reported as itself.
        if (retry === 1) throw error;
        throw new RetryError(modelId, attempts, 'errorNotRetryable');
      }
      if (retry > options.maxRetries) throw new RetryError(modelId, attempts, 'maxRetriesExceeded');
      const serverWait = error instanceof ModelApiError ? error.retryAfterMs : undefined;
      if (serverWait !== undefined && serverWait > maxRetryAfterMs) {
        throw new RetryError(modelId, attempts, 'retryAfterTooLong');
      }
      const delayMs = Math.max(serverWait ?? 0, backoffDelayMs(retry, options, random));
      attempts[attempts.length - 1]!.delayMs = delayMs;
      options.onRetry?.({ modelId, attempt: retry, error, delayMs });
      await sleepFor(delayMs, undefined, { signal });
    }
  }
}

export function retryMiddleware(options: RetryOptions): ChatModelMiddleware {
  return {
    name: 'retry',
    wrap: (call, next) => retrying(call.modelId, call.options.signal, options, () => next()),
  };
}
