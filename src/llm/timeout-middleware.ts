/**
 * Gives each attempt its own time limit. The limit aborts the HTTP request (so a hung server does not keep a
 * socket and a concurrency slot) and fails the call with ModelTimeoutError, which the retry layer retries.
 */
import type { ChatModelMiddleware } from './chat-model-middleware.js';
import { ModelTimeoutError } from './model-errors.js';

export function timeoutMiddleware(timeoutMs: number): ChatModelMiddleware {
  return {
    name: 'timeout',
    async wrap(call, next) {
      const controller = new AbortController();
      const outer = call.options.signal;
      const signal = outer ? AbortSignal.any([outer, controller.signal]) : controller.signal;
      let timer: NodeJS.Timeout | undefined;
      // Racing as well as aborting: a model that ignores the signal still cannot hold the caller past the limit.
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          // Made only when it happens: an error per call (its stack captured) was a cost every answered call paid.
          const timeout = new ModelTimeoutError(call.modelId, timeoutMs);
          controller.abort(timeout);
          reject(timeout);
        }, timeoutMs);
      });
      try {
        return await Promise.race([next({ ...call.options, signal }), expired]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
