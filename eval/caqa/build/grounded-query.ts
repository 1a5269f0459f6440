import type { CaqaComplexity } from '../caqa-sample.js';
import type { KgFact } from './kg-triples.js';

/** A chain of facts from a start entity to an answer: each fact's value is the next fact's subject. */
export type Branch = KgFact[];

/**
 * A KG query grounded in the KG (CAQA §4.3's supportive subgraph G): one branch (single, concatenation), branches
 * converging on one answer (intersection), or same-named subjects with one relation each (union).
 */
export interface GroundedQuery {
  complexity: CaqaComplexity;
  branches: Branch[];
  /** Union: one answer per branch; otherwise the one shared answer. */
  answers: string[];
}

export const answerOf = (branch: Branch): string => branch.at(-1)!.value;
export const factsOf = (query: Pick<GroundedQuery, 'branches'>): KgFact[] => query.branches.flat();
export const startOf = (branch: Branch): string => branch[0]!.subject;
