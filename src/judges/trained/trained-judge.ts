import { basename } from 'node:path';
import type { Embedder } from '../../core/embedder.js';
import type { EntailmentJudge, EntailmentLabel } from '../../core/entailment-judge.js';
import { InputError } from '../../core/errors.js';
import { readJsonInputSync } from '../../io/json-input.js';
import { pairFeatureRows } from './pair-features.js';
import { featuresMatch, TRAINED_JUDGE_VERSION, trainedJudgeSchema, type TrainedJudgeFile } from './trained-judge-file.js';

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Class probabilities of one standardised feature vector (one-vs-rest, normalised to sum to 1). */
export function classProbabilities(model: TrainedJudgeFile, features: readonly number[]): number[] {
  const x = [...features.map((value, i) => (value - model.mean[i]!) / (model.std[i]! || 1)), 1];
  const raw = model.weights.map((weights) => sigmoid(weights.reduce((sum, weight, i) => sum + weight * x[i]!, 0)));
  const total = raw.reduce((a, b) => a + b, 0);
  return raw.map((p) => (total === 0 ? 1 / raw.length : p / total));
}

/** A trained judge as an entailment judge: the most probable class; the score is P(entail). */
export function trainedJudgeFrom(model: TrainedJudgeFile, name: string, embedder: Embedder): EntailmentJudge {
  return {
    name,
    async judge(pairs) {
      const rows = await pairFeatureRows(pairs, embedder);
      return rows.map((row) => {
        const probabilities = classProbabilities(model, row);
        const best = probabilities.indexOf(Math.max(...probabilities));
        return { label: model.classes[best] as EntailmentLabel, score: probabilities[model.classes.indexOf('entail')] ?? 0 };
      });
    },
  };
}

/** A judge file written by `citeqa caqa train`; another version's file, or another embedder, is refused in one line. */
export function loadTrainedJudge(path: string, embedder: Embedder): EntailmentJudge {
  const model = readJsonInputSync(path, trainedJudgeSchema, 'a trained judge file');
  if (!featuresMatch(model)) {
    throw new InputError(path, `was trained by another CiteQA version (file version ${model.version}, features ${model.features.length}; this version reads version ${TRAINED_JUDGE_VERSION}); retrain it with citeqa caqa train`);
  }
  if (model.embedder !== embedder.name) throw new InputError(path, `was trained with the ${model.embedder} embedder; this judge would embed with ${embedder.name}`);
  return trainedJudgeFrom(model, `trained:${basename(path)} (logistic regression on lexical and ${model.embedder} features, fitted on ${model.trainedOn})`, embedder);
}
