import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

describe('MAUVE features from a configured embeddings endpoint (fake server over HTTP)', () => {
  const server = useFakeOpenAIServer();

  it('embeds the texts at the endpoint and names that featurizer beside the figure', async () => {
    const work = mkdtempSync(join(tmpdir(), 'citeqa-mauve-endpoint-'));
    const env = { CITEQA_EMBEDDINGS_BASE_URL: server.baseURL, CITEQA_EMBEDDINGS_MODEL: 'gpt2-large', CITEQA_EMBEDDINGS_API_KEY: 'k', CITEQA_CACHE_DIR: join(work, 'cache') };
    const result = await runMain(['eval', sharedData('alce', 'asqa_human_eval_outputs.dev.json'), '--suite', 'alce'], { env });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/mauve: features from openai:gpt2-large/);
    expect(server.requestsTo('/embeddings').length).toBeGreaterThan(0);
    const inputs = server.requestsTo('/embeddings').flatMap((request) => (request.body as { input: string[] }).input);
    // 100 model texts and 100 reference texts, each embedded once.
    expect(new Set(inputs).size).toBeGreaterThanOrEqual(150);
  }, 60_000);
});
