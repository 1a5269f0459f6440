/**
 * Running totals of model use — calls, cache hits, failures, tokens, cost — overall and per model, for progress
 * bars and end-of-run summaries. Several models (generator and judge) may share one tracker.
 */
import type { Usage } from '../core/chat-model.js';

export interface UsageTotals {
  /** Calls answered (from the network or the cache). */
  calls: number;
  cacheHits: number;
  /** Calls that ended in an error (after any retries). */
  failures: number;
  /** Tokens of answers that came over the network (billed). */
  promptTokens: number;
  completionTokens: number;
  /** Tokens of answers served from the cache (not billed again). */
  cachedPromptTokens: number;
  cachedCompletionTokens: number;
  /** Sum of priced network calls, in the price table's currency. */
  cost: number;
  /** Network calls whose model had no price in the table (their cost counts as 0). */
  unpricedCalls: number;
}

export type UsageEvent =
  | { modelId: string; outcome: 'answered'; cached: boolean; usage: Usage; cost: number; priced: boolean }
  | { modelId: string; outcome: 'failed' };

export function emptyUsageTotals(): UsageTotals {
  return {
    calls: 0,
    cacheHits: 0,
    failures: 0,
    promptTokens: 0,
    completionTokens: 0,
    cachedPromptTokens: 0,
    cachedCompletionTokens: 0,
    cost: 0,
    unpricedCalls: 0,
  };
}

function add(totals: UsageTotals, event: UsageEvent): void {
  if (event.outcome === 'failed') {
    totals.failures += 1;
    return;
  }
  totals.calls += 1;
  if (event.cached) {
    totals.cacheHits += 1;
    totals.cachedPromptTokens += event.usage.promptTokens;
    totals.cachedCompletionTokens += event.usage.completionTokens;
    return;
  }
  totals.promptTokens += event.usage.promptTokens;
  totals.completionTokens += event.usage.completionTokens;
  totals.cost += event.cost;
  if (!event.priced) totals.unpricedCalls += 1;
}

export class UsageTracker {
  private readonly all = emptyUsageTotals();
  private readonly perModel = new Map<string, UsageTotals>();
  private readonly listeners = new Set<(totals: Readonly<UsageTotals>) => void>();

  record(event: UsageEvent): void {
    add(this.all, event);
    let model = this.perModel.get(event.modelId);
    if (!model) this.perModel.set(event.modelId, (model = emptyUsageTotals()));
    add(model, event);
    for (const listener of this.listeners) listener(this.totals);
  }

  /** A snapshot of the overall totals. */
  get totals(): UsageTotals {
    return { ...this.all };
  }

  /** Snapshots per model id. */
  byModel(): Record<string, UsageTotals> {
    return Object.fromEntries([...this.perModel].map(([id, totals]) => [id, { ...totals }]));
  }

  /** Called after every recorded call; returns a function that unsubscribes. */
  onUpdate(listener: (totals: Readonly<UsageTotals>) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** One line for the end of a run, e.g. `12 model calls (5 from cache), 3400 prompt + 800 completion tokens, cost 0.0123`. */
export function formatUsage(totals: UsageTotals): string {
  const parts = [
    `${totals.calls} model call${totals.calls === 1 ? '' : 's'} (${totals.cacheHits} from cache)`,
    `${totals.promptTokens} prompt + ${totals.completionTokens} completion tokens`,
    `cost ${Number(totals.cost.toFixed(6))}${totals.unpricedCalls > 0 ? ` (${totals.unpricedCalls} call${totals.unpricedCalls === 1 ? '' : 's'} without a price)` : ''}`,
  ];
  if (totals.failures > 0) parts.push(`${totals.failures} failed`);
  return parts.join(', ');
}
