import { describeEligibility } from '../experiments/run-spec.js';
import { formatStatistic } from '../experiments/seed-statistics.js';
import type { SweepResult } from '../experiments/sweep-spec.js';
import type { ChartSpec } from './charts/chart-spec.js';
import { metricDigits, metricLabel } from './metric-labels.js';
import { againstMinimumKnowledge } from './minimum-knowledge-columns.js';
import type { ReportDocument } from './report-document.js';
import { writeReport, type WrittenReport } from './write-report.js';

function settingLabel(setting: Record<string, number | string>): string {
  return Object.values(setting).join(' · ');
}

export function sweepReportDocument(result: SweepResult): ReportDocument {
  const spec = result.config;
  const settingKeys = [...new Set(result.rows.flatMap((row) => Object.keys(row.setting)))];
  const seeds = spec.base.seeds.length;
  const standIn = spec.notes['minimum knowledge'] !== undefined;
  const table = {
    caption:
      `${spec.sweep}: ${seeds > 1 ? `mean (std) over ${seeds} seeds` : 'one seed'}, ${result.rows[0]?.n ?? 0} questions per setting` +
      (standIn && spec.table.some(againstMinimumKnowledge) ? ' († against the stand-in minimum knowledge, see Notes)' : ''),
    headers: [...settingKeys, ...spec.table.map((id) => `${metricLabel(id)}${standIn && againstMinimumKnowledge(id) ? ' †' : ''}`)],
    rows: result.rows.map((row) => [
      ...settingKeys.map((key) => String(row.setting[key] ?? '')),
      ...spec.table.map((id) => formatStatistic(row.metrics[id], metricDigits(id))),
    ]),
  };
  const notes: Record<string, string> = { ...spec.notes, questions: describeEligibility(spec.base.eligibility) };
  for (const row of result.rows) if (row.note) notes[Object.entries(row.setting).map(([key, value]) => `${key} = ${value}`).join(', ')] = row.note;
  const charts: ChartSpec[] = spec.charts.map((chart) => ({
    kind: chart.kind,
    title: chart.title,
    xTitle: chart.xTitle,
    yTitle: chart.yTitle,
    xReverse: chart.xReverse,
    xOrdinal: chart.xOrdinal,
    series: chart.metrics.map((id) => ({
      name: metricLabel(id),
      points: result.rows.map((row) => ({
        x: chart.x === 'label' ? settingLabel(row.setting) : (row.setting[chart.x] ?? settingLabel(row.setting)),
        y: row.metrics[id]?.mean ?? null,
        std: row.metrics[id]?.std ?? null,
      })),
    })).filter((series, index) => {
      // A metric with no value anywhere (no judge, no gold) has nothing to draw; say so instead of an empty line.
      const drawable = series.points.some((point) => point.y !== null);
      if (!drawable) notes[`not drawn in "${chart.title}"`] = `${chart.metrics[index]} has no value in any setting`;
      return drawable;
    }),
  }));
  return {
    title: `Sweep: ${spec.sweep}`,
    summary: [spec.description, ...(spec.reference ? [`Design: ${spec.reference}.`] : []),
      `Strategy ${spec.base.strategy} (source ${spec.base.source}), suite ${spec.base.suite}, judge ${spec.base.judge}; ` +
        `per-setting run directories under runs/.`],
    tables: [
      table,
      { caption: 'Metric ids', headers: ['metric', 'id'], rows: spec.table.map((id) => [metricLabel(id), id]) },
    ],
    charts,
    notes,
    config: spec,
  };
}

/** Writes a sweep's report.md / report.html (and figures) into its directory from its result. */
export function writeSweepReport(dir: string, result: SweepResult): Promise<WrittenReport> {
  return writeReport(dir, sweepReportDocument(result));
}
