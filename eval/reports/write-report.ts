import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderChartFigure, renderChartSvg } from './charts/render-chart-svg.js';
import { renderHtml } from './render-html.js';
import { renderMarkdown } from './render-markdown.js';
import type { ReportDocument } from './report-document.js';

export interface WrittenReport {
  markdown: string;
  html: string;
  charts: string[];
}

/** Writes report.md, report.html and one SVG per chart under `figures/` in `dir`. */
export async function writeReport(dir: string, document: ReportDocument): Promise<WrittenReport> {
  const chartFiles: string[] = [];
  const figures: string[] = [];
  if (document.charts.length) mkdirSync(join(dir, 'figures'), { recursive: true });
  for (const [index, chart] of document.charts.entries()) {
    const file = `figures/figure-${index + 1}.svg`;
    writeFileSync(join(dir, file), await renderChartSvg(chart));
    chartFiles.push(file);
    figures.push(await renderChartFigure(chart));
  }
  const markdown = join(dir, 'report.md');
  const html = join(dir, 'report.html');
  writeFileSync(markdown, renderMarkdown(document, chartFiles));
  writeFileSync(html, renderHtml(document, figures));
  return { markdown, html, charts: chartFiles.map((file) => join(dir, file)) };
}
