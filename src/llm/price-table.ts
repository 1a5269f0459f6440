/** Token prices per million tokens, by model id, as in config `prices`; the currency is whatever the table uses. */
import type { Usage } from '../core/chat-model.js';

export interface TokenPrice {
  /** Per million prompt (input) tokens. */
  prompt: number;
  /** Per million completion (output) tokens. */
  completion: number;
}

export type PriceTable = Record<string, TokenPrice>;

/**
 * The price of the first name the table lists exactly (callers pass the configured model name, then the name the
 * server reported, which may carry a version suffix). No fuzzy matching: a wrong price is worse than none.
 */
export function priceFor(prices: PriceTable, ...modelNames: (string | undefined)[]): TokenPrice | undefined {
  for (const name of modelNames) {
    if (name !== undefined && Object.hasOwn(prices, name)) return prices[name];
  }
  return undefined;
}

export function costOf(usage: Usage, price: TokenPrice): number {
  return (usage.promptTokens * price.prompt + usage.completionTokens * price.completion) / 1_000_000;
}
