import { basename } from 'node:path';
import type { RunMetrics } from '../experiments/run-metrics.js';
import type { RunSpec } from '../experiments/run-spec.js';
import { formatStatistic } from '../experiments/seed-statistics.js';
import type { ChartSpec } from './charts/chart-spec.js';
import { isPercentMetric, metricDigits, metricLabel } from './metric-labels.js';
import { againstMinimumKnowledge } from './minimum-knowledge-columns.js';
import type { ReportDocument, ReportTable } from './report-document.js';
import { writeReport, type WrittenReport } from './write-report.js';

export function runReportDocument(spec: RunSpec, metrics: RunMetrics): ReportDocument {
  const ids = Object.keys(metrics.metrics);
  const standIn = /stand-in/.test(metrics.notes['minimum knowledge'] ?? '');
  const tables: ReportTable[] = [
    {
      caption: `Metrics (${metrics.suite}; mean (std) over ${metrics.seeds.length} seed${metrics.seeds.length > 1 ? 's' : ''})`,
      headers: ['metric', 'id', 'value', 'seeds with a value'],
      rows: ids.map((id) => [
        `${metricLabel(id)}${standIn && againstMinimumKnowledge(id) ? ' † (stand-in minimum knowledge)' : ''}`,
        id,
        formatStatistic(metrics.metrics[id], metricDigits(id)),
        String(metrics.metrics[id]!.n),
      ]),
    },
  ];
  if (metrics.seeds.length > 1) {
    tables.push({
      caption: 'Per seed',
      headers: ['metric', ...metrics.seeds.map((seed) => `seed ${seed}`)],
      rows: ids.map((id) => [
        metricLabel(id),
        ...metrics.seeds.map((seed) => {
          const value = metrics.perSeed[String(seed)]?.metrics[id];
          return typeof value === 'number' ? value.toFixed(metricDigits(id)) : '—';
        }),
      ]),
    });
  }
  const nulls = Object.entries(metrics.nulls);
  if (nulls.length) tables.push({ caption: 'Metrics without a value', headers: ['metric', 'why'], rows: nulls });

  const charted = ids.filter((id) => isPercentMetric(id) && metrics.metrics[id]!.mean !== null);
  const charts: ChartSpec[] = charted.length
    ? [
        {
          kind: 'bar',
          title: `${metrics.suite} metrics of ${spec.strategy}`,
          xTitle: 'metric',
          yTitle: 'score (%)',
          series: metrics.seeds.map((seed) => ({
            name: `seed ${seed}`,
            points: charted.map((id) => ({ x: metricLabel(id), y: metrics.perSeed[String(seed)]?.metrics[id] ?? null })),
          })),
        },
      ]
    : [];
  const usage = metrics.usage;
  return {
    title: `Run: ${spec.strategy} on ${basename(spec.data)}${spec.setting ? ` (${JSON.stringify(spec.setting)})` : ''}`,
    summary: [
      `${metrics.n} questions × ${metrics.seeds.length} seed(s) [${metrics.seeds.join(', ')}]; source ${spec.source}; ` +
        `suite ${metrics.suite}; judge ${metrics.judge ?? 'none'}; model ${spec.model ?? 'none (offline strategy)'}.`,
      `Model usage: ${usage.calls} calls, ` +
        `${usage.promptTokens + usage.completionTokens} tokens, cost ${usage.cost.toFixed(4)}.`,
      ...((metrics.failed ?? 0) > 0 ? [`Failed generations: ${metrics.failed} answers failed after their retries and are left out of every metric (see items.jsonl).`] : []),
    ],
    tables,
    charts,
    notes: metrics.notes,
    config: spec,
  };
}

/** Writes a run's report.md / report.html (and figures) into its directory from its spec and metrics. */
export function writeRunReport(dir: string, spec: RunSpec, metrics: RunMetrics): Promise<WrittenReport> {
  return writeReport(dir, runReportDocument(spec, metrics));
}
