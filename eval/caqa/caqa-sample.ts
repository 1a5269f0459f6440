import type { Triple } from '../../src/core/knowledge.js';

/** CAQA's four attribution categories (paper 003 §3): what the citation does for the answer statement. */
export const CAQA_CATEGORIES = ['supportive', 'partially_supportive', 'contradictory', 'irrelevant'] as const;
export type CaqaCategory = (typeof CAQA_CATEGORIES)[number];

/** CAQA's four complexity levels (§4.2, Table 4): how the basic KG query was extended. */
export const CAQA_COMPLEXITIES = ['single', 'union', 'intersection', 'concatenation'] as const;
export type CaqaComplexity = (typeof CAQA_COMPLEXITIES)[number];

/** One fine-grained fact of a partially supportive sample and whether the citation supports it (FActScore ground truth). */
export interface CaqaSubFact {
  text: string;
  triple: Triple;
  supported: boolean;
}

/** One line of a CAQA benchmark file (`citeqa caqa build`). */
export interface CaqaSample {
  id: string;
  question: string;
  answer_statement: string;
  /** The verbalised subgraph shown to the evaluator as the reference. */
  citation: string;
  category: CaqaCategory;
  complexity: CaqaComplexity;
  /** The triples the citation verbalises; every one is held by the KG. */
  subgraph: Triple[];
  sub_facts?: CaqaSubFact[];
  /** Which KG the sample was built from (file path or endpoint), and how it was verbalised. */
  /** Contradictory samples: the cited facts CAQA altered (not in the KG), each with the KG fact it replaced. */
  altered?: { original: Triple; changed: Triple }[];
  kg_source: string;
  verbalizer?: 'template' | 'llm';
  /** Assigned by question subject, so no subject entity crosses splits. */
  split?: string;
}
