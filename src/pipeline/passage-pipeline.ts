import type { CiteqaConfig } from '../config/config.js';
import type { Answer } from '../core/answer.js';
import type { ScoredPassage } from '../core/passage.js';
import '../generate/all-strategies.js';
import { strategyRegistry } from '../generate/strategy-registry.js';
import type { StrategyDeps, StrategyOptions } from '../core/strategy.js';
import type { Embedder } from '../core/embedder.js';
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
  const answer = await strategy.answer(question, { passages }, options.deps, options.strategyOptions);
  return { answer, retrieval: { retriever: options.retriever.name, k: options.k, ...(query === question ? {} : { query }), passages } };
}

export interface DepsChoice {
  /** The embedder of the index being searched, so similarity search stays in one vector space; else USE-lite. */
  embedder?: Embedder;
  /** Entailment judge for RERANK (default `llm`: the judge section, else the llm one). */
  judge?: string;
}

/**
 * What a strategy needs, built from the configuration: a chat model (a one-line ConfigError naming
 * `llm.baseURL` / `llm.model` when absent), an embedder, a judge. Only what the strategy declares is built.
 */
export async function strategyDepsFor(strategyName: string, config: CiteqaConfig, choice: DepsChoice = {}): Promise<StrategyDeps> {
  const strategy = strategyRegistry.get(strategyName);
  const deps: StrategyDeps = {};
  if (strategy.needs.model) {
    const { createChatModelFromConfig } = await import('../llm/create-chat-model.js');
    deps.model = createChatModelFromConfig(config, 'llm');
  }
  if (strategy.needs.embedder) {
    if (choice.embedder) deps.embedder = choice.embedder;
    else {
      const { createUseLiteEmbedder } = await import('../../retrievers/dense/use-lite-embedder.js');
      deps.embedder = createUseLiteEmbedder();
    }
  }
  if (strategy.needs.judge) {
    const { judgeFromConfig } = await import('./dependencies.js');
    deps.judge = await judgeFromConfig(choice.judge ?? 'llm', config);
  }
  return deps;
}
