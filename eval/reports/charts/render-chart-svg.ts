import * as vega from 'vega';
import * as vegaLite from 'vega-lite';
import type { ChartSpec } from './chart-spec.js';

const WIDTH = 420;
/** Full metric names in the legend, and solid legend symbols even where a faint error band shares the colour. */
const CONFIG = { legend: { labelLimit: 0, symbolOpacity: 1 } };
const HEIGHT = 260;

/** Vega-Lite description of a chart; one colour (and, for lines, one `mark-line` group) per series. */
function vegaLiteSpec(chart: ChartSpec): vegaLite.TopLevelSpec {
  const values = chart.series.flatMap((series) =>
    series.points
      .filter((point) => point.y !== null)
      .map((point) => ({
        series: series.name,
        x: point.x,
        y: point.y,
        low: point.std ? (point.y as number) - point.std : point.y,
        high: point.std ? (point.y as number) + point.std : point.y,
      })),
  );
  const seriesOrder = chart.series.map((series) => series.name);
  const color = { field: 'series', type: 'nominal' as const, title: null, sort: seriesOrder };
  if (chart.kind === 'bar') {
    return {
      $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
      config: CONFIG,
      title: chart.title,
      width: WIDTH,
      height: HEIGHT,
      data: { values },
      mark: { type: 'bar' },
      encoding: {
        x: { field: 'x', type: 'nominal', title: chart.xTitle, sort: null, axis: { labelAngle: -30 } },
        xOffset: { field: 'series', sort: seriesOrder },
        y: { field: 'y', type: 'quantitative', title: chart.yTitle },
        color,
      },
    };
  }
  const xType = chart.xOrdinal ? ('ordinal' as const) : ('quantitative' as const);
  const x = {
    field: 'x',
    type: xType,
    title: chart.xTitle,
    ...(xType === 'ordinal' ? { sort: null, axis: { labelAngle: 0 } } : { scale: { reverse: chart.xReverse ?? false, zero: false } }),
    ...(chart.xReverse && xType === 'ordinal' ? { sort: 'descending' as const } : {}),
  };
  const hasStd = chart.series.some((series) => series.points.some((point) => point.std));
  const layers: Record<string, unknown>[] = [];
  if (hasStd) {
    layers.push({
      mark: { type: 'errorband', opacity: 0.15 },
      encoding: { x, y: { field: 'low', type: 'quantitative', title: chart.yTitle }, y2: { field: 'high' }, color },
    });
  }
  layers.push({
    mark: { type: 'line', point: true },
    encoding: { x, y: { field: 'y', type: 'quantitative', title: chart.yTitle }, color },
  });
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CONFIG,
    title: chart.title,
    width: WIDTH,
    height: HEIGHT,
    data: { values },
    layer: layers,
  } as unknown as vegaLite.TopLevelSpec;
}

/**
 * Renders a chart to a standalone SVG string in Node, without a browser (Vega's headless renderer). The SVG keeps
 * Vega's structure: `g.mark-line.role-mark` per line series, `g.role-axis-title` text for each axis title and
 * `g.role-legend-label` text per series, which the report test checks in Chromium.
 */
export async function renderChartSvg(chart: ChartSpec): Promise<string> {
  const compiled = vegaLite.compile(vegaLiteSpec(chart)).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The SVG inside a `<figure class="chart">` whose data attributes say what should be visible. */
export async function renderChartFigure(chart: ChartSpec): Promise<string> {
  const svg = await renderChartSvg(chart);
  const attributes = [
    `class="chart"`,
    `data-kind="${chart.kind}"`,
    `data-series="${chart.series.length}"`,
    `data-series-names="${escapeAttribute(JSON.stringify(chart.series.map((series) => series.name)))}"`,
    `data-x-title="${escapeAttribute(chart.xTitle)}"`,
    `data-y-title="${escapeAttribute(chart.yTitle)}"`,
  ].join(' ');
  return `<figure ${attributes}>\n${svg}\n<figcaption>${escapeAttribute(chart.title)}</figcaption>\n</figure>`;
}
