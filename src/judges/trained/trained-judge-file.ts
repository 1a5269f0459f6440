import { z } from 'zod';
import { PAIR_FEATURES } from './pair-features.js';

export const TRAINED_JUDGE_KIND = 'citeqa-trained-judge';
export const TRAINED_JUDGE_VERSION = 2;

/** The labels a trained judge tells apart, in class-index order (a file fitted on binary data has the first two). */
export const TRAINED_LABELS = ['entail', 'neutral', 'contradict'] as const;

export const trainedJudgeSchema = z
  .object({
    kind: z.literal(TRAINED_JUDGE_KIND),
    version: z.number().int(),
    features: z.array(z.string()),
    classes: z.array(z.enum(TRAINED_LABELS)).min(2),
    /** Standardisation fitted on the training data. */
    mean: z.array(z.number()),
    std: z.array(z.number()),
    /** One-vs-rest logistic regressions (ml-logistic-regression), bias last. */
    weights: z.array(z.array(z.number())),
    /** What it was fitted on, stated wherever its figures appear. */
    trainedOn: z.string(),
    /** The embedder of the cosine feature; judging with another would misread the weights. */
    embedder: z.string(),
    examples: z.number().int().nonnegative(),
  })
  .strict();

export type TrainedJudgeFile = z.infer<typeof trainedJudgeSchema>;

/** Whether a file's features are the ones this version computes (a file from another version is refused). */
export function featuresMatch(file: TrainedJudgeFile): boolean {
  return file.version === TRAINED_JUDGE_VERSION && file.features.length === PAIR_FEATURES.length && file.features.every((name, i) => name === PAIR_FEATURES[i]);
}
