import type { MetricResult } from '../../../src/core/metric.js';
import { macroMean } from '../aggregate.js';
import { defineMetricModule } from '../metric-module.js';
import { alceMetric } from './alce-definition.js';
import type { MetricDefinition } from '../metric-registry.js';
import { scaledItemScores, type PreparedAlce } from './alce-prepared.js';
import { qampariScores, type QampariScores } from './qampari-scores.js';

function qampariMetric(id: string, label: string, description: string, unit: 'percent' | 'count' = 'percent'): MetricDefinition {
  return alceMetric(id, label, description, unit === 'percent' ? { gold: 'answers' } : {}, unit);
}

/** The six QAMPARI scores come from one comparison of the predicted list with the gold aliases (compute_qampari_f1). */
const PICKS: [id: string, pick: (score: QampariScores) => number, scale: number][] = [
  ['num_preds', (score) => score.numPreds, 1],
  ['qampari_prec', (score) => score.prec, 100],
  ['qampari_rec', (score) => score.rec, 100],
  ['qampari_rec_top5', (score) => score.recTop5, 100],
  ['qampari_f1', (score) => score.f1, 100],
  ['qampari_f1_top5', (score) => score.f1Top5, 100],
];

export const metric = defineMetricModule<PreparedAlce>(
  [
    qampariMetric('num_preds', 'QAMPARI predictions', 'QAMPARI: mean number of non-empty comma-separated predictions', 'count'),
    qampariMetric('qampari_prec', 'QAMPARI precision', 'QAMPARI: share of comma-separated predictions that match a gold alias (duplicates counted)'),
    qampariMetric('qampari_rec', 'QAMPARI recall', 'QAMPARI: share of gold answers predicted'),
    qampariMetric('qampari_rec_top5', 'QAMPARI recall-5', 'QAMPARI: min(5, hits) / min(5, gold answers)'),
    qampariMetric('qampari_f1', 'QAMPARI F1', 'QAMPARI: harmonic mean of precision and recall'),
    qampariMetric('qampari_f1_top5', 'QAMPARI F1-5', 'QAMPARI: harmonic mean of precision and recall-5'),
  ],
  ({ normalized, cot }) => {
    const scores = normalized.map((item) => (item.answers ? qampariScores(item.output, item.answers, { cot }) : null));
    const results: MetricResult[] = [];
    const itemScores: Record<string, number | null>[] = normalized.map(() => ({}));
    for (const [id, pick, scale] of PICKS) {
      const result = macroMean(id, scores.map((score) => (score ? pick(score) : null)), { scale, nullReason: 'item has no gold answers' });
      results.push(result);
      scaledItemScores(id, result.perItem, scale).forEach((scored, index) => Object.assign(itemScores[index]!, scored));
    }
    return { results, itemScores };
  },
);
