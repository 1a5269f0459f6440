/**
 * Token log-probabilities of a text given a prefix: what CONNER's perplexity, informativeness and helpfulness are
 * computed from. Backends: a causal LM behind an OpenAI-compatible `/completions` endpoint with `echo` and
 * `logprobs` (vLLM), or offline an n-gram model, always named so its numbers are never taken for a neural LM's.
 */
export interface ScoringRequest {
  /** Conditions the text; its own tokens are not scored (may be empty). */
  prefix: string;
  text: string;
}

export interface TextScore {
  /** Tokens of `text` that were scored. */
  tokens: number;
  /** Sum of their natural-log probabilities. */
  logprob: number;
  /** Mean negative log-likelihood per token (the cross-entropy loss); `exp(loss)` is the perplexity. */
  loss: number;
}

export interface LanguageModelScorer {
  /** Shown beside every figure it produced, e.g. `ngram-kn (offline, 3-gram Kneser–Ney)` or the served model id. */
  readonly name: string;
  score(requests: ScoringRequest[]): Promise<TextScore[]>;
}
