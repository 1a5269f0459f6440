import type { ReportDocument } from './report-document.js';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 1100px; color: #222; padding: 0 1rem; }
table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; font-size: 0.9rem; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.6rem; text-align: right; }
th:first-child, td:first-child { text-align: left; }
th { background: #f3f3f3; }
figure.chart { display: inline-block; margin: 0.5rem 1rem 1.5rem 0; vertical-align: top; }
figcaption { font-size: 0.85rem; color: #555; }
pre { background: #f7f7f7; padding: 0.75rem; overflow-x: auto; font-size: 0.8rem; }
`;

/**
 * report.html: one file with the tables, the charts' SVG inline and the configuration; no script, font or
 * stylesheet is fetched, so it opens offline and can be mailed around.
 */
export function renderHtml(document: ReportDocument, chartFigures: string[]): string {
  const body: string[] = [`<h1>${escapeHtml(document.title)}</h1>`];
  for (const paragraph of document.summary) body.push(`<p>${escapeHtml(paragraph)}</p>`);
  for (const table of document.tables) {
    body.push(`<h2>${escapeHtml(table.caption)}</h2>`, '<table>');
    body.push(`<thead><tr>${table.headers.map((header) => `<th>${escapeHtml(header)}</th>`).join('')}</tr></thead>`);
    body.push('<tbody>');
    for (const row of table.rows) body.push(`<tr>${row.map((value) => `<td>${escapeHtml(value)}</td>`).join('')}</tr>`);
    body.push('</tbody></table>');
  }
  if (chartFigures.length) body.push('<h2>Figures</h2>', `<div class="charts">\n${chartFigures.join('\n')}\n</div>`);
  const notes = Object.entries(document.notes);
  if (notes.length) {
    body.push('<h2>Notes</h2><ul>');
    for (const [key, value] of notes) body.push(`<li><strong>${escapeHtml(key)}</strong>: ${escapeHtml(value)}</li>`);
    body.push('</ul>');
  }
  body.push('<h2>Configuration</h2>', `<pre>${escapeHtml(JSON.stringify(document.config, null, 2))}</pre>`);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(document.title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body.join('\n')}
</body>
</html>
`;
}
