/**
 * A real OpenAI-compatible HTTP server on 127.0.0.1 for tests: model-facing code talks to it through the real
 * `openai` client, so request bodies, response parsing, retries and timeouts are exercised end to end.
 *
 * Each endpoint (`chat`, `completions`, `embeddings`) answers, in order: the next queued reply (FIFO), else the
 * route's handler, else a deterministic default. A reply is either content or a fault (429 + Retry-After, 500,
 * any API error, a hang, a malformed JSON body).
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Full path as received, e.g. `/v1/chat/completions`. */
  path: string;
  /** Parsed JSON body (undefined when the body was empty or not JSON). */
  body: any;
  headers: IncomingHttpHeaders;
  /** `performance.now()` when the request arrived, for measuring back-off delays. */
  receivedAt: number;
}

/** Fault injection, valid as a reply on every route. */
export type FakeFault =
  | { fault: 'rate-limit'; retryAfterSeconds?: number; message?: string }
  | { fault: 'server-error'; status?: number; message?: string }
  /** Any API error in OpenAI's error shape, e.g. 401 invalid key, 404 model not found, 400 bad request. */
  | { fault: 'error'; status: number; message: string; type?: string; code?: string; headers?: Record<string, string> }
  /** Never answers; the socket stays open until the client gives up or the server closes. */
  | { fault: 'hang' }
  /** 200 with `content-type: application/json` and a truncated body. */
  | { fault: 'malformed-json' }
  /** Headers and half the body sent, then the connection is destroyed (undici reports `TypeError: terminated`). */
  | { fault: 'reset-mid-body' }
  /** A well-formed chat completion whose only choice has `message.content: null`. */
  | { fault: 'null-content' }
  /** A well-formed chat completion with `choices: []`. */
  | { fault: 'empty-choices' }
  /** 200 with an HTML page (a proxy's login or error page). */
  | { fault: 'html-200' }
  /** A valid reply sent a few bytes at a time, `intervalMs` apart. */
  | { fault: 'slow-drip'; text: string; intervalMs?: number };

export interface FakeTopLogprob {
  token: string;
  logprob: number;
}
export interface FakeTokenLogprob extends FakeTopLogprob {
  top_logprobs?: FakeTopLogprob[];
}

export interface FakeChatReplySpec {
  /** One text per choice, returned as given (ignores `n`). */
  texts?: string[];
  /** One text, repeated for each of the `n` choices. */
  text?: string;
  finishReason?: 'stop' | 'length' | 'content_filter' | 'tool_calls';
  /** Per choice; when absent and the request asked for logprobs, deterministic ones are made from the text. */
  logprobs?: FakeTokenLogprob[][];
  usage?: { prompt_tokens: number; completion_tokens: number };
  model?: string;
  /** Wait this long before answering (makes requests overlap in concurrency tests). */
  delayMs?: number;
}
export type FakeChatReply = string | FakeChatReplySpec | FakeFault;

export interface FakeLegacyLogprobs {
  tokens: string[];
  token_logprobs: (number | null)[];
  top_logprobs: (Record<string, number> | null)[];
  text_offset: number[];
}
export interface FakeCompletionReplySpec {
  /** Generated continuation per choice (without the echoed prompt; the server prepends it when `echo`). */
  texts?: string[];
  text?: string;
  finishReason?: 'stop' | 'length';
  logprobs?: FakeLegacyLogprobs[];
  usage?: { prompt_tokens: number; completion_tokens: number };
  model?: string;
  delayMs?: number;
}
export type FakeCompletionReply = string | FakeCompletionReplySpec | FakeFault;

export interface FakeEmbeddingReplySpec {
  vectors: number[][];
  model?: string;
  delayMs?: number;
}
export type FakeEmbeddingReply = number[][] | FakeEmbeddingReplySpec | FakeFault;

/** Per pair, `[{label, score}]` for every class (TEI's sequence-classification reply), or a fault. */
export type FakePredictReply = { label: string; score: number }[][] | FakeFault;
export interface FakePredictRequestBody {
  inputs: [string, string][] | [string, string];
  raw_scores?: boolean;
}

/** Relevance per document, in the documents' order; the server returns them best first, as rerank servers do. */
export type FakeRerankReply = number[] | FakeFault;
export interface FakeRerankRequestBody {
  model: string;
  query: string;
  documents: string[];
  [key: string]: unknown;
}

/** The request bodies as the handlers see them (loose: whatever the client sent). */
export interface FakeChatRequestBody {
  model: string;
  messages: { role: string; content: string }[];
  n?: number;
  temperature?: number;
  top_p?: number;
  stop?: string | string[];
  seed?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
  logprobs?: boolean;
  top_logprobs?: number;
  [key: string]: unknown;
}
export interface FakeCompletionRequestBody {
  model: string;
  prompt: string | string[];
  echo?: boolean;
  logprobs?: number | null;
  max_tokens?: number;
  n?: number;
  stop?: string | string[];
  [key: string]: unknown;
}
export interface FakeEmbeddingRequestBody {
  model: string;
  input: string | string[];
  encoding_format?: 'float' | 'base64';
  dimensions?: number;
  [key: string]: unknown;
}

export type FakeHandler<Body, Reply> = (body: Body, request: RecordedRequest) => Reply | Promise<Reply>;

export interface FakeRoute<Body, Reply> {
  /** Replies served first, in order. */
  enqueue(...replies: Reply[]): void;
  /** Answers when the queue is empty (replaces any previous handler; `undefined` restores the default). */
  setHandler(handler: FakeHandler<Body, Reply> | undefined): void;
  /** Queued replies not yet served. */
  readonly pending: number;
  /** Milliseconds every reply of this route waits before it is sent (a fixed model latency); 0 by default. */
  latencyMs: number;
  /** Requests to this route being handled now (hung ones included). */
  readonly inFlight: number;
  /** The most requests to this route in flight at once since the start or the last reset. */
  readonly maxInFlight: number;
}

export interface FakeOpenAIServerOptions {
  /** When set, requests without `Authorization: Bearer <key>` get a 401 in OpenAI's shape. */
  requireApiKey?: string;
  /** Length of the default hash-based embedding vectors (a request's `dimensions` overrides it). */
  embeddingDimensions?: number;
  /** Every route's fixed latency in milliseconds (each route's `latencyMs` can change it later; reset restores it). */
  latencyMs?: number;
}

export interface FakeOpenAIServer {
  /** `http://127.0.0.1:<port>/v1` — pass as the client's baseURL. */
  readonly baseURL: string;
  readonly port: number;
  /** Every request received, in arrival order. */
  readonly requests: RecordedRequest[];
  /** The recorded requests whose path ends with `suffix`, e.g. `'/chat/completions'`. */
  requestsTo(suffix: string): RecordedRequest[];
  readonly chat: FakeRoute<FakeChatRequestBody, FakeChatReply>;
  readonly completions: FakeRoute<FakeCompletionRequestBody, FakeCompletionReply>;
  readonly embeddings: FakeRoute<FakeEmbeddingRequestBody, FakeEmbeddingReply>;
  /** `POST /rerank` (vLLM, TEI, llama.cpp, Infinity); by default the share of query words in each document. */
  readonly rerank: FakeRoute<FakeRerankRequestBody, FakeRerankReply>;
  /**
   * `POST /predict` (Hugging Face TEI serving an NLI classifier on text pairs); by default ENTAILMENT when every word
   * of the hypothesis is in the premise, CONTRADICTION when the hypothesis says "not" and the premise does not, else
   * NEUTRAL, with scores sorted best first as TEI returns them.
   */
  readonly predict: FakeRoute<FakePredictRequestBody, FakePredictReply>;
  /** Requests currently being handled (hung ones included). */
  readonly inFlight: number;
  /** The most requests ever in flight at once. */
  readonly maxInFlight: number;
  /** Forgets recorded requests, queues, handlers and the in-flight maximum. */
  reset(): void;
  /** Stops listening and ends every open connection, hung requests included. */
  close(): Promise<void>;
}

class Route<Body, Reply> implements FakeRoute<Body, Reply> {
  private queue: Reply[] = [];
  handler: FakeHandler<Body, Reply> | undefined;
  latencyMs: number;
  inFlight = 0;
  maxInFlight = 0;
  constructor(private readonly defaultLatencyMs = 0) {
    this.latencyMs = defaultLatencyMs;
  }
  /** Counts a request from its arrival until its response ends; returns the call that stops counting it. */
  began(): () => void {
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    return () => {
      this.inFlight -= 1;
    };
  }
  enqueue(...replies: Reply[]): void {
    this.queue.push(...replies);
  }
  setHandler(handler: FakeHandler<Body, Reply> | undefined): void {
    this.handler = handler;
  }
  get pending(): number {
    return this.queue.length;
  }
  async next(body: Body, request: RecordedRequest): Promise<Reply | undefined> {
    if (this.queue.length > 0) return this.queue.shift();
    return this.handler ? await this.handler(body, request) : undefined;
  }
  reset(): void {
    this.queue = [];
    this.handler = undefined;
    this.latencyMs = this.defaultLatencyMs;
    this.maxInFlight = this.inFlight;
  }
}

// ---- deterministic content ------------------------------------------------------------------------------------

function hashUnit(text: string, salt = ''): number {
  const digest = createHash('sha256').update(salt).update('\u0000').update(text).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000;
}

/** Whitespace-preserving pseudo-tokens: each token carries its leading spaces, so joining them gives the text. */
export function fakeTokenize(text: string): string[] {
  return text.match(/\s*\S+|\s+$/g) ?? [];
}

function fakeLogprob(token: string): number {
  return -Math.round((0.01 + 3 * hashUnit(token, 'logprob')) * 1e4) / 1e4;
}

function alternatives(token: string, count: number): FakeTopLogprob[] {
  const own = { token, logprob: fakeLogprob(token) };
  const rest = Array.from({ length: Math.max(0, count - 1) }, (_, i) => ({
    token: `${token.match(/^\s*/)![0]}alt${i + 1}`,
    logprob: own.logprob - (i + 1),
  }));
  return count > 0 ? [own, ...rest] : [];
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Bag-of-words hashing into `dimensions` buckets, L2-normalised: texts sharing words get similar vectors. */
export function fakeEmbedding(text: string, dimensions = 64): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const word of words) {
    const bucket = Math.floor(hashUnit(word, 'bucket') * dimensions);
    vector[bucket]! += hashUnit(word, 'sign') < 0.5 ? -1 : 1;
  }
  if (words.length === 0) vector[0] = 1;
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

// ---- response bodies ------------------------------------------------------------------------------------------

interface StreamableChat {
  id: string;
  model: string;
  choices: { message: { content: string }; finish_reason: string }[];
  usage: unknown;
}

/** OpenAI's streaming shape: one `chat.completion.chunk` per word of the first choice, then usage, then [DONE]. */
function sendChatStream(response: ServerResponse, chat: StreamableChat, request: FakeChatRequestBody): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const chunk = (delta: Record<string, unknown>, finish: string | null, usage?: unknown) =>
    `data: ${JSON.stringify({ id: chat.id, object: 'chat.completion.chunk', created: 0, model: chat.model, choices: usage ? [] : [{ index: 0, delta, finish_reason: finish }], ...(usage ? { usage } : {}) })}\n\n`;
  const text = chat.choices[0]?.message.content ?? '';
  response.write(chunk({ role: 'assistant', content: '' }, null));
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) response.write(chunk({ content: piece }, null));
  response.write(chunk({}, chat.choices[0]?.finish_reason ?? 'stop'));
  if ((request as { stream_options?: { include_usage?: boolean } }).stream_options?.include_usage) response.write(chunk({}, null, chat.usage));
  response.end('data: [DONE]\n\n');
}

function chatBody(request: FakeChatRequestBody, spec: FakeChatReplySpec): unknown {
  const n = request.n ?? 1;
  const lastUser = [...request.messages].reverse().find((message) => message.role === 'user');
  const defaultText = (i: number) => `fake reply ${i + 1} to: ${lastUser?.content ?? ''}`.slice(0, 200);
  const texts = spec.texts ?? Array.from({ length: n }, (_, i) => spec.text ?? defaultText(i));
  const wantLogprobs = request.logprobs === true;
  const choices = texts.map((text, index) => ({
    index,
    message: { role: 'assistant', content: text, refusal: null },
    finish_reason: spec.finishReason ?? 'stop',
    logprobs: wantLogprobs
      ? {
          content: (spec.logprobs?.[index] ?? defaultChatLogprobs(text, request.top_logprobs ?? 0)).map((entry) => ({
            token: entry.token,
            logprob: entry.logprob,
            bytes: [...Buffer.from(entry.token)],
            top_logprobs: (entry.top_logprobs ?? []).map((top) => ({ ...top, bytes: [...Buffer.from(top.token)] })),
          })),
          refusal: null,
        }
      : null,
  }));
  const promptTokens = spec.usage?.prompt_tokens ?? request.messages.reduce((sum, m) => sum + countWords(m.content) + 3, 0);
  const completionTokens = spec.usage?.completion_tokens ?? texts.reduce((sum, text) => sum + countWords(text), 0);
  return {
    id: `chatcmpl-fake-${Math.floor(hashUnit(JSON.stringify(request)) * 1e9)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: spec.model ?? request.model,
    choices,
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
    system_fingerprint: 'fp_fake',
  };
}

function defaultChatLogprobs(text: string, top: number): FakeTokenLogprob[] {
  return fakeTokenize(text).map((token) => ({ token, logprob: fakeLogprob(token), top_logprobs: alternatives(token, top) }));
}

function defaultLegacyLogprobs(text: string, top: number, echoedPromptLength: number): FakeLegacyLogprobs {
  const tokens = fakeTokenize(text);
  const offsets: number[] = [];
  let offset = 0;
  for (const token of tokens) {
    offsets.push(offset);
    offset += token.length;
  }
  // As OpenAI does: the very first token of an echoed prompt has no logprob (nothing precedes it).
  const first = (i: number) => echoedPromptLength > 0 && i === 0;
  return {
    tokens,
    token_logprobs: tokens.map((token, i) => (first(i) ? null : fakeLogprob(token))),
    top_logprobs: tokens.map((token, i) =>
      first(i) ? null : Object.fromEntries(alternatives(token, Math.max(1, top)).map((alt) => [alt.token, alt.logprob])),
    ),
    text_offset: offsets,
  };
}

function completionBody(request: FakeCompletionRequestBody, spec: FakeCompletionReplySpec): unknown {
  const n = request.n ?? 1;
  const prompts = Array.isArray(request.prompt) ? request.prompt : [request.prompt];
  const wantLogprobs = request.logprobs !== undefined && request.logprobs !== null;
  const choices: unknown[] = [];
  let completionTokens = 0;
  for (const prompt of prompts) {
    const generated = spec.texts ?? Array.from({ length: n }, () => spec.text ?? (request.max_tokens === 0 ? '' : ' fake continuation'));
    for (const continuation of generated) {
      const index = choices.length;
      const text = request.echo ? prompt + continuation : continuation;
      completionTokens += countWords(continuation);
      choices.push({
        text,
        index,
        logprobs: wantLogprobs
          ? (spec.logprobs?.[index] ?? defaultLegacyLogprobs(text, request.logprobs ?? 0, request.echo ? prompt.length : 0))
          : null,
        finish_reason: spec.finishReason ?? (request.max_tokens === 0 ? 'length' : 'stop'),
      });
    }
  }
  const promptTokens = spec.usage?.prompt_tokens ?? prompts.reduce((sum, p) => sum + countWords(p), 0);
  completionTokens = spec.usage?.completion_tokens ?? completionTokens;
  return {
    id: `cmpl-fake-${Math.floor(hashUnit(JSON.stringify(request)) * 1e9)}`,
    object: 'text_completion',
    created: Math.floor(Date.now() / 1000),
    model: spec.model ?? request.model,
    choices,
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
  };
}

function embeddingBody(request: FakeEmbeddingRequestBody, spec: FakeEmbeddingReplySpec): unknown {
  const inputs = Array.isArray(request.input) ? request.input : [request.input];
  const base64 = request.encoding_format === 'base64';
  return {
    object: 'list',
    model: spec.model ?? request.model,
    data: spec.vectors.map((vector, index) => ({
      object: 'embedding',
      index,
      embedding: base64 ? Buffer.from(new Float32Array(vector).buffer).toString('base64') : vector,
    })),
    usage: {
      prompt_tokens: inputs.reduce((sum, text) => sum + countWords(text), 0),
      total_tokens: inputs.reduce((sum, text) => sum + countWords(text), 0),
    },
  };
}

// ---- server ---------------------------------------------------------------------------------------------------

function isFault(reply: unknown): reply is FakeFault {
  return typeof reply === 'object' && reply !== null && 'fault' in reply;
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function sendError(response: ServerResponse, status: number, message: string, type: string, code: string | null, headers: Record<string, string> = {}): void {
  sendJson(response, status, { error: { message, type, param: null, code } }, headers);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeOpenAIServer(options: FakeOpenAIServerOptions = {}): Promise<FakeOpenAIServer> {
  const requests: RecordedRequest[] = [];
  const chat = new Route<FakeChatRequestBody, FakeChatReply>(options.latencyMs);
  const completions = new Route<FakeCompletionRequestBody, FakeCompletionReply>(options.latencyMs);
  const embeddings = new Route<FakeEmbeddingRequestBody, FakeEmbeddingReply>(options.latencyMs);
  const rerank = new Route<FakeRerankRequestBody, FakeRerankReply>(options.latencyMs);
  const predict = new Route<FakePredictRequestBody, FakePredictReply>(options.latencyMs);
  let inFlight = 0;
  let maxInFlight = 0;
  const open = new Set<ServerResponse>();

  /** A hang leaves the response open; close() or the client's abort ends it. */
  function sendFault(response: ServerResponse, fault: FakeFault): void {
    switch (fault.fault) {
      case 'rate-limit':
        sendError(response, 429, fault.message ?? 'Rate limit reached (fake server)', 'requests', 'rate_limit_exceeded', {
          'retry-after': String(fault.retryAfterSeconds ?? 1),
        });
        return;
      case 'server-error':
        sendError(response, fault.status ?? 500, fault.message ?? 'Internal server error (fake server)', 'server_error', null);
        return;
      case 'error':
        sendError(response, fault.status, fault.message, fault.type ?? 'invalid_request_error', fault.code ?? null, fault.headers);
        return;
      case 'malformed-json':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"id": "broken", "object": "chat.completion", "choices": [{"index": 0, "message": {"role": "assis');
        return;
      case 'hang':
        return; // deliberately never answered; close() ends it
      case 'reset-mid-body': {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '400' });
        response.write('{"id": "cut", "object": "chat.completion", "choices": [{"index": 0, ');
        setTimeout(() => response.socket?.destroy(), 10);
        return;
      }
      case 'null-content':
      case 'empty-choices': {
        const choices = fault.fault === 'empty-choices' ? [] : [{ index: 0, message: { role: 'assistant', content: null, refusal: null }, finish_reason: 'content_filter' }];
        sendJson(response, 200, { id: 'chatcmpl-fake', object: 'chat.completion', created: 0, model: 'fake', choices, usage: { prompt_tokens: 1, completion_tokens: 0, total_tokens: 1 } });
        return;
      }
      case 'html-200':
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<!doctype html><html><body><h1>Sign in to continue</h1></body></html>');
        return;
      case 'slow-drip': {
        const body = JSON.stringify({ id: 'chatcmpl-drip', object: 'chat.completion', created: 0, model: 'fake', choices: [{ index: 0, message: { role: 'assistant', content: fault.text }, finish_reason: 'stop' }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } });
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
        let at = 0;
        const drip = setInterval(() => {
          if (response.destroyed) return clearInterval(drip);
          response.write(body.slice(at, at + 8));
          at += 8;
          if (at >= body.length) {
            clearInterval(drip);
            response.end();
          }
        }, fault.intervalMs ?? 20);
        return;
      }
    }
  }

  const routes: Record<string, Route<any, any>> = { '/chat/completions': chat, '/completions': completions, '/embeddings': embeddings, '/rerank': rerank, '/predict': predict };
  const routeFor = (path: string): Route<any, any> | undefined => routes[path];
  const routePath = (url: string) => url.replace(/\?.*$/, '').replace(/^\/v1/, '');

  async function handle(request: IncomingMessage, response: ServerResponse, recorded: RecordedRequest): Promise<void> {
    if (options.requireApiKey !== undefined && request.headers.authorization !== `Bearer ${options.requireApiKey}`) {
      sendError(response, 401, 'Incorrect API key provided (fake server)', 'invalid_request_error', 'invalid_api_key');
      return;
    }
    const path = routePath(recorded.path);
    if (request.method === 'GET' && path === '/models') {
      sendJson(response, 200, { object: 'list', data: [{ id: 'fake-model', object: 'model', created: 0, owned_by: 'citeqa-tests' }] });
      return;
    }
    if (request.method !== 'POST') {
      sendError(response, 405, `method ${request.method} not supported by the fake server`, 'invalid_request_error', null);
      return;
    }
    if (typeof recorded.body !== 'object' || recorded.body === null) {
      sendError(response, 400, 'request body must be a JSON object', 'invalid_request_error', null);
      return;
    }
    if (recorded.body.stream && path !== '/chat/completions') {
      sendError(response, 400, 'streaming is supported for chat completions only (fake server)', 'invalid_request_error', null);
      return;
    }
    const route = routeFor(path);
    if (route && route.latencyMs > 0) await sleep(route.latencyMs);
    if (path === '/chat/completions') {
      const body = recorded.body as FakeChatRequestBody;
      const reply = await chat.next(body, recorded);
      if (isFault(reply)) return sendFault(response, reply);
      const spec: FakeChatReplySpec = typeof reply === 'string' ? { text: reply } : (reply ?? {});
      if (spec.delayMs) await sleep(spec.delayMs);
      if ((body as { stream?: boolean }).stream) return sendChatStream(response, chatBody(body, spec) as StreamableChat, body);
      sendJson(response, 200, chatBody(body, spec));
    } else if (path === '/completions') {
      const body = recorded.body as FakeCompletionRequestBody;
      const reply = await completions.next(body, recorded);
      if (isFault(reply)) return sendFault(response, reply);
      const spec: FakeCompletionReplySpec = typeof reply === 'string' ? { text: reply } : (reply ?? {});
      if (spec.delayMs) await sleep(spec.delayMs);
      sendJson(response, 200, completionBody(body, spec));
    } else if (path === '/embeddings') {
      const body = recorded.body as FakeEmbeddingRequestBody;
      const reply = await embeddings.next(body, recorded);
      if (isFault(reply)) return sendFault(response, reply);
      const inputs = Array.isArray(body.input) ? body.input : [body.input];
      const dimensions = body.dimensions ?? options.embeddingDimensions ?? 64;
      const spec: FakeEmbeddingReplySpec = Array.isArray(reply)
        ? { vectors: reply }
        : (reply ?? { vectors: inputs.map((text) => fakeEmbedding(String(text), dimensions)) });
      if (spec.delayMs) await sleep(spec.delayMs);
      sendJson(response, 200, embeddingBody(body, spec));
    } else if (path === '/rerank') {
      const body = recorded.body as FakeRerankRequestBody;
      const reply = await rerank.next(body, recorded);
      if (isFault(reply)) return sendFault(response, reply);
      const words = new Set(body.query.toLowerCase().split(/\W+/).filter(Boolean));
      const scores = reply ?? body.documents.map((doc) => {
        const docWords = new Set(doc.toLowerCase().split(/\W+/).filter(Boolean));
        return words.size === 0 ? 0 : [...words].filter((word) => docWords.has(word)).length / words.size;
      });
      const results = scores.map((relevance_score, index) => ({ index, relevance_score })).sort((a, b) => b.relevance_score - a.relevance_score);
      sendJson(response, 200, { id: 'rerank-fake', model: body.model, results, usage: { total_tokens: 0 } });
    } else if (path === '/predict') {
      const body = recorded.body as FakePredictRequestBody;
      const reply = await predict.next(body, recorded);
      if (isFault(reply)) return sendFault(response, reply);
      const pairs = (typeof body.inputs[0] === 'string' ? [body.inputs] : body.inputs) as [string, string][];
      const words = (text: string) => text.toLowerCase().split(/\W+/).filter(Boolean);
      const classes = reply ?? pairs.map(([premise, hypothesis]) => {
        const known = new Set(words(premise));
        const label = words(hypothesis).includes('not') && !known.has('not') ? 'CONTRADICTION' : words(hypothesis).every((word) => known.has(word)) ? 'ENTAILMENT' : 'NEUTRAL';
        return ['ENTAILMENT', 'NEUTRAL', 'CONTRADICTION'].map((name) => ({ label: name, score: name === label ? 0.9 : 0.05 })).sort((a, b) => b.score - a.score);
      });
      sendJson(response, 200, classes);
    } else {
      sendError(response, 404, `unknown path ${recorded.path} (fake server)`, 'invalid_request_error', 'unknown_url');
    }
  }

  const server = createServer((request, response) => {
    const receivedAt = performance.now();
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    open.add(response);
    const routeDone = request.method === 'POST' ? routeFor(routePath(request.url ?? '/'))?.began() : undefined;
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      inFlight -= 1;
      routeDone?.();
      open.delete(response);
    };
    response.on('finish', done);
    response.on('close', done);

    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = undefined;
      }
      const recorded: RecordedRequest = { method: request.method ?? 'GET', path: request.url ?? '/', body, headers: request.headers, receivedAt };
      requests.push(recorded);
      handle(request, response, recorded).catch((error: unknown) => {
        if (!response.headersSent) sendError(response, 500, `fake server handler failed: ${String(error)}`, 'server_error', null);
      });
    });
  });
  // Keep-alive sockets would otherwise keep close() waiting.
  server.keepAliveTimeout = 1000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    requestsTo: (suffix) => requests.filter((request) => request.path.replace(/\?.*$/, '').endsWith(suffix)),
    chat,
    completions,
    embeddings,
    rerank,
    predict,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    reset() {
      requests.length = 0;
      chat.reset();
      completions.reset();
      embeddings.reset();
      rerank.reset();
      predict.reset();
      maxInFlight = inFlight;
    },
    close() {
      return new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
