import { ConfigError } from '../core/errors.js';
import { failure, success, type Result } from '../core/result.js';
import type { ChatModel, TextTokenLogprob } from '../core/chat-model.js';
import { dedupePairs } from './dedupe-pairs.js';
import { fillTemplate, truePromptFile } from './judge-prompts.js';
import type { EntailmentJudge, EntailmentPair, EntailmentVerdict } from '../core/entailment-judge.js';

/** TRUE (t5_xxl_true_nli_mixture) answers "1" (entailed) or "0"; anything else is unreadable. */
export function parseTrueReply(reply: string): Result<boolean> {
  const text = reply.trim();
  if (text === '1') return success(true);
  if (text === '0') return success(false);
  return failure(`expected "1" or "0", got "${text.length > 40 ? `${text.slice(0, 37)}...` : text}"`);
}

/** The input format TRUE was trained on, exactly as ALCE and KaLMA send it (prompts/judges/true.json). */
export const truePrompt = (pair: EntailmentPair): string => fillTemplate(truePromptFile().prompt, { premise: pair.premise, hypothesis: pair.hypothesis });

export interface TrueJudgeOptions {
  /** Extra attempts for an unreadable reply (sampling at temperature 0 may still vary on some servers). */
  retries?: number;
  /**
   * Ask for log-probabilities and report P("1") at the first generated token as the score (what ALCE's RERANK
   * thresholds at 0.5); the label still follows the decoded reply, as in ALCE. Off by default: not every
   * server returns logprobs on /completions.
   */
  probabilityScore?: boolean;
}

/** P("1") at the first position, from the chosen token or its listed alternatives; undefined when absent. */
function probabilityOfOne(logprobs: TextTokenLogprob[] | undefined): number | undefined {
  const first = logprobs?.[0];
  if (!first) return undefined;
  if (first.token.trim() === '1' && first.logprob !== null) return Math.exp(first.logprob);
  const alternative = first.top?.find((entry) => entry.token.trim() === '1');
  return alternative ? Math.exp(alternative.logprob) : first.top ? 0 : undefined;
}

/**
 * A TRUE-style NLI endpoint served behind an OpenAI-compatible `/completions` API (e.g. vLLM or TGI serving
 * t5_xxl_true_nli_mixture). A binary judge: "0" is reported as neutral, since TRUE does not separate
 * contradiction from lack of support.
 */
export function createTrueJudge(model: ChatModel, options: TrueJudgeOptions = {}): EntailmentJudge {
  const completeText = model.completeText?.bind(model);
  if (!completeText) {
    throw new ConfigError('judge.baseURL', `model ${model.id} offers no /completions endpoint, which the true judge needs`);
  }
  const retries = options.retries ?? 1;
  const judgeOne = async (pair: EntailmentPair): Promise<EntailmentVerdict> => {
    let lastError = '';
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      // A retry varies the seed: a cached identical request would only return the same reply.
      const response = await completeText({
        prompt: truePrompt(pair),
        maxTokens: 10,
        temperature: 0,
        seed: attempt === 0 ? undefined : attempt,
        ...(options.probabilityScore ? { logprobs: 5 } : {}),
      });
      const parsed = parseTrueReply(response.texts[0] ?? '');
      if (parsed.ok) {
        const probability = options.probabilityScore ? probabilityOfOne(response.logprobs?.[0]) : undefined;
        const score = probability ?? (parsed.value ? 1 : 0);
        return parsed.value ? { label: 'entail', score } : { label: 'neutral', score };
      }
      lastError = parsed.error;
    }
    return { label: null, score: 0, note: `unparsed after ${retries + 1} attempts: ${lastError}` };
  };
  return { name: `true (${model.id})`, judge: (pairs) => dedupePairs(pairs, judgeOne) };
}
