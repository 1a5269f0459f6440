import { z } from 'zod';
import { InputError } from '../../../src/core/errors.js';
import { readJsonFile } from '../../../src/io/run-directory.js';
import type { ReportTable } from '../../reports/report-document.js';
import { ALCE_UTILITY_RANGES } from './paper-values.js';

const runSchema = z.object({ items: z.array(z.object({ utility_score: z.number().int().min(1).max(5).optional() }).loose()) }).loose();

export interface UtilityRow {
  dataset: string;
  run: string;
  /** Items with a utility rating. */
  rated: number;
  mean: number | null;
  /** How many items got 1, 2, 3, 4, 5. */
  distribution: number[];
  paperRange?: [number, number];
}

/**
 * ALCE's human utility (§6, App. F.1: 1–5 agreement with "The response is a helpful and informative answer to the
 * query"): the mean rating per system and dataset, from the human-evaluation file's `utility_score` per item.
 */
export function alceHumanUtility(file: string): UtilityRow[] {
  const data = readJsonFile<Record<string, unknown>>(file);
  const rows: UtilityRow[] = [];
  for (const [dataset, runs] of Object.entries(data)) {
    if (dataset.startsWith('_') || typeof runs !== 'object' || runs === null) continue;
    for (const [name, raw] of Object.entries(runs as Record<string, unknown>)) {
      const run = runSchema.safeParse(raw);
      if (!run.success) throw new InputError(file, `run ${dataset}/${name} has no items with utility scores`);
      const scores = run.data.items.map((item) => item.utility_score).filter((score): score is number => score !== undefined);
      const distribution = [1, 2, 3, 4, 5].map((value) => scores.filter((score) => score === value).length);
      rows.push({ dataset, run: name, rated: scores.length, mean: scores.length === 0 ? null : scores.reduce((a, b) => a + b, 0) / scores.length, distribution, ...(ALCE_UTILITY_RANGES[dataset] ? { paperRange: ALCE_UTILITY_RANGES[dataset] } : {}) });
    }
  }
  if (rows.length === 0) throw new InputError(file, 'holds no runs with utility scores');
  return rows;
}

export function utilityTable(rows: readonly UtilityRow[]): ReportTable {
  return {
    caption: 'ALCE human utility (1–5), mean per system, beside the range the paper reports for all systems (§6)',
    headers: ['dataset', 'run', 'rated items', 'mean utility', 'ratings 1 / 2 / 3 / 4 / 5', 'paper range'],
    rows: rows.map((row) => [row.dataset, row.run, String(row.rated), row.mean === null ? '—' : row.mean.toFixed(2), row.distribution.join(' / '), row.paperRange ? `${row.paperRange[0]}–${row.paperRange[1]}` : '—']),
  };
}
