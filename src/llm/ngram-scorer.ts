import type { LanguageModelScorer } from '../core/language-model-scorer.js';
import { kneserNeyLogprobs, type KneserNeyCounts } from '../text/kneser-ney.js';

/** The name every figure from the offline n-gram LM carries, so it is never read as a neural LM's. */
export function ngramScorerName(model: KneserNeyCounts): string {
  return `ngram-kn (offline, ${model.order}-gram interpolated Kneser–Ney, not a neural LM)`;
}

export function createNgramScorer(model: KneserNeyCounts): LanguageModelScorer {
  return {
    name: ngramScorerName(model),
    score: async (requests) =>
      requests.map(({ prefix, text }) => {
        const logprobs = kneserNeyLogprobs(model, prefix, text);
        const logprob = logprobs.reduce((a, b) => a + b, 0);
        return { tokens: logprobs.length, logprob, loss: logprobs.length === 0 ? 0 : -logprob / logprobs.length };
      }),
  };
}
