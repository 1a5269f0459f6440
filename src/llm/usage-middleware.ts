/**
 * Token and cost accounting: prices each answer from the price table and records it in a UsageTracker.
 * Sits outermost so it sees cache hits (cost 0) as well as network answers, and failures after all retries.
 */
import type { ChatModelMiddleware } from './chat-model-middleware.js';
import { costOf, priceFor, type PriceTable } from './price-table.js';
import type { UsageTracker } from './usage-tracker.js';

export interface UsageMiddlewareOptions {
  tracker: UsageTracker;
  prices?: PriceTable;
  /** The configured model name, looked up in the price table before the name the server reports. */
  model?: string;
}

export function usageMiddleware(options: UsageMiddlewareOptions): ChatModelMiddleware {
  const prices = options.prices ?? {};
  return {
    name: 'usage',
    async wrap(call, next) {
      let response;
      try {
        response = await next();
      } catch (error) {
        options.tracker.record({ modelId: call.modelId, outcome: 'failed' });
        throw error;
      }
      const price = priceFor(prices, options.model, response.model);
      const tokenCost = price ? costOf(response.usage, price) : 0;
      const cost = response.cached ? 0 : tokenCost;
      options.tracker.record({ modelId: call.modelId, outcome: 'answered', cached: response.cached, usage: response.usage, cost, priced: price !== undefined });
      return { ...response, cost, tokenCost };
    },
  };
}
