import type { CiteqaConfig } from '../config/config.js';
import { InputError } from '../core/errors.js';
import type { AnswerRequest, SourcedAnswer } from './answer-request.js';
import { answerSources } from './answer-source-registry.js';
import { commandAsQuestion } from '../text/command-question.js';
import './sources/kg-source.js';
import './sources/passages-source.js';
import './sources/both-source.js';

/** The source names `answer` accepts, for CLI choices and help. */
export function answerSourceNames(): string[] {
  return answerSources.names();
}

/**
 * Answers one question with citations from `source` (kg, passages or both). The one entry point of answering:
 * `citeqa ask`, runs and sweeps, and the web server call it, so each answers a question exactly as the others do.
 */
export async function answer(question: string, source: string, request: AnswerRequest, config: CiteqaConfig): Promise<SourcedAnswer> {
  if (!answerSources.has(source)) throw new InputError('--source', `unknown source "${source}"; known: ${answerSources.names().join(', ')}`);
  // "Name the pianist who …" is answered as "What is the pianist who …?"; the answer keeps the question as asked.
  const asked = commandAsQuestion(question);
  const sourced = await answerSources.get(source)(asked, request, config);
  return asked === question ? sourced : { ...sourced, answer: { ...sourced.answer, question } };
}
