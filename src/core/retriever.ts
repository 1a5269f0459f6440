import type { ScoredPassage } from './passage.js';

export interface Retriever {
  readonly name: string;
  /** Best first; scores are comparable only within one retriever. */
  retrieve(query: string, k: number): Promise<ScoredPassage[]>;
}
