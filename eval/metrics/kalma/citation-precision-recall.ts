import { defineMetricModule } from '../metric-module.js';
import type { MetricDefinition } from '../metric-registry.js';
import { aggregateCitationQuality, citationCounts, type CitationCounts } from './citation-quality.js';
import { valueResult, type PreparedKalma } from './kalma-prepared.js';

const percent = { min: 0, max: 100 } as const;
const minimumKnowledge = { gold: 'minimum_knowledge' } as const;

function kalmaPercent(id: string, label: string, description: string, needs: MetricDefinition['needs'] = {}): MetricDefinition {
  return { id, label, suite: 'kalma', paper: 'KaLMA', unit: 'percent', range: percent, description, needs };
}

function kalmaCount(id: string, label: string, description: string): MetricDefinition {
  return { id, label, suite: 'kalma', paper: 'KaLMA', unit: 'count', range: { min: 0 }, description, needs: {} };
}

/**
 * Correctness, precision, recall, F1 and the per-answer counts come from one pass over each answer's citations
 * (auto_eval/eval_recall.py), so they share a file.
 */
export const metric = defineMetricModule<PreparedKalma>(
  [
    kalmaPercent('correctness', 'Citation correctness (micro)', 'share of cited [qid, property, value] triples found exactly in the KG, pooled over answers'),
    kalmaPercent('correctness_macro', 'Citation correctness (macro)', 'per-answer correctness averaged over answers with citations'),
    kalmaPercent('precision_micro', 'Citation precision (micro)', 'share of citations that are correct and in the minimum knowledge set, pooled', minimumKnowledge),
    kalmaPercent('recall_micro', 'Citation recall (micro)', 'share of minimum-knowledge triples cited (correctly), pooled', minimumKnowledge),
    kalmaPercent('f1_micro', 'Citation F1 (micro)', 'harmonic mean of micro precision and recall', minimumKnowledge),
    kalmaPercent('precision_macro', 'Citation precision (macro)', 'per-answer precision averaged over answers with citations', minimumKnowledge),
    kalmaPercent('recall_macro', 'Citation recall (macro)', 'per-answer recall averaged over answers', minimumKnowledge),
    kalmaPercent('f1_macro', 'Citation F1 (macro)', 'harmonic mean of macro precision and recall', minimumKnowledge),
    kalmaCount('citations_per_answer', 'Citations per answer', 'mean number of cited triples per answer'),
    kalmaCount('na_per_answer', '[NA] per answer', 'mean number of [NA] markers per answer'),
  ],
  ({ items, kept, options }) => {
    const counts: CitationCounts[] = kept.map(({ item }) => citationCounts(item, options.correctnessCheck));
    const itemScores: Record<string, number | null>[] = items.map(() => ({}));
    kept.forEach(({ index }, k) => {
      const c = counts[k]!;
      Object.assign(itemScores[index]!, {
        citations: c.citations,
        na_count: c.naCount,
        correctness: c.citations === 0 ? null : (100 * c.correct) / c.citations,
        ...(c.gold === undefined
          ? {}
          : { precision: c.citations === 0 ? null : (100 * c.precise!) / c.citations, recall: c.gold === 0 ? null : (100 * c.hits!) / c.gold }),
      });
    });
    const quality = aggregateCitationQuality(counts);
    const excluded: Record<string, { count: number; reason: string }> = {};
    const skipped = items.length - kept.length;
    if (skipped > 0) excluded.citations = { count: skipped, reason: 'empty KG or no answer text (skipped as in KaLMA)' };
    const hasGold = counts.some((c) => c.gold !== undefined);
    const withoutGold = counts.filter((c) => c.gold === undefined).length;
    if (hasGold && withoutGold > 0) {
      excluded.precision_recall = { count: withoutGold, reason: 'answers without minimum_knowledge (left out of precision, recall and F1)' };
    }
    const noCitations = kept.length === 0 ? 'no answer with a non-empty KG' : 'no answer has a KaLMA citation';
    const goldReason = hasGold ? 'no answer with both citations and minimum knowledge' : 'no minimum knowledge set (minimum_knowledge) in the input';
    const n = kept.length;
    return {
      results: [
        valueResult('correctness', quality.correctness_micro, noCitations, n),
        valueResult('correctness_macro', quality.correctness_macro, noCitations, n),
        ...(['precision_micro', 'recall_micro', 'f1_micro', 'precision_macro', 'recall_macro', 'f1_macro'] as const).map((name) =>
          valueResult(name, quality[name], goldReason, n),
        ),
        valueResult('citations_per_answer', quality.citations_per_answer, 'no answer with a non-empty KG', n),
        valueResult('na_per_answer', quality.na_per_answer, 'no answer with a non-empty KG', n),
      ],
      itemScores,
      excluded,
      ...(options.correctnessCheck ? {} : { notes: { precision: 'reference-code mode: precision and recall without the correctness check' } }),
    };
  },
);
