import type { Passage } from './passage.js';

/** What a statement cites: a passage shown in the prompt, a KG triple, or KaLMA's `[NA]` marker. */
export type Citation = TripleCitation | PassageCitation | NaCitation;

export interface TripleCitation {
  kind: 'triple';
  qid: string;
  property: string;
  value: string;
}

export interface PassageCitation {
  kind: 'passage';
  /** 1-based position of the passage in the prompt, as written in `[n]`. */
  index: number;
  /** Id of the passage when it resolves; absent when the index is out of range. */
  id?: string;
  title?: string;
}

/** "Conscious incompetence": the claim needs knowledge the sources do not provide. */
export interface NaCitation {
  kind: 'na';
}

export interface Statement {
  text: string;
  citations: Citation[];
}

/** One model call made while answering, so every answer can be audited and its cost counted. */
export interface TraceEntry {
  step: string;
  prompt: string | { role: string; content: string }[];
  reply: string;
  /** Every sample when the call asked for several (`n` > 1); `reply` is the first. */
  replies?: string[];
  promptTokens?: number;
  completionTokens?: number;
  /** What the answer's tokens cost at the configured prices (paid now, or when the response was cached). */
  cost?: number;
  /** Served by the response cache this time: a fact about this process, not about the answer. */
  cached?: boolean;
}

export interface Answer {
  question: string;
  /** The answer as generated, citations included. */
  text: string;
  statements: Statement[];
  strategy: string;
  trace: TraceEntry[];
  /** The passages in the order the answer's `[n]` numbers them (what was shown to the model), when passages were used. */
  passages?: Passage[];
}
