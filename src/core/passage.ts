/** A retrievable unit of text (ALCE: a 100-word Wikipedia passage). */
export interface Passage {
  id: string;
  title: string;
  text: string;
  /** Shorter views produced by SUMM / SNIPPET (ALCE `summary` / `extraction`). */
  summary?: string;
  extraction?: string;
}

export interface ScoredPassage extends Passage {
  score: number;
}
