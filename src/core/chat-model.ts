/** The seam every generation and judging call goes through; providers and middleware implement it. */
export type ChatRole = 'system' | 'user' | 'assistant';

export interface ChatMessage {
  role: ChatRole;
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  temperature?: number;
  topP?: number;
  /** Number of samples. */
  n?: number;
  stop?: string[];
  maxTokens?: number;
  seed?: number;
  /** Ask for the log-probabilities of the generated tokens (with this many alternatives per position). */
  logprobs?: number;
}

export interface TokenLogprob {
  token: string;
  logprob: number;
  top?: { token: string; logprob: number }[];
}

export interface Usage {
  promptTokens: number;
  completionTokens: number;
}

export interface ChatResponse {
  /** One text per sample (`n`). */
  texts: string[];
  /** Per sample, why generation stopped (`stop`, `length`, …) when the server said. */
  finishReasons?: string[];
  /** Per sample, when logprobs were requested and the server returned them. */
  logprobs?: TokenLogprob[][];
  usage: Usage;
  /** What this call spent, in the currency of the configured price table; 0 for a cache hit or an unpriced model. */
  cost: number;
  /** What the answer's tokens cost at the configured prices, whether paid now or when it was cached. */
  tokenCost?: number;
  cached: boolean;
  model: string;
}

/** Plain-text completion (legacy `/completions`), used to score text with `echo` + `logprobs`. */
export interface CompletionRequest {
  prompt: string;
  temperature?: number;
  maxTokens?: number;
  stop?: string[];
  logprobs?: number;
  echo?: boolean;
  n?: number;
  seed?: number;
}

/**
 * One token of a legacy completion. `logprob` is null for the first token of an echoed prompt (nothing precedes
 * it to condition on); `offset` is the token's character offset in the returned text.
 */
export interface TextTokenLogprob {
  token: string;
  logprob: number | null;
  offset: number;
  top?: { token: string; logprob: number }[];
}

export interface CompletionResponse {
  /** One text per sample; with `echo` the prompt is included. */
  texts: string[];
  finishReasons?: string[];
  logprobs?: TextTokenLogprob[][];
  usage: Usage;
  cost: number;
  tokenCost?: number;
  cached: boolean;
  model: string;
}

/** Per-call controls that are not part of the request (and so never part of a cache key). */
export interface CallOptions {
  /** Aborts the call; providers pass it to the HTTP request. */
  signal?: AbortSignal;
  /**
   * Told the text written so far while the model writes it, where the provider can stream (one sample, no
   * logprobs). A cached or non-streaming answer is not announced: the caller has the response when it returns.
   */
  onText?: (textSoFar: string) => void;
}

export interface ChatModel {
  /** Provider and model, e.g. `openai-compatible:gpt-4o-mini`; part of every cache key. */
  readonly id: string;
  complete(request: ChatRequest, options?: CallOptions): Promise<ChatResponse>;
  /** Present only where the server offers `/completions`. */
  completeText?(request: CompletionRequest, options?: CallOptions): Promise<CompletionResponse>;
}
