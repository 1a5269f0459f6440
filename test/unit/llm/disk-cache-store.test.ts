import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskCacheStore, diskCachePath } from '../../../src/llm/disk-cache-store.js';
import { ConfigError } from '../../../src/core/errors.js';

describe('disk cache store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'citeqa-store-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps one whole entry when many writers race on the same key', async () => {
    const store = createDiskCacheStore(dir);
    const key = 'ab'.repeat(32);
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.set(key, { writer: i, padding: 'x'.repeat(50_000) })));
    const value = (await store.get(key)) as { writer: number; padding: string };
    expect(value.padding).toHaveLength(50_000);
    expect(value.writer).toBeGreaterThanOrEqual(0);
    expect(await readdir(join(dir, 'ab'))).toEqual([`${key}.json`]);
    expect(diskCachePath(dir, key)).toBe(join(dir, 'ab', `${key}.json`));
  });

  it('returns undefined for an absent key and names cacheDir when it cannot write', async () => {
    expect(await createDiskCacheStore(dir).get('cd'.repeat(32))).toBeUndefined();
    // A directory path running through a plain file cannot be created, whoever runs the test.
    await writeFile(join(dir, 'a-file'), '');
    const blocked = createDiskCacheStore(join(dir, 'a-file', 'cache'));
    await expect(blocked.set('ef'.repeat(32), {})).rejects.toBeInstanceOf(ConfigError);
    await expect(blocked.set('ef'.repeat(32), {})).rejects.toThrow(/^config cacheDir: cannot write cache entry/);
  });
});
