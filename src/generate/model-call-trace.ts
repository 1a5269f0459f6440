import type { TraceEntry } from '../core/answer.js';
import type { ChatMessage, ChatResponse } from '../core/chat-model.js';

/**
 * The audit record of one chat call: what was sent, every sample returned, tokens, what the answer's tokens cost
 * (whether paid now or when the response was cached, so a resumed run records what a whole one does) and whether
 * the cache served it this time.
 */
export function modelCallTrace(step: string, messages: ChatMessage[], response: ChatResponse): TraceEntry {
  return {
    step,
    prompt: messages,
    reply: response.texts[0] ?? '',
    ...(response.texts.length > 1 ? { replies: response.texts } : {}),
    promptTokens: response.usage.promptTokens,
    completionTokens: response.usage.completionTokens,
    cost: response.tokenCost ?? response.cost,
    cached: response.cached,
  };
}
