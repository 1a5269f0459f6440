/**
 * The ChatModel the rest of CiteQA uses: the OpenAI-compatible provider wrapped, outermost first, in
 *   usage/cost accounting → response cache (or replay) → retry → concurrency limit → per-attempt timeout.
 * The cache sits outside retry and the limiter so a hit is answered at once, never queued behind live calls;
 * the limiter sits inside retry so a call waiting out a back-off does not hold a slot.
 */
import { join } from 'node:path';
import type { CiteqaConfig } from '../config/config.js';
import { ConfigError } from '../core/errors.js';
import type { CacheStore } from './cache-store.js';
import type { ChatModel } from '../core/chat-model.js';
import { wrapChatModel } from './chat-model-middleware.js';
import { concurrencyMiddleware, createConcurrencyLimiter, type ConcurrencyLimiter } from './concurrency-middleware.js';
import { createDiskCacheStore } from './disk-cache-store.js';
import { DEFAULT_CHAT_PROVIDER } from './chat-providers.js';
import { openAIChatModelId } from './openai-chat-model.js';
import { chatProviders } from './providers/all-chat-providers.js';
import { responseCache, type CacheStats } from './response-cache.js';
import { retryMiddleware, type RetryOptions } from './retry-middleware.js';
import { printRetryNotice } from './retry-notice.js';
import { timeoutMiddleware } from './timeout-middleware.js';
import { usageMiddleware } from './usage-middleware.js';
import { UsageTracker } from './usage-tracker.js';

export type ModelSection = 'llm' | 'judge' | 'scorer';

export interface ChatModelFromConfigOptions {
  /** Share one tracker between the generator and the judge to get run-wide totals. */
  usage?: UsageTracker;
  /** Default: files under `<cacheDir>/llm-responses`, written behind the requests (flushCacheWrites). */
  cacheStore?: CacheStore;
  /** Default: one limiter per endpoint URL, shared by every model this process builds for that endpoint. */
  limiter?: ConcurrencyLimiter;
  /** Back-off tuning (maxRetries comes from config). */
  retry?: Omit<RetryOptions, 'maxRetries'>;
}

export interface ConfiguredChatModel extends ChatModel {
  readonly section: ModelSection;
  readonly usage: UsageTracker;
  /** Hit/miss/write counters of the response cache. */
  readonly cacheStats: Readonly<CacheStats>;
}

/** Directory of the response cache inside `config.cacheDir`. */
export function responseCacheDir(config: CiteqaConfig): string {
  return join(config.cacheDir, 'llm-responses');
}

const endpointLimiters = new Map<string, ConcurrencyLimiter>();

function sharedLimiter(baseURL: string, concurrency: number): ConcurrencyLimiter {
  let limiter = endpointLimiters.get(baseURL);
  if (!limiter) endpointLimiters.set(baseURL, (limiter = createConcurrencyLimiter(concurrency)));
  limiter.concurrency = concurrency;
  return limiter;
}

/** Whether `section` names a model that can answer: a model, and an endpoint unless replay serves from the cache. */
export function hasChatModelConfig(config: CiteqaConfig, section: ModelSection = 'llm'): boolean {
  const endpoint = config[section];
  return endpoint.model !== undefined && (endpoint.baseURL !== undefined || config.replay);
}

export function createChatModelFromConfig(
  config: CiteqaConfig,
  section: ModelSection = 'llm',
  options: ChatModelFromConfigOptions = {},
): ConfiguredChatModel {
  const endpoint = config[section];
  const env = `CITEQA_${section.toUpperCase()}`;
  if (endpoint.baseURL === undefined && !config.replay) {
    throw new ConfigError(`${section}.baseURL`, 'no OpenAI-compatible endpoint is configured', {
      hint: `set ${env}_BASE_URL (e.g. https://api.openai.com/v1, or http://localhost:8000/v1 for vLLM) or "${section}": {"baseURL": …} in citeqa.config.json`,
    });
  }
  if (endpoint.model === undefined) {
    throw new ConfigError(`${section}.model`, 'no model is configured', {
      hint: `set ${env}_MODEL or "${section}": {"model": …} in citeqa.config.json`,
    });
  }
  const providerName = endpoint.provider ?? DEFAULT_CHAT_PROVIDER;
  if (!chatProviders.has(providerName)) {
    throw new ConfigError(`${section}.provider`, `unknown provider "${providerName}"; known: ${chatProviders.names().join(', ')}`);
  }
  const provider: ChatModel =
    endpoint.baseURL !== undefined
      ? chatProviders.get(providerName).create({ baseURL: endpoint.baseURL, apiKey: endpoint.apiKey, model: endpoint.model, configSection: section })
      : unreachableModel(openAIChatModelId(endpoint.model), section);
  const usage = options.usage ?? new UsageTracker();
  const cache = responseCache({ store: options.cacheStore ?? createDiskCacheStore(responseCacheDir(config), { writeBehind: true }), replay: config.replay });
  const limiter = options.limiter ?? sharedLimiter(endpoint.baseURL ?? '(replay)', config.concurrency);
  const model = wrapChatModel(provider, [
    usageMiddleware({ tracker: usage, prices: config.prices, model: endpoint.model }),
    cache,
    retryMiddleware({ onRetry: (event) => printRetryNotice(event, config.maxRetries), ...options.retry, maxRetries: config.maxRetries }),
    concurrencyMiddleware(limiter),
    timeoutMiddleware(config.timeoutMs),
  ]);
  return { ...model, section, usage, cacheStats: cache.stats };
}

/** Stands in for the provider in replay mode without an endpoint; the replay cache answers or fails first. */
function unreachableModel(id: string, section: ModelSection): ChatModel {
  const fail = async (): Promise<never> => {
    throw new ConfigError(`${section}.baseURL`, 'replay mode needs no endpoint, but a call got past the cache');
  };
  return { id, complete: fail, completeText: fail };
}
