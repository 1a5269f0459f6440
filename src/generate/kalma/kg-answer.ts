import type { Answer } from '../../core/answer.js';
import type { AnswerContext, Strategy, StrategyDeps, StrategyOptions } from '../../core/strategy.js';
import type { TripleCheck } from './citation-check.js';

/** An answer from the KG path: every triple citation checked against the retrieved KG. */
export interface KgAnswer extends Answer {
  citationChecks: TripleCheck[];
  /** The other samples when the model was asked for several (`n` > 1); the answer itself is the first. */
  samples?: (Answer & { citationChecks: TripleCheck[] })[];
}

/** A strategy of the KG path: its answers carry the citation checks. */
export interface KgStrategy extends Strategy {
  answer(question: string, context: AnswerContext, deps: StrategyDeps, options?: StrategyOptions): Promise<KgAnswer>;
}
