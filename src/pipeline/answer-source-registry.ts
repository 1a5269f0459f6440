import { Registry } from '../core/registry.js';
import type { AnswerSource } from './answer-request.js';

/** Where answers come from (`kg`, `passages`, `both`); each source is one file in sources/ that registers itself. */
export const answerSources = new Registry<AnswerSource>('answer source');

/** Offline defaults: no LLM needed. */
export const DEFAULT_KG_STRATEGY = 'extractive-kg';
export const DEFAULT_PASSAGE_STRATEGY = 'extractive';
