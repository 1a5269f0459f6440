/**
 * The provider: any OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, llama.cpp server, …) through the `openai`
 * package. It only translates requests and responses; caching, retries, limits and accounting are middleware.
 */
import OpenAI from 'openai';
import type {
  CallOptions,
  ChatModel,
  ChatRequest,
  ChatResponse,
  CompletionRequest,
  CompletionResponse,
  TextTokenLogprob,
  TokenLogprob,
} from '../core/chat-model.js';
import { ModelResponseError } from './model-errors.js';
import { createNodeHttpFetch } from './node-http-fetch.js';
import { toModelError, type ErrorContext } from './openai-error-mapping.js';

export interface OpenAIChatModelOptions {
  /** API root, e.g. `https://api.openai.com/v1` or `http://localhost:8000/v1`. */
  baseURL: string;
  /** Local servers usually need none. */
  apiKey?: string;
  model: string;
  /** The client's own per-request timeout; the timeout middleware is the usual place for this. */
  timeoutMs?: number;
  /** First part of `id` (default `openai-compatible`). */
  provider?: string;
  /** The config section named in error hints (default `llm`). */
  configSection?: string;
}

/** Keeps request bodies (and so recorded requests and logs) free of `undefined` fields. */
function defined<T extends Record<string, unknown>>(object: T): Partial<T> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function chatLogprobs(choice: OpenAI.Chat.Completions.ChatCompletion.Choice): TokenLogprob[] | undefined {
  const content = choice.logprobs?.content;
  if (!content) return undefined;
  return content.map((entry) => ({
    token: entry.token,
    logprob: entry.logprob,
    ...(entry.top_logprobs?.length ? { top: entry.top_logprobs.map((top) => ({ token: top.token, logprob: top.logprob })) } : {}),
  }));
}

function textLogprobs(logprobs: OpenAI.Completions.CompletionChoice.Logprobs | null): TextTokenLogprob[] | undefined {
  if (!logprobs?.tokens) return undefined;
  return logprobs.tokens.map((token, i) => {
    const top = logprobs.top_logprobs?.[i];
    return {
      token,
      logprob: logprobs.token_logprobs?.[i] ?? null,
      offset: logprobs.text_offset?.[i] ?? 0,
      ...(top ? { top: Object.entries(top).map(([alt, logprob]) => ({ token: alt, logprob })).sort((a, b) => b.logprob - a.logprob) } : {}),
    };
  });
}

/** The id (and so the cache-key prefix) of a model: deliberately without the URL, so a cache can be replayed offline. */
export function openAIChatModelId(model: string, provider = 'openai-compatible'): string {
  return `${provider}:${model}`;
}

export function createOpenAIChatModel(options: OpenAIChatModelOptions): ChatModel {
  const client = new OpenAI({
    baseURL: options.baseURL,
    // The client refuses to start without a key; local servers ignore it.
    apiKey: options.apiKey ?? 'no-key',
    // Retrying is the retry middleware's job; two layers would multiply attempts and hide Retry-After.
    maxRetries: 0,
    fetch: createNodeHttpFetch(),
    ...(options.timeoutMs !== undefined ? { timeout: options.timeoutMs } : {}),
  });
  const id = openAIChatModelId(options.model, options.provider);
  const context = (signal: AbortSignal | undefined): ErrorContext => ({
    modelId: id,
    model: options.model,
    baseURL: options.baseURL,
    timeoutMs: options.timeoutMs,
    configSection: options.configSection ?? 'llm',
    signal,
  });

  async function call<T>(send: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    try {
      return await send();
    } catch (error) {
      throw toModelError(error, context(signal));
    }
  }

  /** One answer streamed as the server writes it; the same response as the non-streaming call once it is done. */
  async function streamed(body: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming, callOptions: CallOptions): Promise<ChatResponse> {
    const stream = await call(() => client.chat.completions.create({ ...body, stream: true, stream_options: { include_usage: true } }, { signal: callOptions.signal }), callOptions.signal);
    let text = '';
    let finish: string | null = null;
    let usage: OpenAI.CompletionUsage | undefined;
    let model: string | undefined;
    try {
      for await (const chunk of stream) {
        model ??= chunk.model;
        if (chunk.usage) usage = chunk.usage;
        const choice = chunk.choices?.[0];
        if (choice?.finish_reason) finish = choice.finish_reason;
        const delta = choice?.delta?.content;
        if (typeof delta === 'string' && delta !== '') {
          text += delta;
          callOptions.onText!(text);
        }
      }
    } catch (error) {
      throw toModelError(error, context(callOptions.signal));
    }
    if (finish === null && text === '') throw new ModelResponseError(id, 'the stream ended without an answer');
    return {
      texts: [text],
      finishReasons: [finish ?? 'stop'],
      usage: { promptTokens: usage?.prompt_tokens ?? 0, completionTokens: usage?.completion_tokens ?? 0 },
      cost: 0,
      cached: false,
      model: model ?? options.model,
    };
  }

  return {
    id,
    async complete(request: ChatRequest, callOptions: CallOptions = {}): Promise<ChatResponse> {
      const wantLogprobs = request.logprobs !== undefined;
      const body = defined({
        model: options.model,
        messages: request.messages.map((message) => ({ role: message.role, content: message.content })),
        n: request.n,
        temperature: request.temperature,
        top_p: request.topP,
        stop: request.stop,
        max_tokens: request.maxTokens,
        seed: request.seed,
        logprobs: wantLogprobs ? true : undefined,
        top_logprobs: wantLogprobs && request.logprobs! > 0 ? request.logprobs : undefined,
      }) as OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming;
      if (callOptions.onText && (request.n ?? 1) === 1 && !wantLogprobs) return streamed(body, callOptions);
      const response = await call(() => client.chat.completions.create(body, { signal: callOptions.signal }), callOptions.signal);
      if (!Array.isArray(response?.choices) || response.choices.length === 0) {
        throw new ModelResponseError(id, 'the response has no choices');
      }
      const choices = [...response.choices].sort((a, b) => a.index - b.index);
      // A choice without text (content null: refused, filtered, or a tool call we did not ask for) is no answer;
      // reading it as "" would cache and score an empty answer. As an unusable response it is retried, never cached.
      const empty = choices.find((choice) => typeof choice.message?.content !== 'string');
      if (empty) {
        throw new ModelResponseError(id, `choice ${empty.index} has no text (message.content is ${JSON.stringify(empty.message?.content ?? null)}, finish_reason ${empty.finish_reason ?? 'none'})`);
      }
      const logprobs = choices.map(chatLogprobs);
      return {
        texts: choices.map((choice) => choice.message.content as string),
        finishReasons: choices.map((choice) => choice.finish_reason),
        ...(logprobs.some((entry) => entry !== undefined) ? { logprobs: logprobs.map((entry) => entry ?? []) } : {}),
        usage: { promptTokens: response.usage?.prompt_tokens ?? 0, completionTokens: response.usage?.completion_tokens ?? 0 },
        cost: 0,
        cached: false,
        model: response.model ?? options.model,
      };
    },

    async completeText(request: CompletionRequest, callOptions: CallOptions = {}): Promise<CompletionResponse> {
      const body = defined({
        model: options.model,
        prompt: request.prompt,
        temperature: request.temperature,
        max_tokens: request.maxTokens,
        stop: request.stop,
        logprobs: request.logprobs,
        echo: request.echo,
        n: request.n,
        seed: request.seed,
      }) as OpenAI.Completions.CompletionCreateParamsNonStreaming;
      const response = await call(() => client.completions.create(body, { signal: callOptions.signal }), callOptions.signal);
      if (!Array.isArray(response?.choices) || response.choices.length === 0) {
        throw new ModelResponseError(id, 'the response has no choices');
      }
      const choices = [...response.choices].sort((a, b) => a.index - b.index);
      const logprobs = choices.map((choice) => textLogprobs(choice.logprobs));
      return {
        texts: choices.map((choice) => choice.text ?? ''),
        finishReasons: choices.map((choice) => choice.finish_reason),
        ...(logprobs.some((entry) => entry !== undefined) ? { logprobs: logprobs.map((entry) => entry ?? []) } : {}),
        usage: { promptTokens: response.usage?.prompt_tokens ?? 0, completionTokens: response.usage?.completion_tokens ?? 0 },
        cost: 0,
        cached: false,
        model: response.model ?? options.model,
      };
    },
  };
}
