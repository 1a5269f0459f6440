import type { ReportDocument, ReportTable } from './report-document.js';

/**
 * Markdown renders inline HTML, and report text comes from spec fields, file names and model names a user chose:
 * escape it so `<script>` in a run name stays text in any viewer.
 */
export function escapeMarkdownText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function cell(text: string): string {
  return escapeMarkdownText(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

export function markdownTable(table: Pick<ReportTable, 'headers' | 'rows'>): string {
  const lines = [
    `| ${table.headers.map(cell).join(' | ')} |`,
    `| ${table.headers.map(() => '---').join(' | ')} |`,
    ...table.rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ];
  return lines.join('\n');
}

/** report.md; `chartFiles[i]` is the relative path of the SVG written for `document.charts[i]`. */
export function renderMarkdown(document: ReportDocument, chartFiles: string[]): string {
  const text = escapeMarkdownText;
  const parts = [`# ${text(document.title)}`, ...document.summary.map(text)];
  for (const table of document.tables) parts.push(`## ${text(table.caption)}`, markdownTable(table));
  document.charts.forEach((chart, index) => parts.push(`## Figure ${index + 1}: ${text(chart.title)}`, `![${text(chart.title)}](${chartFiles[index]})`));
  const notes = Object.entries(document.notes);
  if (notes.length) parts.push('## Notes', notes.map(([key, value]) => `- **${text(key)}**: ${text(value)}`).join('\n'));
  parts.push('## Configuration', '```json', JSON.stringify(document.config, null, 2), '```');
  return `${parts.join('\n\n')}\n`;
}
