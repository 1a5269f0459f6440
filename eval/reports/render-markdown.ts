import type { ReportDocument, ReportTable } from './report-document.js';

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
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
  const parts = [`# ${document.title}`, ...document.summary];
  for (const table of document.tables) parts.push(`## ${table.caption}`, markdownTable(table));
  document.charts.forEach((chart, index) => parts.push(`## Figure ${index + 1}: ${chart.title}`, `![${chart.title}](${chartFiles[index]})`));
  const notes = Object.entries(document.notes);
  if (notes.length) parts.push('## Notes', notes.map(([key, value]) => `- **${key}**: ${value}`).join('\n'));
  parts.push('## Configuration', '```json', JSON.stringify(document.config, null, 2), '```');
  return `${parts.join('\n\n')}\n`;
}
