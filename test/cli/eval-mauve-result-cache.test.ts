import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

const mauveOf = (stdout: string): number => (JSON.parse(stdout) as { metrics: { mauve: number } }).metrics.mauve;

describe('a second eval of the same texts reuses the MAUVE features and clustering from the cache directory', () => {
  const server = useFakeOpenAIServer();

  it('embeds nothing and clusters nothing again, and reads the clustering it kept', async () => {
    const cache = join(mkdtempSync(join(tmpdir(), 'citeqa-mauve-cache-')), 'cache');
    const env = { CITEQA_EMBEDDINGS_BASE_URL: server.baseURL, CITEQA_EMBEDDINGS_MODEL: 'm', CITEQA_EMBEDDINGS_API_KEY: 'k', CITEQA_CACHE_DIR: cache };
    const args = ['eval', sharedData('alce', 'asqa_human_eval_outputs.dev.json'), '--suite', 'alce', '--judge', 'none', '--json'];
    const first = await runMain(args, { env });
    expect(first.status, first.stderr).toBe(0);
    const requests = server.requestsTo('/embeddings').length;
    expect(requests).toBeGreaterThan(0);

    const second = await runMain(args, { env });
    expect(second.status, second.stderr).toBe(0);
    // The endpoint is asked its width once per process ("dimension probe"); no text of the file is embedded again.
    const again = server.requestsTo('/embeddings').slice(requests).flatMap((request) => (request.body as { input: string[] }).input);
    expect(again.filter((text) => text !== 'dimension probe')).toEqual([]);
    expect(mauveOf(second.stdout)).toBe(mauveOf(first.stdout));

    // One clustering was kept; a value planted in it is what the next eval reports, so it is read, not recomputed.
    const results = join(cache, 'metric-results');
    const files = readdirSync(results, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
    expect(files).toHaveLength(1);
    const kept = JSON.parse(readFileSync(join(results, files[0]!), 'utf8')) as { mauve: number };
    writeFileSync(join(results, files[0]!), JSON.stringify({ ...kept, mauve: 0.25 }));
    expect(mauveOf((await runMain(args, { env })).stdout)).toBe(25);
  }, 120_000);
});
