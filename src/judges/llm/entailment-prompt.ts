import type { ChatMessage } from '../../core/chat-model.js';
import type { EntailmentPair } from '../../core/entailment-judge.js';
import { entailmentPrompt, fillTemplate } from '../judge-prompts.js';

/** The three-way entailment question (prompts/judges/entailment.json). */
export function entailmentMessages(pair: EntailmentPair): ChatMessage[] {
  const prompt = entailmentPrompt();
  return [
    { role: 'system', content: prompt.system },
    { role: 'user', content: fillTemplate(prompt.user, { premise: pair.premise, hypothesis: pair.hypothesis }) },
  ];
}

export const ENTAILMENT_REPAIR = (error: string): string => fillTemplate(entailmentPrompt().repair, { error });
