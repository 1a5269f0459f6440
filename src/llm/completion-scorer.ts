import type { ChatModel, TextTokenLogprob } from '../core/chat-model.js';
import { ConfigError } from '../core/errors.js';
import type { LanguageModelScorer, ScoringRequest, TextScore } from '../core/language-model-scorer.js';
import { ModelApiError, RetryError } from './model-errors.js';

/** Sums the log-probabilities of the echoed tokens in [from, to): the text after its prefix, not what was generated. */
function scoreEchoed(tokens: readonly TextTokenLogprob[], from: number, to: number): TextScore {
  let count = 0;
  let logprob = 0;
  for (const token of tokens) {
    if (token.offset < from || token.offset >= to || token.logprob === null) continue;
    count += 1;
    logprob += token.logprob;
  }
  return { tokens: count, logprob, loss: count === 0 ? 0 : -logprob / count };
}

/**
 * A causal LM scored through `/completions` with `echo: true`, `logprobs: 0`, `max_tokens: 1`: the server returns
 * the prompt's own tokens with their log-probabilities. The first call checks that the server does echo (OpenAI's
 * chat models and many servers do not) and fails with the setting to change if it does not.
 */
export function createCompletionScorer(model: ChatModel, options: { section?: string } = {}): LanguageModelScorer {
  const section = options.section ?? 'judge';
  let checked = false;
  const noEcho = (why: string) =>
    new ConfigError(
      `${section}.model`,
      `${model.id} cannot score text (${why}); LM scoring needs a /completions endpoint that echoes the prompt with token logprobs (vLLM, llama.cpp) — choose another ${section}.model / ${section}.baseURL, or leave ${section}.* unset for the offline ngram-kn scorer`,
    );
  const scoreOne = async (request: ScoringRequest): Promise<TextScore> => {
    if (!model.completeText) {
      throw new ConfigError(`${section}.baseURL`, `${model.id} offers no /completions endpoint; LM scoring needs one that echoes the prompt with logprobs (vLLM does)`);
    }
    const prompt = `${request.prefix}${request.text}`;
    // One generated token: some servers refuse max_tokens 0; it is not scored.
    const response = await model.completeText({ prompt, echo: true, logprobs: 0, maxTokens: 1, temperature: 0 }).catch((error: unknown) => {
      // A server that rejects echo or logprobs says so with a 400 on the first call; name the setting instead.
      const last = error instanceof RetryError ? error.lastError : error;
      if (!checked && last instanceof ModelApiError && (last.status === 400 || last.status === 422)) throw noEcho(last.serverMessage);
      throw error;
    });
    const tokens = response.logprobs?.[0];
    const echoed = response.texts[0] ?? '';
    if (!checked && (!tokens || tokens.length === 0 || !echoed.startsWith(prompt))) throw noEcho('the reply has no echoed prompt with logprobs');
    checked = true;
    return scoreEchoed(tokens ?? [], request.prefix.length, prompt.length);
  };
  return { name: model.id, score: (requests) => Promise.all(requests.map(scoreOne)) };
}
