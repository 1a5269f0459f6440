/**
 * A CacheStore of one JSON file per key under `<dir>/<first two hex digits>/<key>.json`. Writes go to a temp
 * file in the same folder and are renamed into place, so a crash or a parallel writer never leaves a torn entry.
 *
 * The file calls are synchronous on purpose: an entry is a few kilobytes in the page cache, and the promise API
 * spent several times the syscalls' own time on the thread that also drives the model requests (a FileHandle, a
 * thread-pool hop and a promise per open, read, write, close, mkdir and rename) — about half a millisecond per
 * answered call, a sixth of a busy run's main-thread time (`npm run bench run-throughput`).
 *
 * With `writeBehind` (the response cache of model calls) an entry is handed to a worker thread that writes it, with
 * the same temp-and-rename, a moment later (cache-write-behind.ts): the store serves it from memory until then.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../core/errors.js';
import type { CacheStore } from './cache-store.js';
import { cacheWriteBehind, CacheWriteError } from './cache-write-behind.js';

export function diskCachePath(dir: string, key: string): string {
  return join(dir, key.slice(0, 2), `${key}.json`);
}

export interface DiskCacheStoreOptions {
  /** The config key a failure names (default `cacheDir`). */
  configKey?: string;
  /** Write entries on a worker thread, off the thread that sends requests (see cache-write-behind.ts). */
  writeBehind?: boolean;
}

export function createDiskCacheStore(dir: string, options: DiskCacheStoreOptions = {}): CacheStore & { readonly dir: string } {
  const configKey = options.configKey ?? 'cacheDir';
  const writeFailure = (error: unknown) => new ConfigError(configKey, `cannot write cache entry in ${dir} (${(error as Error).message})`, { cause: error });
  const behind = options.writeBehind ? cacheWriteBehind(dir) : undefined;
  // A mkdir per write cost as much as the write itself on a busy run; each shard folder is made once.
  const madeShards = new Set<string>();
  // Made here, not by the writer, so a cache folder that cannot be made fails the call that first needs it.
  const makeShard = (key: string) => {
    const shard = join(dir, key.slice(0, 2));
    if (!madeShards.has(shard)) {
      mkdirSync(shard, { recursive: true });
      madeShards.add(shard);
    }
  };
  return {
    dir,
    async get(key) {
      const file = diskCachePath(dir, key);
      let text: string | undefined = behind?.pending(file);
      if (text !== undefined) return JSON.parse(text);
      try {
        // A miss is the common case on a first run; asking first spares building and throwing an ENOENT error.
        if (statSync(file, { throwIfNoEntry: false }) === undefined) return undefined;
        text = readFileSync(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw new ConfigError(configKey, `cannot read cache entry in ${dir} (${(error as Error).message})`, { cause: error });
      }
      try {
        return JSON.parse(text);
      } catch {
        // Only a hand-edited or foreign file can be unreadable; treat it as absent and let it be rewritten.
        return undefined;
      }
    },
    async set(key, value) {
      const file = diskCachePath(dir, key);
      if (behind) {
        try {
          makeShard(key);
          behind.write(file, JSON.stringify(value));
        } catch (error) {
          throw writeFailure(error);
        }
        return;
      }
      const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
      try {
        makeShard(key);
        writeFileSync(temp, JSON.stringify(value), 'utf8');
        renameSync(temp, file);
      } catch (error) {
        try {
          rmSync(temp, { force: true });
        } catch {
          // The folder itself is unusable; the error below says so.
        }
        throw writeFailure(error);
      }
    },
    ...(behind ? { flush: () => behind.flush().catch((error: unknown) => Promise.reject(error instanceof CacheWriteError ? writeFailure(error) : error)) } : {}),
  };
}
