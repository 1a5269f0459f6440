import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/config/config.js';
import { ConfigError } from '../../../src/core/errors.js';
import { cacheWriteBehind, flushCacheWrites } from '../../../src/llm/cache-write-behind.js';
import { createDiskCacheStore, diskCachePath } from '../../../src/llm/disk-cache-store.js';

const key = (n: number) => n.toString(16).padStart(2, '0').repeat(32);

/** Every file under `dir`, relative, sorted. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1)).sort();
}

describe('disk cache store writing behind', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'citeqa-behind-'));
  });
  afterEach(async () => {
    await flushCacheWrites().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });

  it('serves an entry from the moment it is set, to every store of the folder, and has it on disk after a flush', async () => {
    const store = createDiskCacheStore(dir, { writeBehind: true });
    await store.set(key(1), { answer: 'Henry Dunant', padding: 'x'.repeat(20_000) });
    // A second store over the same folder (another model of the same command) sees it before any write.
    expect(await createDiskCacheStore(dir, { writeBehind: true }).get(key(1))).toMatchObject({ answer: 'Henry Dunant' });
    await store.flush!();
    expect(await filesUnder(dir)).toEqual([join(key(1).slice(0, 2), `${key(1)}.json`)]);
    const onDisk = JSON.parse(await readFile(diskCachePath(dir, key(1)), 'utf8')) as { answer: string; padding: string };
    expect(onDisk.answer).toBe('Henry Dunant');
    expect(onDisk.padding).toHaveLength(20_000);
    // A store that writes synchronously (another process) reads the same file.
    expect(await createDiskCacheStore(dir).get(key(1))).toEqual(onDisk);
  });

  it('writes batches on its worker while the caller goes on, whole files only, the last value of a key winning', async () => {
    const store = createDiskCacheStore(dir, { writeBehind: true });
    for (let n = 0; n < 200; n++) await store.set(key(n % 50), { n, padding: 'y'.repeat(5_000) });
    // The worker gets the entries to disk without a flush (it answers each batch once the batch is written).
    const writer = cacheWriteBehind(dir);
    for (let waited = 0; writer.writtenByWorker < 200 && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writer.writtenByWorker).toBe(200);
    await flushCacheWrites();
    const files = await filesUnder(dir);
    expect(files.every((file) => file.endsWith('.json'))).toBe(true);
    for (let k = 0; k < 50; k++) {
      const stored = JSON.parse(await readFile(diskCachePath(dir, key(k)), 'utf8')) as { n: number; padding: string };
      expect(stored.n).toBe(150 + k);
      expect(stored.padding).toHaveLength(5_000);
    }
  });

  it('names cacheDir when a folder cannot be made, and when a write behind failed', async () => {
    await writeFile(join(dir, 'a-file'), '');
    const blocked = createDiskCacheStore(join(dir, 'a-file', 'cache'), { writeBehind: true });
    await expect(blocked.set(key(2), {})).rejects.toBeInstanceOf(ConfigError);

    const store = createDiskCacheStore(dir, { writeBehind: true });
    await store.set(key(3), { v: 1 });
    // The shard folder turns into a file before the worker gets the entry: its write fails.
    await rm(join(dir, key(3).slice(0, 2)), { recursive: true });
    await writeFile(join(dir, key(3).slice(0, 2)), '');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const failure = await flushCacheWrites().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as Error).message).toMatch(new RegExp(`^config cacheDir: cannot write cache entry in ${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`));
  });

  it('in a process of its own (ES module flags and all), writes on its worker, and what is left when the process exits', async () => {
    const module = (file: string) => JSON.stringify(pathToFileURL(join(PROJECT_ROOT, file)).href);
    const script = `
      const { createDiskCacheStore } = await import(${module('src/llm/disk-cache-store.ts')});
      const { cacheWriteBehind } = await import(${module('src/llm/cache-write-behind.ts')});
      const store = createDiskCacheStore(${JSON.stringify(dir)}, { writeBehind: true });
      const set = (n) => store.set(${JSON.stringify(key(0))}.slice(0, 62) + n.toString(16).padStart(2, '0'), { n });
      for (let n = 0; n < 30; n++) await set(n);
      const writer = cacheWriteBehind(${JSON.stringify(dir)});
      for (let waited = 0; writer.writtenByWorker < 30 && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      process.stdout.write(String(writer.writtenByWorker));
      // Set and, without a flush, gone: the exit handler writes them.
      for (let n = 30; n < 60; n++) await set(n);
      process.exit(0);
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: PROJECT_ROOT, encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    expect(child.stdout).toBe('30');
    const files = await filesUnder(dir);
    expect(files).toHaveLength(60);
    expect(files.every((file) => file.endsWith('.json'))).toBe(true);
  });
});
