import { Matrix } from 'ml-matrix';
import LogisticRegression from 'ml-logistic-regression';
import type { Embedder } from '../../core/embedder.js';
import type { EntailmentPair } from '../../core/entailment-judge.js';
import { InputError } from '../../core/errors.js';
import { PAIR_FEATURES, pairFeatureRows } from './pair-features.js';
import { TRAINED_JUDGE_KIND, TRAINED_JUDGE_VERSION, TRAINED_LABELS, type TrainedJudgeFile } from './trained-judge-file.js';

export interface LabelledPair {
  pair: EntailmentPair;
  label: (typeof TRAINED_LABELS)[number];
}

/**
 * Fits the trained judge: standardised pair features, one-vs-rest logistic regression (ml-logistic-regression,
 * gradient steps scaled by the data size). Classes are the labels present, in entail / neutral / contradict order.
 */
export async function trainJudge(examples: readonly LabelledPair[], trainedOn: string, embedder: Embedder, options: { steps?: number } = {}): Promise<TrainedJudgeFile> {
  const classes = TRAINED_LABELS.filter((label) => examples.some((example) => example.label === label));
  if (classes.length < 2 || !classes.includes('entail')) throw new InputError(trainedOn, `needs supported and unsupported examples to train on (found: ${classes.join(', ') || 'none'})`);
  const rows = await pairFeatureRows(examples.map((example) => example.pair), embedder);
  const mean = PAIR_FEATURES.map((_, j) => rows.reduce((sum, row) => sum + row[j]!, 0) / rows.length);
  const std = PAIR_FEATURES.map((_, j) => Math.sqrt(rows.reduce((sum, row) => sum + (row[j]! - mean[j]!) ** 2, 0) / rows.length));
  const standardised = rows.map((row) => [...row.map((value, j) => (value - mean[j]!) / (std[j]! || 1)), 1]);
  const model = new LogisticRegression({ numSteps: options.steps ?? 2000, learningRate: 1 / examples.length });
  model.train(new Matrix(standardised), Matrix.columnVector(examples.map((example) => classes.indexOf(example.label))));
  // The library fits "not this class" (target 0 for the class); negating gives "this class" weights.
  const weights = model.classifiers.map((classifier) => classifier.weights.to1DArray().map((weight) => -weight));
  return { kind: TRAINED_JUDGE_KIND, version: TRAINED_JUDGE_VERSION, features: [...PAIR_FEATURES], classes, mean, std, weights, trainedOn, embedder: embedder.name, examples: examples.length };
}
