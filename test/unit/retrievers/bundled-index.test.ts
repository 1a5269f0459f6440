import { readdirSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedPassageIndex } from '../../../retrievers/passages/bundled-index.js';
import { loadConfig } from '../../../src/config/config.js';

describe('cachedPassageIndex', () => {
  it('builds once, reuses the cached index, and rebuilds when the documents change', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-cached-'));
    const config = loadConfig({ env: { CITEQA_CACHE_DIR: join(dir, 'cache') }, cwd: '/' });
    const docs = join(dir, 'docs.jsonl');
    await writeFile(docs, '{"id":"a","title":"A","text":"apples grow on trees"}\n');
    let builds = 0;
    const open = () => cachedPassageIndex(config, { docsPath: docs, onBuild: () => (builds += 1) });

    expect((await (await open()).retrieve('apples', 1))[0]!.id).toBe('a#0');
    await open();
    expect(builds).toBe(1);
    expect(readdirSync(join(dir, 'cache', 'indexes'))).toHaveLength(1);

    await writeFile(docs, '{"id":"b","title":"B","text":"rivers flow to the sea"}\n');
    const changed = await open();
    expect(builds).toBe(2);
    expect((await changed.retrieve('rivers', 1))[0]!.id).toBe('b#0');
    expect(readdirSync(join(dir, 'cache', 'indexes'))).toHaveLength(2);
  });
});
