import type { EntailmentJudge } from '../../../src/core/entailment-judge.js';
import type { RatingJudge } from '../../../src/core/rating-judge.js';
import { evaluateSuite } from '../evaluate-suite.js';
import type { SuiteResult } from '../suite-result.js';
import type { KalmaSuiteOptions } from './kalma-prepared.js';
import type { KalmaRunItem } from './kalma-run-item.js';
import { kalmaSuite } from './kalma-suite.js';

export interface EvaluateKalmaDeps extends KalmaSuiteOptions {
  /** Entailment judge for alignment and [NA] scores; without one those metrics are null. */
  judge?: EntailmentJudge;
  /** Rating judge for G-Eval text quality; without one those metrics are null. */
  ratingJudge?: RatingJudge;
}

/** Every KaLMA metric over a run: the KaLMA suite through the one metric dispatcher. */
export function evaluateKalma(items: readonly KalmaRunItem[], deps: EvaluateKalmaDeps = {}): Promise<SuiteResult> {
  const { judge, ratingJudge, ...options } = deps;
  return evaluateSuite(kalmaSuite, items, { ...(judge ? { judge } : {}), ...(ratingJudge ? { ratingJudge } : {}) }, options);
}
