import { parseAlceAnswer } from '../../citations/alce-citations.js';
import type { Answer, TraceEntry } from '../../core/answer.js';
import type { Passage } from '../../core/passage.js';

/**
 * Wraps generated text as an Answer: statements are Punkt sentences with their `[n]` citations resolved
 * against `shown`, the passages in the order the prompt numbered them.
 */
export function alceAnswer(question: string, strategy: string, text: string, shown: Passage[], trace: TraceEntry[]): Answer {
  return { question, text, statements: parseAlceAnswer(text, shown), strategy, trace, passages: shown };
}
