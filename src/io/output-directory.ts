import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import lockfile from 'proper-lockfile';
import { InputError } from '../core/errors.js';
import { differingKeys, writeJsonAtomic } from './run-directory.js';

/** What a CiteQA command leaves in a directory it writes. */
export type OutputKind = 'run' | 'sweep' | 'generate' | 'index' | 'eval-scores';

const KIND_NAMES: Record<OutputKind, string> = {
  run: 'run',
  sweep: 'sweep',
  generate: 'generate run',
  index: 'passage index',
  'eval-scores': 'eval scores directory',
};

/** The mark every writing command leaves: which command wrote the directory and with which settings. */
export const OUTPUT_MARK_FILE = '.citeqa-output.json';
const LOCK_DIR = '.citeqa.lock';
/** Who holds the lock (pid, command); beside the lock, since the lock library removes its directory with rmdir. */
const LOCK_OWNER = '.citeqa.lock-owner.json';
const FORMAT_VERSION = 1;

interface OutputMark {
  kind: OutputKind;
  version: number;
  command: string;
  settings: unknown;
}

export interface OutputClaim {
  kind: OutputKind;
  /** The command as a user types it (`citeqa run`), named in refusals. */
  command: string;
  /** Everything that must match to go on writing into an existing directory of the same kind. */
  settings: unknown;
  /** Replace whatever the directory holds, whole. */
  force?: boolean;
}

export interface ClaimedOutput {
  dir: string;
  /** Whether the directory already held this kind with these settings (a resume). */
  resumed: boolean;
  release(): Promise<void>;
}

/** Directories written before the mark existed, recognised by their files. */
function legacyKind(dir: string, files: string[]): OutputKind | undefined {
  if (files.includes('sweep.json')) return 'sweep';
  if (files.includes('index.json')) return 'index';
  if (files.includes('run.json')) return 'generate';
  if (files.includes('config.json')) {
    try {
      const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as { kind?: string };
      return config.kind === 'citeqa-generate' ? 'generate' : 'run';
    } catch {
      return undefined;
    }
  }
  if (files.includes('summary.json')) return 'eval-scores';
  return undefined;
}

function readMark(dir: string): OutputMark | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, OUTPUT_MARK_FILE), 'utf8')) as OutputMark;
  } catch {
    return undefined;
  }
}

/** Why a directory cannot be made or written, in the words a user needs. */
function writeProblem(error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return 'cannot be written (permission denied)';
    case 'ENOTDIR':
    case 'EEXIST':
      return 'cannot be made: a file stands where a directory is needed';
    case 'ENOSPC':
      return 'cannot be written: the disk is full';
    default:
      return `cannot be written (${(error as Error).message})`;
  }
}

const remedy = 'choose another --out, or add --force to replace the whole directory';

/** Moves the old directory aside in one rename, then deletes it: no reader ever sees half of the old and half of the new. */
function replaceWhole(dir: string): void {
  const aside = join(dirname(dir), `.${basename(dir)}.replaced-${process.pid}-${Date.now()}`);
  renameSync(dir, aside);
  rmSync(aside, { recursive: true, force: true });
}

async function takeLock(dir: string, command: string): Promise<() => Promise<void>> {
  const lockPath = join(dir, LOCK_DIR);
  const owner = join(dir, LOCK_OWNER);
  const attempt = () => lockfile.lock(dir, { lockfilePath: lockPath, realpath: false, retries: 0, stale: 10_000, update: 2_000, onCompromised: () => undefined });
  let release: () => Promise<void>;
  try {
    release = await attempt();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    // A holder that was killed leaves its lock behind; the pid it recorded tells a dead holder from a live one.
    let holder: { pid?: number; command?: string } = {};
    try {
      holder = JSON.parse(readFileSync(owner, 'utf8')) as typeof holder;
    } catch {
      // The holder has not written its pid yet: it is alive and just started.
    }
    if (holder.pid !== undefined && !processAlive(holder.pid)) {
      rmSync(lockPath, { recursive: true, force: true });
      release = await attempt();
    } else {
      throw new InputError(dir, `is being written by another process (${holder.command ?? 'citeqa'}, pid ${holder.pid ?? '?'}); wait for it to finish or choose another --out`);
    }
  }
  writeFileSync(owner, JSON.stringify({ pid: process.pid, command }));
  return async () => {
    rmSync(owner, { force: true });
    await release();
  };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims `dir` for a writing command. An empty or absent directory is marked as this command's; one this command
 * wrote with the same settings is resumed; a directory of another kind, with other settings, or holding files no
 * CiteQA command wrote is refused in one line naming both — unless `force`, which replaces it whole. The directory
 * is then locked, so a second process writing into it at the same time is refused instead of paying twice.
 */
export async function claimOutputDirectory(path: string, claim: OutputClaim): Promise<ClaimedOutput> {
  const dir = resolve(path);
  if (existsSync(dir) && !statSync(dir).isDirectory()) throw new InputError(path, 'is a file, not a directory');
  let resumed = false;
  if (existsSync(dir)) {
    const files = readdirSync(dir).filter((name) => name !== LOCK_DIR && name !== LOCK_OWNER);
    if (files.length > 0) {
      const mark = readMark(dir);
      const kind = mark?.kind ?? legacyKind(dir, files);
      // A live writer keeps its directory, even from --force.
      if (existsSync(join(dir, LOCK_DIR))) await (await takeLock(dir, claim.command))();
      if (claim.force) replaceWhole(dir);
      else if (kind === undefined) throw new InputError(path, `holds files that no CiteQA command wrote; ${claim.command} writes a ${KIND_NAMES[claim.kind]} — ${remedy}`);
      else if (kind !== claim.kind) {
        throw new InputError(path, `holds a ${KIND_NAMES[kind]}${mark ? ` (written by ${mark.command})` : ''}; ${claim.command} writes a ${KIND_NAMES[claim.kind]} — ${remedy}`);
      } else if (mark && !isDeepStrictEqual(mark.settings, JSON.parse(JSON.stringify(claim.settings)))) {
        const keys = differingKeys(mark.settings, JSON.parse(JSON.stringify(claim.settings)));
        throw new InputError(path, `holds a ${KIND_NAMES[kind]} with a different configuration — other settings (${keys.join(', ')} differ); ${remedy}`);
      } else resumed = true;
    }
  }
  try {
    mkdirSync(dir, { recursive: true });
    // A directory from before the mark existed keeps its own files as the record of what it is.
    if (!resumed) {
      writeJsonAtomic(join(dir, OUTPUT_MARK_FILE), { kind: claim.kind, version: FORMAT_VERSION, command: claim.command, settings: claim.settings } satisfies OutputMark);
    }
  } catch (error) {
    throw new InputError(path, writeProblem(error), { cause: error });
  }
  const release = await takeLock(dir, claim.command);
  return { dir, resumed, release };
}
