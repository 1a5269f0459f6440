import type { Embedder } from '../../../src/core/embedder.js';
import type { EntailmentJudge } from '../../../src/core/entailment-judge.js';
import { evaluateSuite } from '../evaluate-suite.js';
import type { SuiteResult } from '../suite-result.js';
import type { AlceItem } from './alce-item.js';
import type { AlceSuiteOptions } from './alce-prepared.js';
import { alceSuite } from './alce-suite.js';

export interface EvaluateAlceOptions extends AlceSuiteOptions {
  /** Entailment judge for citation_rec, citation_prec and claims_nli; without one they are null. */
  judge?: EntailmentJudge;
  /** Featurizer for MAUVE; without one mauve is null. */
  embedder?: Embedder;
}

/** ALCE's eval.py over a list of result items: the ALCE suite through the one metric dispatcher. */
export function evaluateAlce(items: AlceItem[], options: EvaluateAlceOptions = {}): Promise<SuiteResult> {
  const { judge, embedder, ...suiteOptions } = options;
  return evaluateSuite(alceSuite, items, { ...(judge ? { judge } : {}), ...(embedder ? { embedder } : {}) }, suiteOptions);
}
