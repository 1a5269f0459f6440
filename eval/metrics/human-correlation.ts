import { InputError } from '../../src/core/errors.js';
import { z } from 'zod';
import { parseJsonLinesInput, readInputText } from '../../src/io/json-input.js';
import { somersD } from './somers-d.js';
import type { SuiteResult } from './suite-result.js';

/** Human ratings by item id: column → rating (CONNER's annotators rate 0, 1, 2 per dimension). */
export type HumanRatings = Map<string, Record<string, number>>;

function parseRating(value: unknown, where: string, column: string): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(number)) throw new InputError(where, `column "${column}" is not a number: "${String(value)}"`);
  return number;
}

const ratingLine = z.object({ id: z.union([z.string().min(1), z.number()]) }).catchall(z.union([z.number(), z.string(), z.null()]));

/**
 * Human ratings a user supplies: JSON lines `{"id": …, "<column>": rating, …}`, or a CSV / TSV table whose header
 * has an `id` column. Every other column is a rating; an empty cell is no rating.
 */
export async function readHumanRatings(file: string): Promise<HumanRatings> {
  const text = await readInputText(file);
  const lines = text.split('\n').map((line) => line.replace(/\r$/, '')).filter((line) => line.trim() !== '');
  if (lines.length === 0) throw new InputError(file, 'holds no ratings');
  const ratings: HumanRatings = new Map();
  const add = (id: unknown, row: Record<string, unknown>, where: string) => {
    if (id === undefined || id === null || String(id) === '') throw new InputError(where, 'has no "id"');
    const values: Record<string, number> = {};
    for (const [column, value] of Object.entries(row)) {
      if (column === 'id') continue;
      const rating = parseRating(value, where, column);
      if (rating !== undefined) values[column] = rating;
    }
    if (ratings.has(String(id))) throw new InputError(where, `repeats id "${String(id)}"`);
    ratings.set(String(id), values);
  };
  if (lines[0]!.trimStart().startsWith('{')) {
    parseJsonLinesInput(text, ratingLine, file, 'a human ratings line').forEach((row) => add(row.id, row, `${file} (id ${row.id})`));
    return ratings;
  }
  const separator = lines[0]!.includes('\t') ? '\t' : ',';
  const header = lines[0]!.split(separator).map((cell) => cell.trim());
  if (!header.includes('id')) throw new InputError(file, `its header has no "id" column (columns: ${header.join(', ')})`);
  lines.slice(1).forEach((line, index) => {
    const cells = line.split(separator);
    if (cells.length !== header.length) throw new InputError(`${file}:${index + 2}`, `has ${cells.length} cells; the header has ${header.length}`);
    const row = Object.fromEntries(header.map((column, k) => [column, cells[k]!.trim()]));
    add(row.id, row, `${file}:${index + 2}`);
  });
  return ratings;
}

export interface HumanCorrelation {
  metric: string;
  human: string;
  /** Somers' D of the metric on the human rating, D(metric | human) = scipy.stats.somersd(human, metric). */
  d: number | null;
  p: number | null;
  /** Items with both a metric value and a rating. */
  n: number;
}

/**
 * Somers' D between every per-item metric column and every human rating column, over the items that have both
 * (CONNER Tables 9–10: human rating 0/1/2 against metric scores). Items are matched by id; ratings for ids the
 * result does not have are counted, never silently dropped.
 */
export function correlateWithHumans(result: SuiteResult, ratings: HumanRatings): { rows: HumanCorrelation[]; unmatched: number } {
  const byId = new Map(result.perItem.map((item) => [item.id, item]));
  const unmatched = [...ratings.keys()].filter((id) => !byId.has(id)).length;
  const metricColumns = [...new Set(result.perItem.flatMap((item) => Object.keys(item.scores)))];
  const humanColumns = [...new Set([...ratings.values()].flatMap((row) => Object.keys(row)))];
  const rows: HumanCorrelation[] = [];
  for (const metric of metricColumns) {
    for (const human of humanColumns) {
      const pairs: [number, number][] = [];
      for (const [id, row] of ratings) {
        const value = byId.get(id)?.scores[metric];
        const rating = row[human];
        if (typeof value === 'number' && Number.isFinite(value) && rating !== undefined) pairs.push([rating, value]);
      }
      if (pairs.length < 2) continue;
      const { d, p } = somersD(pairs.map(([rating]) => rating), pairs.map(([, value]) => value));
      rows.push({ metric, human, d, p, n: pairs.length });
    }
  }
  return { rows, unmatched };
}

/** A markdown table of the correlations; † marks p < 0.05 as the paper does. */
export function formatHumanCorrelations({ rows, unmatched }: { rows: HumanCorrelation[]; unmatched: number }): string {
  const lines = ["Somers' D of each metric on the human ratings (D(metric | human); † p < 0.05)", '', '| metric | human rating | D | p | n |', '| --- | --- | --- | --- | --- |'];
  for (const row of rows) {
    lines.push(`| ${row.metric} | ${row.human} | ${row.d === null ? '—' : `${row.d.toFixed(2)}${row.p !== null && row.p < 0.05 ? '†' : ''}`} | ${row.p === null ? '—' : row.p.toPrecision(2)} | ${row.n} |`);
  }
  if (rows.length === 0) lines.push('| (no metric column shares two or more rated items) | | | | |');
  if (unmatched > 0) lines.push('', `${unmatched} rated id(s) are not among the evaluated items and were left out.`);
  return `${lines.join('\n')}\n`;
}
