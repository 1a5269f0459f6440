import type { ChatMessage } from '../../core/chat-model.js';
import type { EntailmentPair } from '../../core/entailment-judge.js';

/** CiteQA's own wording of the three-way entailment question (not taken from any paper). */
const SYSTEM = [
  'You decide whether a premise supports a hypothesis.',
  'Reply with exactly one word:',
  'entails - everything the hypothesis claims is stated in or directly follows from the premise;',
  'contradicts - the premise states something incompatible with the hypothesis;',
  'neutral - otherwise (the premise is silent on part of the hypothesis).',
  'Judge only from the premise, not from what you know.',
].join('\n');

export function entailmentMessages(pair: EntailmentPair): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: `Premise:\n${pair.premise}\n\nHypothesis:\n${pair.hypothesis}\n\nOne word: entails, neutral or contradicts?`,
    },
  ];
}

export const ENTAILMENT_REPAIR = (error: string): string =>
  `That reply could not be read as a label (${error}). Answer with exactly one word: entails, neutral or contradicts.`;
