import { metricLabel } from './metric-labels.js';
import type { ReportTable } from './report-document.js';
import { formatStatistic } from '../experiments/seed-statistics.js';
import type { SweepResult } from '../experiments/sweep-spec.js';
import type { PaperTable } from '../experiments/reproduce/paper-values.js';

/** The paper's rows, then CiteQA's rows (one per sweep setting) in the same columns. */
export function paperComparisonTable(paper: PaperTable, ours: SweepResult, modelLabel: string): ReportTable {
  const digits = paper.digits ?? (paper.columns.some((column) => ['coherence', 'consistency', 'fluency', 'relevance'].includes(column)) ? 2 : 1);
  return {
    caption: `${paper.title} — paper (${paper.source}) vs CiteQA`,
    headers: ['row', ...paper.columns.map(metricLabel)],
    rows: [
      ...paper.rows.map((row) => [`paper: ${row.label}`, ...row.values.map((value) => (value === null ? '—' : value.toFixed(digits)))]),
      ...ours.rows.map((row) => [
        `CiteQA ${modelLabel}: ${Object.entries(row.setting).map(([key, value]) => `${key}=${value}`).join(', ')}`,
        ...paper.columns.map((column) => formatStatistic(row.metrics[column], digits)),
      ]),
    ],
  };
}
