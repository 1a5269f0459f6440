import { defineMetricModule } from '../metric-module.js';
import type { MetricDefinition } from '../metric-registry.js';
import { valueResult, type PreparedKalma } from './kalma-prepared.js';
import type { KalmaOptions } from './kalma-options.js';
import { aggregateNa, scoreNa, type NaCounts } from './na-scores.js';

function naMetric(id: string, label: string, description: string): MetricDefinition {
  return { id, label, suite: 'kalma', paper: 'KaLMA', unit: 'percent', range: { min: 0, max: 100 }, description, needs: { judge: true, gold: 'removed_knowledge' } };
}

/** Whether the paper's edge rule was applied, and what it changed, so a precision figure says how it was reached. */
function edgeRuleNote(na: readonly (NaCounts | undefined)[], options: KalmaOptions, judgeName: string | undefined): string {
  if (options.naScoring === 'code') return "not applied: reference-code scoring (KaLMA's eval_NA.py has no such rule)";
  if (!options.naEdgeRule) return 'not applied: turned off';
  if (judgeName === undefined) return 'not applied: no rating judge configured to decide whether an [NA] sentence answers the question (set llm.* or judge.*)';
  const sum = (pick: (edge: NonNullable<NaCounts['edgeRule']>) => number) => na.reduce((total, c) => total + (c?.edgeRule ? pick(c.edgeRule) : 0), 0);
  const unjudged = sum((edge) => edge.unjudged);
  return `applied by ${judgeName}: ${sum((edge) => edge.unanswering)} of ${sum((edge) => edge.asked)} [NA] sentences that entail no absent fact do not answer the question and count as precise` +
    (unjudged > 0 ? `; ${unjudged} unreadable replies (rule not applied to those sentences)` : '');
}

/** [NA] precision, recall and F1 count the same (NA sentence, absent fact) entailments (ablation/eval_NA.py). */
export const metric = defineMetricModule<PreparedKalma>(
  [
    naMetric('na_precision', '[NA] precision', 'share of [NA] sentences that entail some absent (removed) fact, or (paper edge rule, with a rating judge) do not answer the question at all'),
    naMetric('na_recall', '[NA] recall', 'share of absent (removed) facts entailed by some [NA] sentence'),
    naMetric('na_f1', '[NA] F1', 'harmonic mean of [NA] precision and recall'),
  ],
  async ({ items, kept, options }, { judge, ratingJudge }) => {
    // eval_NA.py scores every text answer, empty KG or not (its selected-graph check is commented out).
    const scope = options.naScoring === 'code' ? items.map((item, index) => ({ item, index })).filter(({ item }) => typeof item.answer === 'string') : kept;
    const na: (NaCounts | undefined)[] = await scoreNa(scope.map(({ item }) => item), judge!, options, ratingJudge);
    const itemScores: Record<string, number | null>[] = items.map(() => ({}));
    const details: Record<string, unknown>[] = items.map(() => ({}));
    scope.forEach(({ index }, k) => {
      const c = na[k];
      if (!c) return;
      itemScores[index]!.na_precision = c.naSentences === 0 ? null : (100 * c.precise) / c.naSentences;
      itemScores[index]!.na_recall = c.absent === 0 ? null : (100 * c.recalled) / c.absent;
      if (c.edgeRule && c.edgeRule.asked > 0) details[index]!.na_edge_rule = c.edgeRule;
    });
    const scores = aggregateNa(na);
    const absentField = options.absentKnowledge === 'removed' ? 'removed_knowledge' : 'minimum_knowledge';
    const reason = na.some((c) => c !== undefined) ? 'no [NA] sentence or no absent knowledge in the scored answers' : `no absent knowledge (${absentField}) in the input`;
    const scored = na.filter((c) => c !== undefined).length;
    return {
      results: (['na_precision', 'na_recall', 'na_f1'] as const).map((name) => valueResult(name, scores[name], reason, scored)),
      itemScores,
      details,
      notes: {
        na: `absent knowledge = ${options.absentKnowledge === 'removed' ? 'knowledge removed from the KG (paper)' : 'minimum-set knowledge not cited (reference code)'}; ${options.naScoring} scoring`,
        na_edge_rule: edgeRuleNote(na, options, ratingJudge?.name),
      },
    };
  },
);
