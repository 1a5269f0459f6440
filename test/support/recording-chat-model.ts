/**
 * An in-process ChatModel for fast unit tests of logic above the model layer (strategies, judges, metrics).
 * It records every request; replies come from a list (served in order, one text per call, repeated for `n`)
 * or from a function of the request. Model-layer behaviour itself is tested over HTTP against the fake server.
 */
import type { ChatModel, ChatRequest, ChatResponse } from '../../src/core/chat-model.js';

export type RecordingReplies = string[] | ((request: ChatRequest) => string | string[]);

export interface RecordingChatModel extends ChatModel {
  /** Every request received, in order. */
  readonly calls: ChatRequest[];
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function createRecordingChatModel(replies: RecordingReplies, options: { id?: string } = {}): RecordingChatModel {
  const calls: ChatRequest[] = [];
  const queue = Array.isArray(replies) ? [...replies] : undefined;
  return {
    id: options.id ?? 'recording:fake',
    calls,
    async complete(request: ChatRequest): Promise<ChatResponse> {
      calls.push(structuredClone(request));
      const n = request.n ?? 1;
      let texts: string[];
      if (queue) {
        const next = queue.shift();
        if (next === undefined) {
          throw new Error(`recording chat model: no scripted reply left for call ${calls.length}`);
        }
        texts = Array.from({ length: n }, () => next);
      } else {
        const produced = (replies as (request: ChatRequest) => string | string[])(request);
        texts = Array.isArray(produced) ? produced : Array.from({ length: n }, () => produced);
      }
      return {
        texts,
        usage: {
          promptTokens: request.messages.reduce((sum, message) => sum + countWords(message.content), 0),
          completionTokens: texts.reduce((sum, text) => sum + countWords(text), 0),
        },
        cost: 0,
        cached: false,
        model: options.id ?? 'recording:fake',
      };
    },
  };
}
