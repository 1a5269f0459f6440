import type { Answer } from './answer.js';
import type { EntityCard } from './knowledge.js';
import type { Passage } from './passage.js';
import type { QuestionVariant } from './question.js';
import type { ChatModel } from './chat-model.js';
import type { Embedder } from './embedder.js';
import type { EntailmentJudge } from './entailment-judge.js';
import type { Retriever } from './retriever.js';

/** What a strategy may draw on for one question. */
export interface AnswerContext {
  /** Passages in prompt order; `[n]` cites `passages[n-1]`. */
  passages?: Passage[];
  /** The retrieved knowledge graph (one card per chosen entity). */
  entities?: EntityCard[];
  /** Gold passages (ALCE's ORACLE setting); `[n]` then cites `goldPassages[n-1]`. */
  goldPassages?: Passage[];
  /** For INLINESEARCH: searches among the question's own passages. */
  searcher?: Retriever;
  variant?: QuestionVariant;
  /** What the question is about (CONNER's Wikipedia topic), when the dataset says. */
  topic?: string;
  /** The dialogue so far, oldest turn first, when the question is a dialogue's last turn (CONNER's WoW). */
  conversation?: string[];
  /** Worked examples a few-shot strategy may show before the question, drawn by the caller from other items. */
  demonstrations?: Demonstration[];
}

/** One worked example: a question, the knowledge that answers it, and the answer. */
export interface Demonstration {
  id: string;
  topic?: string;
  question: string;
  knowledge: string;
  answer: string;
}

/** What the caller knows about a question beyond its text; passed through to the strategy's context unchanged. */
export type QuestionSetting = Pick<AnswerContext, 'topic' | 'conversation' | 'demonstrations' | 'goldPassages'>;

/** Dependencies are passed explicitly so it is always visible which model a strategy used. */
export interface StrategyDeps {
  model?: ChatModel;
  embedder?: Embedder;
  judge?: EntailmentJudge;
}

export interface StrategyOptions {
  temperature?: number;
  topP?: number;
  seed?: number;
  maxTokens?: number;
  [option: string]: unknown;
}

export interface Strategy {
  readonly name: string;
  readonly description: string;
  /** Which inputs it needs; the CLI fails with one line naming the missing setting. */
  readonly needs: { model?: boolean; passages?: boolean; entities?: boolean; embedder?: boolean; judge?: boolean; goldPassages?: boolean };
  answer(question: string, context: AnswerContext, deps: StrategyDeps, options?: StrategyOptions): Promise<Answer>;
}
