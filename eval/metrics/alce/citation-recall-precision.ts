import { macroMean } from '../aggregate.js';
import { defineMetricModule } from '../metric-module.js';
import { alceMetric } from './alce-definition.js';
import { scaledItemScores, type PreparedAlce } from './alce-prepared.js';
import { citationQuality, type CitationQuality } from './citation-quality.js';

/** Recall and precision share one pass of entailment calls per statement (ALCE compute_autoais). */
export const metric = defineMetricModule<PreparedAlce>(
  [
    alceMetric('citation_rec', 'Citation recall', 'share of statements entailed by their (first three) cited passages', { judge: true }),
    alceMetric('citation_prec', 'Citation precision', 'share of citations that are not irrelevant (alone entails, or the others do not suffice without it)', { judge: true }),
  ],
  async ({ raw, dataset, atMostCitations }, { judge }) => {
    const withDocs = raw.map((item, index) => ({ item, index })).filter(({ item }) => Array.isArray(item.docs));
    const run = await citationQuality(
      withDocs.map(({ item }) => ({ question: item.question, output: item.output, docs: item.docs! })),
      judge!,
      { qampari: dataset === 'qampari', atMostCitations },
    );
    const perItem: (CitationQuality | null)[] = raw.map(() => null);
    const details: Record<string, unknown>[] = raw.map(() => ({}));
    withDocs.forEach(({ index }, position) => {
      perItem[index] = run.perItem[position]!;
      details[index]!.citations = run.perItem[position]?.statements;
    });
    const nullReason = withDocs.length === raw.length ? 'output has no statements' : 'item has no docs, or output has no statements';
    const emptyReason = withDocs.length === 0 ? 'no item has docs, so citations cannot be checked' : nullReason;
    const recall = macroMean('citation_rec', perItem.map((score) => score?.recall ?? null), { scale: 100, nullReason, emptyReason });
    const precision = macroMean('citation_prec', perItem.map((score) => score?.precision ?? null), { scale: 100, nullReason, emptyReason });
    const rec = scaledItemScores('citation_rec', recall.perItem, 100);
    const prec = scaledItemScores('citation_prec', precision.perItem, 100);
    return {
      results: [recall, precision],
      itemScores: rec.map((scores, index) => ({ ...scores, ...prec[index] })),
      details,
      ...(run.unparsedVerdicts > 0 ? { notes: { citations: `${run.unparsedVerdicts} unparsed judge verdicts counted as not entailed` } } : {}),
    };
  },
);
