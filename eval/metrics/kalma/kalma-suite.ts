import { MISSING_SEAMS, type MetricSuite } from '../metric-suite.js';
import { prepareKalma, type KalmaSuiteOptions, type PreparedKalma } from './kalma-prepared.js';
import type { KalmaRunItem } from './kalma-run-item.js';

/**
 * KaLMA's metrics: citation quality against the KG and the minimum knowledge set, text-citation alignment, [NA]
 * precision / recall, G-Eval text quality. Percentages 0–100 except text quality (1–5) and counts.
 */
export const kalmaSuite: MetricSuite<KalmaRunItem, KalmaSuiteOptions, PreparedKalma> = {
  id: 'kalma',
  variantOf: () => 'kalma',
  prepare: (items, options) => prepareKalma(items, options),
  variants: {
    kalma: [
      () => import('./citation-precision-recall.js'),
      () => import('./text-citation-alignment.js'),
      () => import('./na-precision-recall.js'),
      () => import('./text-quality.js'),
    ],
  },
  missing: {
    ...MISSING_SEAMS,
    judge: 'no entailment judge configured (--judge lexical|llm|true)',
    ratingJudge: 'no model configured for G-Eval text quality (set llm.* or judge.* in the config)',
  },
  itemId: (_item, index) => String(index),
  itemQuestion: (item) => item.question,
};
