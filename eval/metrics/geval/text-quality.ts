import type { RatingJudge } from '../../../src/core/rating-judge.js';
import { TEXT_QUALITY_DIMENSIONS, textQualityInput, type TextQualityDimension, type TextQualityPrompts } from './geval-prompts.js';

export interface TextQualityInput {
  question: string;
  /** The knowledge shown to the rater (consistency is judged against it). */
  knowledge: string;
  /** The answer with its citations removed. */
  answer: string;
}

export interface TextQualityOptions {
  prompts: TextQualityPrompts;
  /** Samples per answer and dimension, averaged (G-Eval); 1 = KaLMA's single greedy rating. */
  samples?: number;
  /** Default 0 for one sample, 1 when sampling several. */
  temperature?: number;
}

/** Per answer and dimension: the mean of the readable samples, or null when none was readable. */
export type TextQualityScores = Record<TextQualityDimension, number | null>;

export interface TextQualityResult {
  perItem: TextQualityScores[];
  /** Ratings (answer × dimension) left null because no sample was readable after repair. */
  unparsed: Record<TextQualityDimension, number>;
}

/** G-Eval-style 1–5 ratings of coherence, consistency, fluency and relevance by a rating judge. */
export async function scoreTextQuality(
  inputs: readonly TextQualityInput[],
  rater: RatingJudge,
  options: TextQualityOptions,
): Promise<TextQualityResult> {
  const unparsed = Object.fromEntries(TEXT_QUALITY_DIMENSIONS.map((d) => [d, 0])) as Record<TextQualityDimension, number>;
  const perItem = await Promise.all(
    inputs.map(async (input) => {
      const verdicts = await rater.rate(
        TEXT_QUALITY_DIMENSIONS.map((dimension) => ({
          instruction: options.prompts[dimension],
          input: textQualityInput(input),
          max: 5,
          ...(options.samples === undefined ? {} : { samples: options.samples }),
          ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
        })),
      );
      return Object.fromEntries(
        TEXT_QUALITY_DIMENSIONS.map((dimension, position) => {
          const value = verdicts[position]!.value;
          if (value === null) unparsed[dimension] += 1;
          return [dimension, value];
        }),
      ) as TextQualityScores;
    }),
  );
  return { perItem, unparsed };
}
