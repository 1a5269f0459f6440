import type { ChatRequest } from '../core/chat-model.js';
import type { StrategyOptions } from '../core/strategy.js';

/** The sampling settings a user gave, and only those: an absent one is left to the endpoint's default. */
export function givenSampling(options: StrategyOptions): Pick<ChatRequest, 'temperature' | 'topP' | 'seed' | 'maxTokens'> {
  return {
    ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
    ...(options.topP === undefined ? {} : { topP: options.topP }),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.maxTokens === undefined ? {} : { maxTokens: options.maxTokens }),
  };
}
