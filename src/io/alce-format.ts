import { z } from 'zod';
import { InputError } from '../core/errors.js';
import type { Passage } from '../core/passage.js';
import { readJsonInput } from './json-input.js';
import { writeJsonAtomic, type RunDirectory, type RunRecord } from './run-directory.js';

/** A document of an ALCE data file (`docs` entries): title and text, optionally the SUMM / SNIPPET texts. */
export interface AlceDocRecord {
  id?: string;
  title: string;
  text: string;
  summary?: string;
  extraction?: string;
  [field: string]: unknown;
}

/** One ALCE item: question, docs and the dataset's answer fields (`qa_pairs`, `answers`, `claims`, `answer`…). */
export interface AlceItem {
  question: string;
  docs?: AlceDocRecord[];
  output?: string;
  [field: string]: unknown;
}

export interface AlceFile {
  args?: Record<string, unknown>;
  data: AlceItem[];
}

/**
 * Reads an ALCE data or result file: `{"data": [...]}` (run.py output, eval input) or a bare list of items
 * (ALCE's `*_eval_*.json` data files).
 */
export async function readAlceFile(path: string): Promise<AlceFile> {
  // Items are checked one by one below, so the error can name the item (`data[3]`) that is wrong.
  const raw = await readJsonInput(path, z.unknown());
  const file: AlceFile | undefined = Array.isArray(raw)
    ? { data: raw as AlceItem[] }
    : typeof raw === 'object' && raw !== null && Array.isArray((raw as AlceFile).data)
      ? (raw as AlceFile)
      : undefined;
  if (!file) throw new InputError(path, 'expected an ALCE file: {"data": [items]} or a list of items');
  file.data.forEach((item, index) => {
    if (typeof item?.question !== 'string') throw new InputError(`${path} data[${index}]`, 'missing string field "question"');
    if (item.docs !== undefined && !Array.isArray(item.docs)) throw new InputError(`${path} data[${index}]`, '"docs" must be a list');
    item.docs?.forEach((doc, d) => {
      if (typeof doc?.title !== 'string' || typeof doc.text !== 'string') {
        throw new InputError(`${path} data[${index}].docs[${d}]`, 'needs string "title" and "text"');
      }
    });
  });
  return file;
}

/** An item's docs as Passages; ids are the doc's own `id` when it has one, else `<item>#<doc>` (both 0-based). */
export function alceItemPassages(item: AlceItem, itemIndex: number): Passage[] {
  return (item.docs ?? []).map((doc, d) => ({
    id: typeof doc.id === 'string' && doc.id !== '' ? doc.id : `${itemIndex}#${d}`,
    title: doc.title,
    text: doc.text,
    ...(typeof doc.summary === 'string' ? { summary: doc.summary } : {}),
    ...(typeof doc.extraction === 'string' ? { extraction: doc.extraction } : {}),
  }));
}

/** A finished item as kept in the run directory's `items.jsonl`: its position in the input and its output. */
export interface FinishedItem extends RunRecord {
  index: number;
  output: string;
  /** The docs `[n]` refers to in `output` (written as the item's `docs` in the ALCE output file). */
  docs?: AlceDocRecord[];
}

export const OUTPUT_FILE = 'output.json';

/** A record that holds an output (not an item whose generation failed after its retries). */
export function isAnswered(record: RunRecord | undefined): record is FinishedItem {
  return record !== undefined && record.failed === undefined && typeof record.output === 'string';
}

/** The key of an input item in the run directory; positions, because ALCE items need not carry ids. */
export function itemKey(index: number): string {
  return `item-${index}`;
}

/** ALCE's result-file shape `{args, data}`: every finished input item in input order, with its `output` (and the docs it cites). */
export function alceOutputOf(input: AlceFile, finished: ReadonlyMap<string, RunRecord>, args: Record<string, unknown>): AlceFile {
  const data = input.data.flatMap((item, index) => {
    const done = finished.get(itemKey(index));
    return isAnswered(done) ? [{ ...item, ...(done.docs ? { docs: done.docs } : {}), output: done.output }] : [];
  });
  return { args, data };
}

/**
 * Exports a generate run directory as ALCE's `output.json` (what ALCE's eval.py and `citeqa eval` read), written
 * once, atomically, from items.jsonl — not rewritten after every item.
 */
export function writeAlceOutput(run: RunDirectory, input: AlceFile, args: Record<string, unknown>): string {
  const path = run.path(OUTPUT_FILE);
  writeJsonAtomic(path, alceOutputOf(input, run.finished, args));
  return path;
}
