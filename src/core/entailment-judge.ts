export type EntailmentLabel = 'entail' | 'neutral' | 'contradict';

export interface EntailmentPair {
  premise: string;
  hypothesis: string;
}

export interface EntailmentVerdict {
  /** `null` when the judge's reply could not be parsed even after retries; never guessed. */
  label: EntailmentLabel | null;
  /** Confidence that the premise entails the hypothesis, 0..1. */
  score: number;
  /** Why the label is null, or what was repaired while parsing. */
  note?: string;
}

/** Metrics never call a model directly: every NLI decision goes through a judge. */
export interface EntailmentJudge {
  /** Shown beside every figure the judge produced, e.g. `lexical (offline, no model)`. */
  readonly name: string;
  judge(pairs: EntailmentPair[]): Promise<EntailmentVerdict[]>;
}
