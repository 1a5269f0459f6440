import { existsSync } from 'node:fs';
import { appendFile, mkdir, readFile, rename, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { InputError } from '../core/errors.js';
import type { Passage } from '../core/passage.js';
import { readJsonInput } from './json-input.js';

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

/** A finished item as kept in `items.jsonl`: its position in the input, the output and whatever else to keep. */
export interface FinishedItem {
  index: number;
  output: string;
  /** The docs `[n]` refers to in `output` (written as the item's `docs` in the ALCE output file). */
  docs?: AlceDocRecord[];
  [field: string]: unknown;
}

export const ITEMS_FILE = 'items.jsonl';
export const OUTPUT_FILE = 'output.json';
/** The settings of the run, compared on resume so a directory never mixes two configurations. */
export const RUN_FILE = 'run.json';

/**
 * A run directory written as items finish: `items.jsonl` gets one line per item (appended, so a kill loses at
 * most the item in flight), and `output.json` is rewritten atomically in ALCE's format `{args, data}` with each
 * finished item's `output`. Reopening the directory resumes: finished items are skipped.
 */
export class AlceRunWriter {
  private constructor(
    readonly dir: string,
    private readonly input: AlceFile,
    private readonly args: Record<string, unknown>,
    private readonly finished: Map<number, FinishedItem>,
  ) {}

  static async open(dir: string, input: AlceFile, args: Record<string, unknown>): Promise<AlceRunWriter> {
    await mkdir(dir, { recursive: true });
    const runPath = join(dir, RUN_FILE);
    if (existsSync(runPath)) {
      const previous = await readJsonInput(runPath, z.record(z.string(), z.unknown()), 'not an ALCE run settings file {setting: value}');
      const changed = Object.keys({ ...previous, ...args }).filter((key) => JSON.stringify(previous[key]) !== JSON.stringify(args[key]));
      if (changed.length > 0) {
        throw new InputError(dir, `holds a run with other settings (${changed.join(', ')} differ); use another --out to start a new run`);
      }
    } else await writeFile(runPath, `${JSON.stringify(args, null, 2)}\n`);
    const finished = new Map<number, FinishedItem>();
    const itemsPath = join(dir, ITEMS_FILE);
    if (existsSync(itemsPath)) {
      const text = await readFile(itemsPath, 'utf8');
      // Every record is written with its newline, so only newline-terminated lines count; a torn last line (a
      // kill mid-write) and anything after an unreadable line are cut off and those items are redone.
      const lines = text.split('\n').slice(0, -1);
      let keptBytes = 0;
      for (const line of lines) {
        if (line.trim() !== '') {
          try {
            const item = JSON.parse(line) as FinishedItem;
            finished.set(item.index, item);
          } catch {
            break;
          }
        }
        keptBytes += Buffer.byteLength(line) + 1;
      }
      if (keptBytes < Buffer.byteLength(text)) await truncate(itemsPath, keptBytes);
    }
    return new AlceRunWriter(dir, input, args, finished);
  }

  isFinished(index: number): boolean {
    return this.finished.has(index);
  }

  get finishedCount(): number {
    return this.finished.size;
  }

  private writes: Promise<void> = Promise.resolve();

  /** Records a finished item; safe to call from concurrent workers (writes are queued, one at a time). */
  add(item: FinishedItem): Promise<void> {
    const write = this.writes.then(async () => {
      this.finished.set(item.index, item);
      await appendFile(join(this.dir, ITEMS_FILE), `${JSON.stringify(item)}\n`);
      await this.writeOutput();
    });
    this.writes = write.catch(() => undefined);
    return write;
  }

  /** The ALCE-format file: every input item in order, finished ones with `output` (and the docs it cites). */
  async writeOutput(): Promise<void> {
    const data = this.input.data.flatMap((item, index) => {
      const done = this.finished.get(index);
      return done ? [{ ...item, ...(done.docs ? { docs: done.docs } : {}), output: done.output }] : [];
    });
    const temporary = join(this.dir, `${OUTPUT_FILE}.tmp`);
    await writeFile(temporary, JSON.stringify({ args: this.args, data }, null, 1));
    await rename(temporary, join(this.dir, OUTPUT_FILE));
  }
}
