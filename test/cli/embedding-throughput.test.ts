import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

// Counted at the fake endpoint, not timed: how many texts each request carried and how many overlapped.
describe('citeqa index / search --queries keep the embeddings endpoint busy', () => {
  const server = useFakeOpenAIServer({ embeddingDimensions: 16 });
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const documents = 600;
  const queries = 700;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'citeqa-throughput-'));
    await writeFile(
      join(dir, 'docs.jsonl'),
      Array.from({ length: documents }, (_, index) => JSON.stringify({ id: `d${index}`, title: `Topic ${index}`, text: `passage ${index} about subject ${index % 37} and term${index}` })).join('\n'),
    );
    // Each query twice: the second asking is served by the cache, and the answers still come back in file order.
    const lines = Array.from({ length: queries }, (_, index) => JSON.stringify({ id: `q${index}`, question: `subject ${(index % 350) % 37} term${index % 350}` }));
    await writeFile(join(dir, 'queries.jsonl'), lines.join('\n'));
    env = {
      CITEQA_EMBEDDINGS_BASE_URL: server.baseURL,
      CITEQA_EMBEDDINGS_MODEL: 'emb',
      CITEQA_CACHE_DIR: join(dir, 'cache'),
      CITEQA_CONCURRENCY: '8',
      CITEQA_EMBEDDINGS_BATCH_SIZE: '16',
    };
  });

  it('index sends full batches of the configured size, up to the concurrency limit at once', async () => {
    server.reset();
    server.embeddings.latencyMs = 20;
    const built = await runMain(['index', join(dir, 'docs.jsonl'), '--out', join(dir, 'idx'), '--embedder', 'openai'], { env });
    expect(built.status, built.stderr).toBe(0);
    const sizes = server.requestsTo('/embeddings').map((request) => (request.body.input as string[]).length);
    // The first request is the dimension probe (one text); the passages follow 16 at a time.
    expect(sizes.slice(1).reduce((sum, size) => sum + size, 0)).toBe(documents);
    expect(sizes.slice(1).filter((size) => size !== 16)).toHaveLength(documents % 16 === 0 ? 0 : 1);
    expect(server.embeddings.maxInFlight).toBe(8);
  });

  it('search --queries batches the queries and fills the limit, answering each query in file order', async () => {
    server.reset();
    server.embeddings.latencyMs = 20;
    const searched = await runMain(['search', '--queries', join(dir, 'queries.jsonl'), '--index', join(dir, 'idx'), '-k', '3'], { env });
    expect(searched.status, searched.stderr).toBe(0);
    const lines = searched.stdout.trim().split('\n').map((line) => JSON.parse(line) as { id: string; hits: { id: string }[] });
    expect(lines.map((line) => line.id)).toEqual(Array.from({ length: queries }, (_, index) => `q${index}`));
    expect(lines[350]!.hits).toEqual(lines[0]!.hits);
    const inputs = server.requestsTo('/embeddings').map((request) => request.body.input as string[]);
    // 350 distinct questions, each embedded once, 16 to a request: 22 requests where a loop sent 700 (or 350 cached).
    expect(inputs.flat()).toHaveLength(350);
    expect(inputs).toHaveLength(Math.ceil(350 / 16));
    expect(server.embeddings.maxInFlight).toBe(8);
  });
});
