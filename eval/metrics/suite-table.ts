import { metricRegistry } from './all-metrics.js';
import type { SuiteResult } from './suite-result.js';

function formatValue(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/**
 * A plain-text table of a suite's metrics: value, items used, what was left out or why it is null, and (when the
 * input carried them) the scores the reference stored for the same run.
 */
export function formatSuiteTable(result: SuiteResult, stored?: Record<string, number>): string {
  const header = ['metric', 'value', ...(stored ? ['stored'] : []), 'items', 'note'];
  const rows = Object.entries(result.metrics).map(([id, value]) => {
    const label = metricRegistry.has(id) ? metricRegistry.get(id).label : id;
    const name = label === id ? id : `${id} (${label})`;
    const excluded = result.excluded[id];
    const note = value === null ? `null: ${result.nulls[id]}` : excluded ? `${excluded.count} excluded (${excluded.reason})` : '';
    const used = value === null ? 0 : result.n - (excluded?.count ?? 0);
    return [name, formatValue(value), ...(stored ? [formatValue(stored[id])] : []), String(used), note];
  });
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  const lines = [
    `suite ${result.suite} · ${result.n} items · judge: ${result.judge ?? 'none'}`,
    '',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
  ];
  const notes = Object.entries(result.notes);
  if (notes.length > 0) lines.push('', ...notes.map(([key, text]) => `${key}: ${text}`));
  return `${lines.join('\n')}\n`;
}
