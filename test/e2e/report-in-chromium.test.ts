import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStatistic } from '../../eval/experiments/seed-statistics.js';
import { SWEEP_PRESETS } from '../../eval/experiments/sweep-presets.js';
import type { SweepResult, SweepSpec } from '../../eval/experiments/sweep-spec.js';
import { sweepReportDocument } from '../../eval/reports/sweep-report.js';
import { writeReport } from '../../eval/reports/write-report.js';

const CHROMIUM = '/usr/bin/chromium';

/** A finished sweep as sweep.json holds it, with made-up but complete metric values for every charted metric. */
function sweepResult(spec: SweepSpec): SweepResult {
  const metrics = [...new Set([...spec.table, ...spec.charts.flatMap((chart) => chart.metrics)])];
  return {
    sweep: spec.sweep,
    config: spec,
    rows: spec.settings.map((setting, row) => ({
      setting: setting.setting,
      run: `runs/${row}`,
      n: 10,
      metrics: Object.fromEntries(metrics.map((id, column) => [id, seedStatistic([40 - 5 * row + column, 42 - 5 * row + column])])),
    })),
  };
}

interface DrawnChart {
  kind: string;
  expectedSeries: number;
  xTitle: string;
  yTitle: string;
  lines: number;
  barColours: number;
  legendLabels: string[];
  axisTitles: string[];
  drawnWidth: number;
}

describe('report.html in headless Chromium', () => {
  let browser: BrowserContext;
  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} missing: apt-get install -y chromium (.ci/run does this)`);
    // A fresh profile directory per run (Playwright passes it as --user-data-dir).
    browser = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'citeqa-chromium-')), {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync',
      ],
    });
  }, 60_000);
  afterAll(async () => browser?.close());

  it('draws every chart with its series, legend and axis titles, fetching nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'citeqa-report-e2e-'));
    const removal = sweepReportDocument(sweepResult(SWEEP_PRESETS['knowledge-removal']!.build({ data: '/x.json' })));
    const grid = sweepReportDocument(sweepResult(SWEEP_PRESETS.strategies!.build({ data: '/x/biokalma.json', strategies: ['kalma', 'extractive-kg'], models: ['m1', 'm2'] })));
    const { html } = await writeReport(dir, { ...removal, charts: [...removal.charts, ...grid.charts] });

    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(pathToFileURL(html).href);
    const charts = await page.$$eval('figure.chart', (figures) =>
      figures.map((figure) => {
        const texts = (selector: string) => [...figure.querySelectorAll(selector)].map((node) => node.textContent?.trim() ?? '');
        const fills = [...figure.querySelectorAll('g.mark-rect.role-mark path')].map((path) => path.getAttribute('fill'));
        const lines = [...figure.querySelectorAll('g.mark-line.role-mark path')].filter((path) => {
          const box = (path as SVGGraphicsElement).getBBox();
          return (path.getAttribute('d') ?? '').length > 0 && box.width > 0;
        });
        return {
          kind: figure.getAttribute('data-kind') ?? '',
          expectedSeries: Number(figure.getAttribute('data-series')),
          xTitle: figure.getAttribute('data-x-title') ?? '',
          yTitle: figure.getAttribute('data-y-title') ?? '',
          lines: lines.length,
          barColours: new Set(fills).size,
          legendLabels: texts('g.role-legend-label text'),
          axisTitles: texts('g.role-axis-title text'),
          drawnWidth: figure.querySelector('svg')!.getBoundingClientRect().width,
        };
      }),
    ) as DrawnChart[];

    expect(charts.map((chart) => [chart.kind, chart.expectedSeries])).toEqual([['line', 4], ['line', 3], ['bar', 4]]);
    for (const chart of charts) {
      expect(chart.drawnWidth).toBeGreaterThan(100);
      expect(chart.kind === 'line' ? chart.lines : chart.barColours).toBe(chart.expectedSeries);
      expect(chart.legendLabels).toHaveLength(chart.expectedSeries);
      expect(chart.axisTitles).toEqual(expect.arrayContaining([chart.xTitle, chart.yTitle]));
    }
    expect(charts[1]!.legendLabels.join(' ')).toMatch(/na_precision|NA/i);
    expect(requests.filter((url) => !url.startsWith('file:'))).toEqual([]);
    await page.close();
  }, 60_000);
});
