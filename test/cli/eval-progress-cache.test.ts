import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import type { Embedder } from '../../src/core/embedder.js';
import { cachedOnDisk } from '../../retrievers/dense/embedders/use-lite-backend.js';
import { syntheticAsqaItems } from '../bench/synthetic-answers.js';
import { runMain } from '../support/run-main.js';

const plain = (text: string) => text.replace(/\x1B\[[0-9;?]*[A-Za-z]|\x1B[78]/g, '');

/** A featurizer that counts the texts it is asked to embed. */
function countingEmbedder(name: string): Embedder & { texts: number } {
  const embedder = {
    name,
    dimension: 3,
    texts: 0,
    async embed(texts: string[]) {
      embedder.texts += texts.length;
      return texts.map((text) => [text.length, 1, 0]);
    },
  };
  return embedder;
}

describe('MAUVE features kept on disk', () => {
  it('serves a second process from the cache folder, keyed by featurizer and text', async () => {
    const config = loadConfig({ env: { CITEQA_CACHE_DIR: await mkdtemp(join(tmpdir(), 'citeqa-features-')) }, cwd: tmpdir() });
    const texts = ['a human answer of some words', 'a model answer of other words', 'a human answer of some words'];
    const first = countingEmbedder('use-lite');
    const vectors = await cachedOnDisk(first, config).embed(texts);
    expect(first.texts).toBe(2);
    // A new wrapper around a new model stands for the next `citeqa eval`: nothing in memory is shared.
    const second = countingEmbedder('use-lite');
    expect(await cachedOnDisk(second, config).embed(texts)).toEqual(vectors);
    expect(second.texts).toBe(0);
    const otherFeaturizer = countingEmbedder('gpt2-large');
    await cachedOnDisk(otherFeaturizer, config).embed(texts);
    expect(otherFeaturizer.texts).toBe(2);
  });
});

describe('citeqa eval progress on a terminal', () => {
  let restore: () => void;
  beforeEach(() => {
    const descriptor = Object.getOwnPropertyDescriptor(process.stderr, 'isTTY');
    Object.defineProperty(process.stderr, 'isTTY', { value: true, configurable: true });
    restore = () => (descriptor ? Object.defineProperty(process.stderr, 'isTTY', descriptor) : delete (process.stderr as { isTTY?: boolean }).isTTY);
  });
  afterEach(() => restore());

  it('draws the metrics bar and the MAUVE feature bar, and none with --quiet', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-eval-progress-'));
    const file = join(dir, 'run.json');
    // Texts no other test embeds, so the process's USE-lite memory cache cannot serve them.
    const items = syntheticAsqaItems(6, 4242).map((item, index) => ({ ...item, question: `${item.question} (progress ${index} ${Date.now()})` }));
    await writeFile(file, JSON.stringify({ data: items }));
    const env = { CITEQA_CACHE_DIR: join(dir, 'cache') };
    const shown = await runMain(['eval', file, '--suite', 'alce', '--json'], { env });
    expect(shown.status, shown.stderr).toBe(0);
    const stderr = plain(shown.stderr);
    expect(stderr).toMatch(/alce metrics \[[█░]+\] (\d+)\/\1 steps · [\d.]+\/s · ETA \d+s/);
    expect(stderr).toMatch(/MAUVE features \[[█░]+\] 12\/12 texts · [\d.]+\/s · ETA \d+s/);
    const quiet = await runMain(['--quiet', 'eval', file, '--suite', 'alce', '--json'], { env });
    expect(quiet.status, quiet.stderr).toBe(0);
    expect(quiet.stderr).toBe('');
    expect(JSON.parse(quiet.stdout)).toEqual(JSON.parse(shown.stdout));
  }, 120_000);
});
