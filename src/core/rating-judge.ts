/**
 * A judge that rates a text on a scale (G-Eval's 1–5 coherence, consistency, fluency, relevance; CAQA-style
 * labels can use the same seam). Metrics receive one of these, never a ChatModel.
 */
export interface RatingRequest {
  /** The criterion and scale, as the rater is to read it. */
  instruction: string;
  /** What is rated (question, knowledge, answer …), already laid out. */
  input: string;
  /** Highest rating; the lowest is 1. */
  max: number;
  /** Samples averaged per rating (G-Eval); default 1. */
  samples?: number;
  temperature?: number;
}

export interface RatingVerdict {
  /** Mean of the readable samples; `null` when none was readable (never guessed). */
  value: number | null;
  samples: number[];
  note?: string;
}

export interface RatingJudge {
  /** Shown beside every figure it produced, e.g. the model id. */
  readonly name: string;
  rate(requests: RatingRequest[]): Promise<RatingVerdict[]>;
}
