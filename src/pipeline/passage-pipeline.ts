import type { Answer } from '../core/answer.js';
import type { ScoredPassage } from '../core/passage.js';
import '../generate/all-strategies.js';
import { strategyRegistry } from '../generate/strategy-registry.js';
import type { QuestionSetting, StrategyDeps, StrategyOptions } from '../core/strategy.js';
import type { Retriever } from '../core/retriever.js';

export interface PassagePipelineOptions {
  retriever: Retriever;
  /** Passages retrieved and handed to the strategy, best first. */
  k: number;
  strategy: string;
  deps: StrategyDeps;
  strategyOptions?: StrategyOptions;
  /** What the retriever searches for, when it should differ from the question (e.g. the question plus KG answers). */
  retrievalQuery?: string;
  setting?: QuestionSetting;
}

export interface PassageAnswerWithRetrieval {
  answer: Answer;
  retrieval: { retriever: string; k: number; query?: string; passages: ScoredPassage[] };
}

/** The passage path end to end: retrieve the top-k passages, answer with the chosen strategy citing them as [n]. */
export async function answerFromPassages(question: string, options: PassagePipelineOptions): Promise<PassageAnswerWithRetrieval> {
  const strategy = strategyRegistry.get(options.strategy);
  const query = options.retrievalQuery ?? question;
  const passages = await options.retriever.retrieve(query, options.k);
  const answer = await strategy.answer(question, { passages, ...options.setting }, options.deps, options.strategyOptions);
  return { answer, retrieval: { retriever: options.retriever.name, k: options.k, ...(query === question ? {} : { query }), passages } };
}
