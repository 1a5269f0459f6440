/**
 * Write-behind for the response cache: entries are written to disk by a worker thread, in batches, instead of on the
 * thread that drives the model requests.
 *
 * Why: a busy `run` is bound by the main thread's CPU between a reply and the next request, and writing each entry
 * there (a temp file written and renamed into place) was the largest of CiteQA's own costs in a CPU profile of a run
 * (`npm run bench run-throughput`). Here the main thread only serialises the entry and hands the text over; a worker
 * writes a batch at a time. Measured alone, a cache miss and its write took 0.08–0.10 ms of the main thread's CPU
 * time, and 0.05–0.06 ms with the write behind.
 *
 * Guarantees kept:
 * - no torn entry: the worker writes each entry to a temp file in its folder and renames it into place, as before;
 * - an entry is served (by every store of the same folder in this process) from the moment it is set, written or not;
 * - a normal end loses nothing: `flushCacheWrites()` (the CLI awaits it after every command) writes what is left,
 *   and so does a process `exit` handler, synchronously, for code paths that never reach it;
 * - a crash (a kill, a power cut) loses at most the entries of the last batch window (BATCH_MS) and the batch being
 *   written — calls a rerun asks again; the run's own items file is written on its own and does not depend on them.
 * - a failed write is not silent: the next `set` or flush throws the ConfigError the synchronous store threw.
 *
 * The worker is started only when a batch is due, so a command that makes a handful of calls (`ask`) never starts
 * one: its entries are written synchronously by the flush at the command's end.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ConfigError } from '../core/errors.js';

/** How long entries gather before a batch goes to the worker: long enough to batch, short enough to lose little. */
const BATCH_MS = 25;
/** How long a worker with nothing to write is kept for the next batch. */
const IDLE_WORKER_MS = 2000;

/**
 * Writes one entry through a temp file renamed into place; returns what went wrong, if anything. A folder removed
 * since the store made it (the cache deleted during a run) is made again, as the next run would. The worker's source
 * below has a line-for-line JavaScript twin (it cannot import this module: it runs from source text).
 */
function writeEntry(file: string, temp: string, text: string): string | undefined {
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(temp, text, 'utf8');
      renameSync(temp, file);
      return undefined;
    } catch (error) {
      try {
        rmSync(temp, { force: true });
      } catch {
        // The folder itself is unusable; the message below says so.
      }
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 0) return (error as Error).message;
      try {
        mkdirSync(dirname(file), { recursive: true });
      } catch (mkdirError) {
        return (mkdirError as Error).message;
      }
    }
  }
}

/**
 * The worker's code, evaluated from this text (no file to resolve, so it runs the same from the TypeScript sources,
 * under tsx or vitest, and from the compiled dist/). It reaches Node's modules through process.getBuiltinModule, which
 * works whether Node reads the text as a script or as a module. It answers each batch with the files it could not
 * write.
 */
const WORKER_SOURCE = `
const { parentPort } = process.getBuiltinModule('node:worker_threads');
const { mkdirSync, renameSync, rmSync, writeFileSync } = process.getBuiltinModule('node:fs');
const { dirname } = process.getBuiltinModule('node:path');
function writeEntry(file, temp, text) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(temp, text, 'utf8');
      renameSync(temp, file);
      return undefined;
    } catch (error) {
      try { rmSync(temp, { force: true }); } catch {}
      if (error.code !== 'ENOENT' || attempt > 0) return error.message;
      try { mkdirSync(dirname(file), { recursive: true }); } catch (mkdirError) { return mkdirError.message; }
    }
  }
}
parentPort.on('message', ({ id, entries }) => {
  const failed = [];
  for (const [file, temp, text] of entries) {
    const problem = writeEntry(file, temp, text);
    if (problem !== undefined) failed.push([file, problem]);
  }
  parentPort.postMessage({ id, failed });
});
`;

type Entry = [file: string, temp: string, text: string];

export interface CacheWriteBehind {
  /** The text of an entry set but perhaps not yet on disk; undefined when the disk has the last word. */
  pending(file: string): string | undefined;
  /** Queues `text` to be written to `file` (its folder must exist). Throws the failure of an earlier write, once. */
  write(file: string, text: string): void;
  /** Resolves once every entry set so far is on disk; rejects with a write's failure. */
  flush(): Promise<void>;
  /** Entries the worker thread wrote (the rest were written on the caller's thread, at a flush or exit). */
  readonly writtenByWorker: number;
}

/** Thrown by `write` and `flush` for an entry the worker could not write; the store turns it into a ConfigError. */
export class CacheWriteError extends Error {}

class WriteBehind implements CacheWriteBehind {
  /** Entries set and not yet known to be on disk, by file. */
  private readonly texts = new Map<string, string>();
  /** Entries not yet sent to the worker, in order. */
  private queued: Entry[] = [];
  /** Batches sent and not yet answered, by id, with their entries. */
  private readonly sent = new Map<number, Entry[]>();
  private nextBatch = 0;
  private worker: Worker | undefined;
  private timer: NodeJS.Timeout | undefined;
  private failure: CacheWriteError | undefined;
  private waiters: (() => void)[] = [];
  /** Temp names unique across processes and across writers of one process (worker threads share the pid). */
  private readonly tempPrefix = `${process.pid}.${randomUUID().slice(0, 8)}`;
  private tempCount = 0;

  private idleTimer: NodeJS.Timeout | undefined;
  private workerFailed = false;
  writtenByWorker = 0;

  pending(file: string): string | undefined {
    return this.texts.get(file);
  }

  write(file: string, text: string): void {
    this.throwFailure();
    this.texts.set(file, text);
    this.queued.push([file, `${file}.${this.tempPrefix}.${(this.tempCount += 1)}.tmp`, text]);
    // Unref'd: a pending batch never keeps the process alive; the exit handler writes it instead.
    this.timer ??= setTimeout(() => this.send(), BATCH_MS).unref();
  }

  async flush(): Promise<void> {
    this.clearTimer();
    // At a flush nothing else is waiting on this thread, so what was never sent is written here at once: a command
    // that made a few calls ends without starting a worker.
    this.writeQueuedHere();
    if (this.sent.size > 0) await new Promise<void>((resolve) => this.waiters.push(resolve));
    this.throwFailure();
  }

  /** On process exit: everything not known to be on disk, written now (rewriting an entry in flight is harmless). */
  writeAllNow(): void {
    this.clearTimer();
    for (const entries of this.sent.values()) this.queued.push(...entries);
    this.sent.clear();
    this.writeQueuedHere();
  }

  private writeQueuedHere(): void {
    const entries = this.queued;
    this.queued = [];
    for (const [file, temp, text] of entries) {
      const problem = writeEntry(file, temp, text);
      if (problem !== undefined) this.failure ??= new CacheWriteError(problem);
      this.settle(file, text);
    }
    this.checkIdle();
  }

  private send(): void {
    this.timer = undefined;
    if (this.queued.length === 0) return;
    if (this.workerFailed) {
      this.writeQueuedHere();
      return;
    }
    const id = (this.nextBatch += 1);
    const entries = this.queued;
    this.queued = [];
    this.sent.set(id, entries);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    const worker = this.startWorker();
    // Referenced while a batch is out, so awaiting a flush keeps the process alive until the worker answers.
    worker.ref();
    worker.postMessage({ id, entries });
  }

  private startWorker(): Worker {
    if (this.worker) return this.worker;
    // No flags of the parent's (`--import tsx`, `--input-type`): the writer needs none, and loading tsx costs it time.
    const worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [] });
    worker.on('message', ({ id, failed }: { id: number; failed: [string, string][] }) => {
      const entries = this.sent.get(id);
      this.sent.delete(id);
      if (failed.length > 0) this.failure ??= new CacheWriteError(failed[0]![1]);
      this.writtenByWorker += (entries?.length ?? 0) - failed.length;
      for (const [file, , text] of entries ?? []) this.settle(file, text);
      if (this.sent.size === 0) {
        worker.unref();
        const waiters = this.waiters;
        this.waiters = [];
        for (const resolve of waiters) resolve();
      }
      this.checkIdle();
    });
    worker.on('error', () => {
      // The worker died (it should not): what it held is written here, and so is every later batch — the cache stays
      // whole, only slower. A write that fails here is reported as any other.
      this.worker = undefined;
      this.workerFailed = true;
      this.writeAllNow();
      const waiters = this.waiters;
      this.waiters = [];
      for (const resolve of waiters) resolve();
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }

  /** An entry is on disk: later reads go to the file, unless a newer text was set for it meanwhile. */
  private settle(file: string, text: string): void {
    if (this.texts.get(file) === text) this.texts.delete(file);
  }

  /**
   * A worker with nothing to write for a while is stopped (a later batch starts a new one), so a long process — the
   * test suite, `serve` — keeps no idle threads for folders it no longer writes to.
   */
  private checkIdle(): void {
    if (this.worker === undefined || this.sent.size > 0 || this.queued.length > 0) return;
    this.idleTimer ??= setTimeout(() => {
      this.idleTimer = undefined;
      if (this.sent.size > 0 || this.queued.length > 0) return;
      void this.worker?.terminate();
      this.worker = undefined;
    }, IDLE_WORKER_MS).unref();
  }

  private throwFailure(): void {
    const failure = this.failure;
    if (failure === undefined) return;
    this.failure = undefined;
    throw failure;
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

}

/** One writer per cache folder in a process, so every store over the folder sees the entries not yet written. */
const writers = new Map<string, WriteBehind>();
let exitHandlerInstalled = false;

export function cacheWriteBehind(dir: string): CacheWriteBehind {
  let writer = writers.get(dir);
  if (!writer) {
    writer = new WriteBehind();
    writers.set(dir, writer);
  }
  if (!exitHandlerInstalled) {
    exitHandlerInstalled = true;
    process.on('exit', () => {
      for (const pending of writers.values()) pending.writeAllNow();
    });
  }
  return writer;
}

/**
 * Writes every cache entry set in this process so far and waits until they are on disk. The CLI awaits it after
 * each command, so a command's entries are on disk when it returns (a second command, even in the same process,
 * reads them from there). Rejects with the first failed write's CacheWriteError.
 */
export async function flushCacheWrites(): Promise<void> {
  const results = await Promise.allSettled([...writers].map(async ([dir, writer]) => {
    try {
      await writer.flush();
    } catch (error) {
      throw new ConfigError('cacheDir', `cannot write cache entry in ${dir} (${(error as Error).message})`, { cause: error });
    }
  }));
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}
