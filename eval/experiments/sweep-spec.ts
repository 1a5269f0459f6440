import type { RunEligibility, RunRetrieval, RunSpec } from './run-spec.js';
import type { SeedStatistic } from './seed-statistics.js';
import type { RunTransform } from './transforms/run-transform.js';

/** How a sweep's results are charted: one chart per entry, one series per metric. */
export interface SweepChart {
  kind: 'line' | 'bar';
  title: string;
  /** The setting key on the x axis (`retrieval_accuracy`), or `label` for the setting's label (bar charts). */
  x: string;
  xTitle: string;
  yTitle: string;
  metrics: string[];
  xReverse?: boolean;
  xOrdinal?: boolean;
}

/** One cell of the grid: the setting as tables show it, and how it changes the base run. */
export interface SweepSetting {
  setting: Record<string, number | string>;
  transform?: RunTransform;
  data?: string;
  strategy?: string;
  /** Generation model id overriding `llm.model` for this setting (strategy grids). */
  model?: string;
  /** Where this setting's answers come from, and the suite scoring them, when they differ from the base's (kg / passages / both compared). */
  source?: RunSpec['source'];
  suite?: RunSpec['suite'];
  strategyOptions?: Record<string, unknown>;
  /** Settings of the suite's own steps for this cell (CONNER knowledge or demonstration selection). */
  suiteOptions?: Record<string, unknown>;
}

/** A sweep: presets build one of these, or users write it as spec.json. */
export interface SweepSpec {
  sweep: string;
  description: string;
  /** Where the design comes from (`KaLMA §5.3, Figure 5`). */
  reference?: string;
  base: {
    data: string;
    source: RunSpec['source'];
    strategy: string;
    suite: RunSpec['suite'];
    judge: string;
    seeds: number[];
    limit: number | null;
    eligibility: RunEligibility | null;
    strategyOptions: Record<string, unknown>;
    /** Where questions without their own KG / passages retrieve from (CONNER: the test set's gold knowledge). */
    retrieval?: RunRetrieval | null;
    suiteOptions?: Record<string, unknown>;
  };
  settings: SweepSetting[];
  /** Metrics shown in the table, in order. */
  table: string[];
  charts: SweepChart[];
  /** Shown under the table (e.g. the minimum-knowledge stand-in). */
  notes: Record<string, string>;
}

export interface SweepRow {
  setting: Record<string, number | string>;
  metrics: Record<string, SeedStatistic>;
  /** The setting's run directory, relative to the sweep directory. */
  run: string;
  n: number;
  /** What a reader of this row must know (a passage count some questions could not fill). */
  note?: string;
}

/** sweep.json */
export interface SweepResult {
  sweep: string;
  config: SweepSpec;
  rows: SweepRow[];
}

/** A filesystem-safe name for a setting's run directory: `retrieval_accuracy-80`. */
export function settingSlug(setting: Record<string, number | string>): string {
  return (
    Object.entries(setting)
      .map(([key, value]) => `${key}-${value}`)
      .join('_')
      .replace(/[^A-Za-z0-9._-]+/g, '-') || 'default'
  );
}
