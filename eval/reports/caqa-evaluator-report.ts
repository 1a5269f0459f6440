import { CAQA_COMPLEXITIES } from '../caqa/caqa-sample.js';
import type { EvaluatorSweepCell } from '../caqa/evaluate/evaluator-sweep.js';
import type { ChartSpec } from './charts/chart-spec.js';
import type { ReportDocument } from './report-document.js';
import { writeReport, type WrittenReport } from './write-report.js';

const f = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value.toFixed(3));
const label = (cell: EvaluatorSweepCell) => (cell.prompt ? `${cell.judge} · ${cell.prompt}` : cell.judge);

/** The evaluator sweep as CAQA's Tables 5–6: F1 per category and overall micro-F1, then micro-F1 per complexity. */
export function caqaEvaluatorReport(file: string, cells: readonly EvaluatorSweepCell[]): ReportDocument {
  const categories = cells[0]?.result.overall.labels ?? [];
  const byCategory: ChartSpec = {
    kind: 'bar',
    title: 'F1 per attribution category',
    xTitle: 'evaluator',
    yTitle: 'F1',
    series: categories.map((category, i) => ({ name: category, points: cells.map((cell) => ({ x: label(cell), y: cell.result.overall.classes[i]?.f1 ?? null })) })),
  };
  const byComplexity: ChartSpec = {
    kind: 'bar',
    title: 'Micro-F1 per complexity level',
    xTitle: 'evaluator',
    yTitle: 'micro-F1',
    series: CAQA_COMPLEXITIES.map((complexity) => ({ name: complexity, points: cells.map((cell) => ({ x: label(cell), y: cell.result.byComplexity[complexity].microF1 })) })),
  };
  return {
    title: 'Sweep: caqa-evaluators',
    summary: [`Attribution evaluators on ${file} (${cells[0]?.result.n ?? 0} samples), laid out as CAQA's Tables 5–6.`],
    tables: [
      {
        caption: 'F1 per category and overall micro-F1 (Table 5 layout)',
        headers: ['evaluator', ...categories, 'micro-F1', 'macro-F1', 'unparseable'],
        rows: cells.map((cell) => [label(cell), ...cell.result.overall.classes.map((scores) => f(scores.f1)), f(cell.result.overall.microF1), f(cell.result.overall.macroF1), String(cell.result.unparseable)]),
      },
      {
        caption: 'Micro-F1 per complexity level (Table 6 layout), and FActScore on partially supportive samples (Table 7)',
        headers: ['evaluator', ...CAQA_COMPLEXITIES, 'FActScore', 'by construction', 'error rate'],
        rows: cells.map((cell) => [
          label(cell),
          ...CAQA_COMPLEXITIES.map((complexity) => f(cell.result.byComplexity[complexity].microF1)),
          f(cell.result.factScore.factScore),
          f(cell.result.factScore.constructedFactScore),
          f(cell.result.factScore.errorRate),
        ]),
      },
    ],
    charts: [byCategory, byComplexity].map((chart) => ({ ...chart, series: chart.series.filter((series) => series.points.some((point) => point.y !== null)) })),
    notes: Object.fromEntries(cells.map((cell) => [label(cell), `${cell.result.evaluator}: ${cell.result.mapping}`])),
    config: { file, cells: cells.map(({ judge, prompt }) => ({ judge, ...(prompt ? { prompt } : {}) })) },
  };
}

export function writeCaqaEvaluatorReport(dir: string, file: string, cells: readonly EvaluatorSweepCell[]): Promise<WrittenReport> {
  return writeReport(dir, caqaEvaluatorReport(file, cells));
}
