import type { ChartSpec } from './charts/chart-spec.js';

/** A table as a report shows it: already formatted cells. */
export interface ReportTable {
  caption: string;
  headers: string[];
  rows: string[][];
}

/** What a run or sweep report contains; rendered to report.md (+ SVG files) and a self-contained report.html. */
export interface ReportDocument {
  title: string;
  /** Short paragraphs shown under the title. */
  summary: string[];
  tables: ReportTable[];
  charts: ChartSpec[];
  /** Facts a reader needs (judge stand-ins, minimum-knowledge stand-in, excluded items). */
  notes: Record<string, string>;
  /** The stored configuration, shown verbatim. */
  config: unknown;
}
