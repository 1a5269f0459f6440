import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openVectorTableSearcher } from '../../retrievers/dense/lance/lance-vector-table.js';
import { LANCE_BUILD_BATCH } from '../../retrievers/passages/kinds/lancedb-index-kind.js';
import { PROJECT_ROOT } from '../../src/config/config.js';
import type { FakeEmbeddingRequestBody } from '../support/fake-openai-server.js';
import { embeddingInputs, hashedWordVector } from '../support/hashed-word-vectors.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';
import { runMain } from '../support/run-main.js';

const miniDocs = new URL('../fixtures/passages/mini-docs.jsonl', import.meta.url).pathname;
const DIMENSION = 1024;

const embedText = (text: string) => hashedWordVector(text, DIMENSION);
const inputs = embeddingInputs;

describe('citeqa index --engine lancedb', () => {
  const server = useFakeOpenAIServer({ embeddingDimensions: DIMENSION });
  const envFor = (dir: string, cache = 'cache') => ({
    CITEQA_EMBEDDINGS_BASE_URL: server.baseURL,
    CITEQA_EMBEDDINGS_MODEL: 'emb-test',
    CITEQA_CACHE_DIR: join(dir, cache),
  });

  it('builds on disk with the endpoint embedder and searches it like any index', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-cli-lance-'));
    const env = envFor(dir);
    const built = await runMain(['index', miniDocs, '--out', join(dir, 'idx'), '--engine', 'lancedb', '--embedder', 'openai'], { env });
    expect(built.status).toBe(0);
    expect(built.stdout).toContain(`indexed 5 documents as 5 passages (LanceDB on disk, openai:emb-test ${DIMENSION}-d)`);
    const searched = await runMain(['search', 'Grace Hopper COBOL', '--index', join(dir, 'idx'), '-k', '2', '--json'], { env });
    expect(searched.status).toBe(0);
    const [line] = searched.stdout.trim().split('\n').map((text) => JSON.parse(text));
    expect(line.hits).toHaveLength(2);
    expect(line.hits[0]).toMatchObject({ id: 'hopper#0', title: 'Grace Hopper' });
    const asked = await runMain(['ask', 'Who helped create the COBOL programming language?', '--source', 'passages', '--index', join(dir, 'idx'), '--json', '-k', '3'], { env });
    expect(asked.status, asked.stderr).toBe(0);
    const answer = JSON.parse(asked.stdout);
    expect(answer.passageRetrieval.passages.map((passage: { id: string }) => passage.id)[0]).toBe('hopper#0');
    expect(answer.resolvedCitations[0]).toMatchObject({ kind: 'passage', passageId: 'hopper#0', title: 'Grace Hopper' });
  }, 60_000);

  it('refuses a sparse embedder and an unknown engine in one line', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-cli-lance-'));
    const sparse = await runMain(['index', miniDocs, '--out', join(dir, 'a'), '--engine', 'lancedb', '--embedder', 'bm25'], { env: envFor(dir) });
    expect(sparse.status).toBe(2);
    expect(sparse.stderr).toContain('the lancedb engine needs a dense embedder (use, openai), got "bm25"');
    const unknown = await runMain(['index', miniDocs, '--out', join(dir, 'b'), '--engine', 'faiss'], { env: envFor(dir) });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('--engine: unknown engine "faiss"; expected hnsw, lancedb or langchain');
  });

  it('continues a build killed mid-way where it stopped', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-cli-lance-'));
    const total = LANCE_BUILD_BATCH + 88;
    const docs = join(dir, 'docs.jsonl');
    await writeFile(docs, Array.from({ length: total }, (_, i) => JSON.stringify({ id: `d${i}`, title: `Doc ${i}`, text: `word${i} shared ${i % 5}` })).join('\n'));
    const out = join(dir, 'idx');
    // The first batch is embedded; a request for the second hangs, and the process is killed while it waits.
    server.reset();
    let secondBatchAsked!: () => void;
    const asked = new Promise<void>((resolve) => (secondBatchAsked = resolve));
    server.embeddings.setHandler((body) => {
      const texts = inputs(body);
      if (texts.some((text) => text.includes(`word${LANCE_BUILD_BATCH} `))) {
        secondBatchAsked();
        return new Promise(() => undefined);
      }
      return texts.map(embedText);
    });
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'src/cli/bin.js'), 'index', docs, '--out', out, '--engine', 'lancedb', '--embedder', 'openai'], {
      env: { ...process.env, ...envFor(dir) },
      stdio: 'ignore',
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    await Promise.race([asked, exited]);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect((await openVectorTableSearcher(out, null)).rows).toBe(LANCE_BUILD_BATCH);

    // A fresh embeddings cache, so only the resume (not the cache) can spare re-embedding the first batch.
    server.reset();
    server.embeddings.setHandler((body) => inputs(body).map(embedText));
    const resumed = await runMain(['index', docs, '--out', out, '--engine', 'lancedb', '--embedder', 'openai'], { env: envFor(dir, 'cache-2') });
    expect(resumed.status).toBe(0);
    expect(resumed.stderr).toContain(`resuming the LanceDB build in ${out}`);
    expect(resumed.stdout).toContain(`indexed ${total} documents as ${total} passages`);
    // Passages are embedded as "title. text"; the embedder's dimension probe is not a passage.
    const embedded = server
      .requestsTo('/embeddings')
      .flatMap((request) => inputs(request.body as FakeEmbeddingRequestBody))
      .filter((text) => text.startsWith('Doc '));
    expect(embedded).toEqual(Array.from({ length: total - LANCE_BUILD_BATCH }, (_, i) => `Doc ${LANCE_BUILD_BATCH + i}. word${LANCE_BUILD_BATCH + i} shared ${(LANCE_BUILD_BATCH + i) % 5}`));
    expect((await openVectorTableSearcher(out, null)).rows).toBe(total);
    const searched = await runMain(['search', `Doc ${total - 1}. word${total - 1} shared ${(total - 1) % 5}`, '--index', out, '-k', '1', '--json'], { env: envFor(dir, 'cache-2') });
    expect(JSON.parse(searched.stdout).hits[0].id).toBe(`d${total - 1}#0`);
  }, 120_000);
});
