import { defineMetricModule } from '../metric-module.js';
import type { MetricDefinition } from '../metric-registry.js';
import { valueResult, type PreparedKalma } from './kalma-prepared.js';
import { aggregateNa, scoreNa, type NaCounts } from './na-scores.js';

function naMetric(id: string, label: string, description: string): MetricDefinition {
  return { id, label, suite: 'kalma', paper: 'KaLMA', unit: 'percent', range: { min: 0, max: 100 }, description, needs: { judge: true, gold: 'removed_knowledge' } };
}

/** [NA] precision, recall and F1 count the same (NA sentence, absent fact) entailments (ablation/eval_NA.py). */
export const metric = defineMetricModule<PreparedKalma>(
  [
    naMetric('na_precision', '[NA] precision', 'share of [NA] sentences that entail some absent (removed) fact'),
    naMetric('na_recall', '[NA] recall', 'share of absent (removed) facts entailed by some [NA] sentence'),
    naMetric('na_f1', '[NA] F1', 'harmonic mean of [NA] precision and recall'),
  ],
  async ({ items, kept, options }, { judge }) => {
    // eval_NA.py scores every text answer, empty KG or not (its selected-graph check is commented out).
    const scope = options.naScoring === 'code' ? items.map((item, index) => ({ item, index })).filter(({ item }) => typeof item.answer === 'string') : kept;
    const na: (NaCounts | undefined)[] = await scoreNa(scope.map(({ item }) => item), judge!, options);
    const itemScores: Record<string, number | null>[] = items.map(() => ({}));
    scope.forEach(({ index }, k) => {
      const c = na[k];
      if (!c) return;
      itemScores[index]!.na_precision = c.naSentences === 0 ? null : (100 * c.precise) / c.naSentences;
      itemScores[index]!.na_recall = c.absent === 0 ? null : (100 * c.recalled) / c.absent;
    });
    const scores = aggregateNa(na);
    const absentField = options.absentKnowledge === 'removed' ? 'removed_knowledge' : 'minimum_knowledge';
    const reason = na.some((c) => c !== undefined) ? 'no [NA] sentence or no absent knowledge in the scored answers' : `no absent knowledge (${absentField}) in the input`;
    const scored = na.filter((c) => c !== undefined).length;
    return {
      results: (['na_precision', 'na_recall', 'na_f1'] as const).map((name) => valueResult(name, scores[name], reason, scored)),
      itemScores,
      notes: {
        na: `absent knowledge = ${options.absentKnowledge === 'removed' ? 'knowledge removed from the KG (paper)' : 'minimum-set knowledge not cited (reference code)'}; ${options.naScoring} scoring`,
      },
    };
  },
);
