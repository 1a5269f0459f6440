import { closeSync, existsSync, fsync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, truncateSync, writeSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { InputError } from '../core/errors.js';
import { readInputTextSync } from './json-input.js';

/** One finished unit of work; `key` identifies it across interruptions (e.g. `seed-1/q0042`). */
export interface RunRecord {
  key: string;
  [field: string]: unknown;
}

export const RUN_FILES = {
  config: 'config.json',
  items: 'items.jsonl',
  metrics: 'metrics.json',
  /** Per-item metric scores, one `{seed, id, scores, detail?}` per answered item (what the item browser filters on; detail: per-sentence and per-citation decisions). */
  scores: 'scores.jsonl',
  /** ORACLE passages chosen by a judge (ELI5's claim recall), one `{id, judge, positions}` per question: chosen once per run. */
  oraclePassages: 'oracle-passages.jsonl',
  reportMd: 'report.md',
  reportHtml: 'report.html',
} as const;

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
export function writeTextAtomic(path: string, text: string): void {
  const temporary = `${path}.tmp-${process.pid}`;
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
}

/** A JSON document written atomically (writeTextAtomic). */
export function writeJsonAtomic(path: string, value: unknown): void {
  writeTextAtomic(path, `${JSON.stringify(value, null, 2)}\n`);
}

export function readJsonFile<T>(path: string): T {
  const text = readInputTextSync(path);
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new InputError(path, `not valid JSON (${(error as Error).message})`);
  }
}

/**
 * Reads items.jsonl. A process killed mid-write leaves at most one torn last line; it is dropped (and, with
 * `repair`, cut from the file) so the item is simply redone. A bad line anywhere else is corruption, not a crash.
 */
export function readRunRecords(path: string, options: { repair?: boolean } = {}): RunRecord[] {
  if (!existsSync(path)) return [];
  const text = readFileSync(path, 'utf8');
  const records: RunRecord[] = [];
  let offset = 0;
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    const isLast = index === lines.length - 1;
    if (line.trim() === '') {
      offset += line.length + 1;
      continue;
    }
    let record: RunRecord | undefined;
    try {
      const parsed = JSON.parse(line) as RunRecord;
      if (typeof parsed?.key === 'string') record = parsed;
    } catch {
      record = undefined;
    }
    const complete = !isLast || text.endsWith('\n');
    if (record && complete) {
      records.push(record);
      offset += line.length + 1;
      continue;
    }
    const restIsBlank = lines.slice(index + 1).every((rest) => rest.trim() === '');
    if (!restIsBlank) throw new InputError(path, `line ${index + 1} is not a run record; the file is corrupt`);
    if (options.repair) truncateSync(path, Buffer.byteLength(text.slice(0, offset)));
    break;
  }
  return records;
}

/** The top-level settings two configurations disagree on, so the message can name them. */
export function differingKeys(stored: unknown, wanted: unknown): string[] {
  if (typeof stored !== 'object' || stored === null || typeof wanted !== 'object' || wanted === null) return ['config.json'];
  const a = stored as Record<string, unknown>;
  const b = wanted as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !isDeepStrictEqual(a[key], b[key]));
}

export interface RunDirectory {
  readonly dir: string;
  readonly config: unknown;
  /** Records already written, by key (the last one wins if a key was written twice). */
  readonly finished: Map<string, RunRecord>;
  /**
   * Appends one record: once this returns, the item survives a kill of the process (the line is in the operating
   * system's hands). It reaches the disk within a second, so even a machine crash loses at most that second's items,
   * which a resume answers again.
   */
  append(record: RunRecord): void;
  /** Flushes what was appended to the disk and closes the file; call before rewriting items.jsonl. */
  close(): void;
  records(): RunRecord[];
  path(file: string): string;
}

/**
 * Opens (creating or resuming) a run directory — the one resumable format of every command that answers item by item
 * (`run`, each run of a sweep, `generate`): config.json (what wrote it and every setting that must match to resume),
 * items.jsonl (one line per finished item, written as it finishes), and whatever the command exports at the end (metrics.json and
 * reports for runs, ALCE's output.json for generate). Resuming requires the same configuration: mixing items of two
 * configurations in one items.jsonl would make its metrics meaningless.
 */
export function openRunDirectory(dir: string, config: unknown): RunDirectory {
  mkdirSync(dir, { recursive: true });
  const configPath = join(dir, RUN_FILES.config);
  if (existsSync(configPath)) {
    const stored = readJsonFile<unknown>(configPath);
    const wanted = JSON.parse(JSON.stringify(config)) as unknown;
    if (!isDeepStrictEqual(stored, wanted)) {
      throw new InputError(dir, `holds a run with a different configuration — other settings (${differingKeys(stored, wanted).join(', ')} differ)`, {
        hint: 'use a new --out directory, or delete this one to start over',
      });
    }
  } else {
    writeJsonAtomic(configPath, config);
  }
  const itemsPath = join(dir, RUN_FILES.items);
  const finished = new Map<string, RunRecord>();
  for (const record of readRunRecords(itemsPath, { repair: true })) finished.set(record.key, record);

  // An fsync per item stalled the event loop that keeps the model endpoint busy (about 1 ms each): group them. The
  // grouped one runs on libuv's thread pool — on the event loop it still stalled every in-flight reply about 2 ms a
  // second. Its error, if any, is not lost: close() syncs again on this thread and throws it.
  let fd: number | undefined;
  let syncTimer: NodeJS.Timeout | undefined;
  const sync = () => {
    syncTimer = undefined;
    if (fd !== undefined) fsync(fd, () => undefined);
  };
  return {
    dir,
    config,
    finished,
    append(record: RunRecord): void {
      fd ??= openSync(itemsPath, 'a');
      writeSync(fd, `${JSON.stringify(record)}\n`);
      syncTimer ??= setTimeout(sync, 1000).unref();
      finished.set(record.key, record);
    },
    close(): void {
      if (syncTimer) clearTimeout(syncTimer);
      syncTimer = undefined;
      if (fd !== undefined) fsyncSync(fd);
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
    records(): RunRecord[] {
      return readRunRecords(itemsPath);
    },
    path(file: string): string {
      return join(dir, file);
    },
  };
}
