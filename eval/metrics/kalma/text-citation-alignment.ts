import { defineMetricModule } from '../metric-module.js';
import type { MetricDefinition } from '../metric-registry.js';
import { aggregateAlignment, scoreAlignment } from './alignment.js';
import { valueResult, type PreparedKalma } from './kalma-prepared.js';

function alignmentMetric(id: string, label: string, description: string): MetricDefinition {
  return { id, label, suite: 'kalma', paper: 'KaLMA', unit: 'percent', range: { min: 0, max: 100 }, description, needs: { judge: true } };
}

/** Micro and macro alignment pool the same (sentence, cited fact) decisions (auto_eval/eval_relevance.py). */
export const metric = defineMetricModule<PreparedKalma>(
  [
    alignmentMetric('alignment_micro', 'Text-citation alignment (micro)', 'share of (sentence, cited fact) pairs where the value appears in the sentence or the judge finds it entailed'),
    alignmentMetric('alignment_macro', 'Text-citation alignment (macro)', 'per-answer alignment averaged over answers with citations'),
  ],
  async ({ items, kept, options }, { judge }) => {
    // eval_relevance.py takes the first N answers, then skips those with an empty KG among them.
    const scope = options.alignmentFirst === undefined ? kept : kept.filter(({ index }) => index < options.alignmentFirst!);
    const alignment = await scoreAlignment(scope.map(({ item }) => item.answer), judge!);
    const itemScores: Record<string, number | null>[] = items.map(() => ({}));
    scope.forEach(({ index }, k) => {
      const a = alignment[k]!;
      itemScores[index]!.alignment = a.pairs === 0 ? null : (100 * a.aligned) / a.pairs;
    });
    const { micro, macro } = aggregateAlignment(alignment);
    const reason = 'no (sentence, citation) pair in any answer';
    const unjudged = alignment.reduce((total, a) => total + a.unjudged, 0);
    return {
      results: [valueResult('alignment_micro', micro, reason, scope.length), valueResult('alignment_macro', macro, reason, scope.length)],
      itemScores,
      ...(unjudged > 0 ? { excluded: { alignment: { count: unjudged, reason: 'pairs the judge gave no readable verdict on (counted as not aligned)' } } } : {}),
      ...(options.alignmentFirst !== undefined ? { notes: { alignment: `first ${options.alignmentFirst} answers only (reference-code mode)` } } : {}),
    };
  },
);
