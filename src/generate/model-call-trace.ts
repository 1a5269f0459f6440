import type { TraceEntry } from '../core/answer.js';
import type { ChatMessage, ChatResponse } from '../core/chat-model.js';

/** The audit record of one chat call: what was sent, every sample returned, tokens, cost and whether the cache served it. */
export function modelCallTrace(step: string, messages: ChatMessage[], response: ChatResponse): TraceEntry {
  return {
    step,
    prompt: messages,
    reply: response.texts[0] ?? '',
    ...(response.texts.length > 1 ? { replies: response.texts } : {}),
    promptTokens: response.usage.promptTokens,
    completionTokens: response.usage.completionTokens,
    cost: response.cost,
    cached: response.cached,
  };
}
