/** A chart as data: what a report wants drawn, independent of the library that draws it. */
export interface ChartPoint {
  x: number | string;
  /** null: no value at this setting (drawn as a gap). */
  y: number | null;
  /** Standard deviation over seeds, drawn as an error band when present. */
  std?: number | null;
}

export interface ChartSeries {
  name: string;
  points: ChartPoint[];
}

export interface ChartSpec {
  kind: 'line' | 'bar';
  title: string;
  xTitle: string;
  yTitle: string;
  series: ChartSeries[];
  /** Line charts: draw the x axis from high to low (retrieval accuracy 100 → 20, like KaLMA Figure 5). */
  xReverse?: boolean;
  /** Line charts: x values are categories spaced evenly (passages 1, 2, 3, 5, 10, 20). */
  xOrdinal?: boolean;
}
