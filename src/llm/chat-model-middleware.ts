/**
 * Cross-cutting behaviour (cache, retry, timeout, concurrency, accounting) wraps any ChatModel, so providers
 * stay small. A middleware sees both kinds of call (`chat` and legacy `text` completions) through one `wrap`.
 */
import type { CallOptions, ChatModel, ChatRequest, ChatResponse, CompletionRequest, CompletionResponse } from '../core/chat-model.js';

export type ModelCall =
  | { kind: 'chat'; modelId: string; request: ChatRequest; options: CallOptions }
  | { kind: 'text'; modelId: string; request: CompletionRequest; options: CallOptions };

/** ChatResponse and CompletionResponse share this shape; middleware only touches these fields. */
export type ModelResponse = ChatResponse | CompletionResponse;

/** Calls the next layer; a middleware may pass different call options (e.g. an abort signal) each time. */
export type NextCall = (options?: CallOptions) => Promise<ModelResponse>;

export interface ChatModelMiddleware {
  /** For messages and debugging. */
  readonly name: string;
  wrap(call: ModelCall, next: NextCall): Promise<ModelResponse>;
}

/**
 * Wraps `model` so that `middleware[0]` is the outermost layer (it sees a call first and the response last).
 * `completeText` stays absent when the inner model has none.
 */
export function wrapChatModel(model: ChatModel, middleware: ChatModelMiddleware[]): ChatModel {
  const run = (call: ModelCall, index: number): Promise<ModelResponse> => {
    const layer = middleware[index];
    if (layer === undefined) {
      return call.kind === 'chat' ? model.complete(call.request, call.options) : model.completeText!(call.request, call.options);
    }
    return layer.wrap(call, (options) => run({ ...call, options: options ?? call.options } as ModelCall, index + 1));
  };
  const wrapped: ChatModel = {
    id: model.id,
    complete: (request, options = {}) => run({ kind: 'chat', modelId: model.id, request, options }, 0) as Promise<ChatResponse>,
  };
  if (model.completeText) {
    wrapped.completeText = (request, options = {}) =>
      run({ kind: 'text', modelId: model.id, request, options }, 0) as Promise<CompletionResponse>;
  }
  return wrapped;
}
