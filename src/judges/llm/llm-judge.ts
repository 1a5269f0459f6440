import type { ChatModel } from '../../core/chat-model.js';
import { askConstrained } from '../constrained-output.js';
import type { EntailmentJudge, EntailmentPair, EntailmentVerdict } from '../../core/entailment-judge.js';
import { dedupePairs } from '../dedupe-pairs.js';
import { parseEntailmentLabel } from './entailment-label-parser.js';
import { ENTAILMENT_REPAIR, entailmentMessages } from './entailment-prompt.js';

export interface LlmJudgeOptions {
  /** Repair rounds for an unreadable reply before the pair is reported unparsed (default 2). */
  retries?: number;
}

/**
 * Entailment by an OpenAI-compatible chat model asked a constrained three-way question. Caching, retries on
 * transport errors and the concurrency limit come from the model's middleware; this judge sends all pairs of a
 * batch at once (duplicates once) and lets that limit pace them.
 */
export function createLlmJudge(model: ChatModel, options: LlmJudgeOptions = {}): EntailmentJudge {
  const judgeOne = async (pair: EntailmentPair): Promise<EntailmentVerdict> => {
    const outcome = await askConstrained(model, {
      messages: entailmentMessages(pair),
      parse: parseEntailmentLabel,
      repairInstruction: ENTAILMENT_REPAIR,
      retries: options.retries ?? 2,
      temperature: 0,
      maxTokens: 10,
    });
    const label = outcome.values[0];
    if (label === undefined) {
      return { label: null, score: 0, note: `unparsed after ${outcome.attempts} attempts: ${outcome.error}` };
    }
    const verdict: EntailmentVerdict = { label, score: label === 'entail' ? 1 : 0 };
    if (outcome.attempts > 1) verdict.note = `parsed after ${outcome.attempts} attempts`;
    return verdict;
  };
  return {
    name: `llm (${model.id})`,
    judge: (pairs) => dedupePairs(pairs, judgeOne),
  };
}
