// ml-logistic-regression ships no types; this is the part CiteQA calls.
declare module 'ml-logistic-regression' {
  import type { Matrix } from 'ml-matrix';
  export default class LogisticRegression {
    constructor(options?: { numSteps?: number; learningRate?: number });
    classifiers: { weights: Matrix }[];
    train(features: Matrix, target: Matrix): void;
    predict(features: Matrix): number[];
  }
}
