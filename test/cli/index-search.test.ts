import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';
import { runMain } from '../support/run-main.js';

const docs = new URL('../fixtures/passages/mini-docs.jsonl', import.meta.url).pathname;

describe('citeqa index / search', () => {
  it('builds a BM25 index and answers batch queries as JSON lines', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-cli-'));
    const out = join(dir, 'idx');
    const built = await runMain(['index', docs, '--out', out, '--embedder', 'bm25']);
    expect(built.stderr).toBe('');
    expect(built.stdout).toContain('indexed 5 documents as 5 passages (BM25)');
    const queries = join(dir, 'q.jsonl');
    await writeFile(queries, '{"id":"q1","question":"Who broke Enigma at Bletchley Park?"}\n{"id":"q2","question":"Who helped create COBOL?"}\n');
    const searched = await runMain(['search', '--queries', queries, '--index', out, '-k', '2', '--json']);
    expect(searched.status).toBe(0);
    const lines = searched.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.id, line.query, line.hits[0].id])).toEqual([
      ['q1', 'Who broke Enigma at Bletchley Park?', 'turing#0'],
      ['q2', 'Who helped create COBOL?', 'hopper#0'],
    ]);
    // BM25 returns only passages sharing a term with the query, so at most k.
    expect(lines.every((line) => line.hits.length >= 1 && line.hits.length <= 2)).toBe(true);
    expect(Object.keys(lines[0].hits[0]).sort()).toEqual(['id', 'score', 'title']);
  });

  it('builds a Lucene-exact BM25 index with the configured k1 and b, and search ranks with it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-cli-'));
    const out = join(dir, 'idx');
    const built = await runMain(['index', docs, '--out', out, '--embedder', 'bm25-lucene'], { env: { CITEQA_BM25_K1: '1.2', CITEQA_BM25_B: '0.75' } });
    expect(built.stderr).toBe('');
    expect(built.stdout).toContain('indexed 5 documents as 5 passages (BM25, Lucene-exact)');
    expect(JSON.parse(await readFile(join(out, 'bm25-lucene.json'), 'utf8'))).toEqual({ k1: 1.2, b: 0.75 });
    const queries = join(dir, 'q.jsonl');
    await writeFile(queries, '{"id":"q1","question":"Who broke Enigma at Bletchley Park?"}\n');
    const searched = await runMain(['search', '--queries', queries, '--index', out, '-k', '2', '--json']);
    expect(searched.status).toBe(0);
    expect(JSON.parse(searched.stdout.trim()).hits[0].id).toBe('turing#0');
  });

  it('fails with one line for an unknown embedder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-cli-'));
    const bad = await runMain(['index', docs, '--out', join(dir, 'i'), '--embedder', 'word2vec']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--embedder: unknown embedder "word2vec"; expected one of bm25, bm25-lucene, lancedb, langchain, langchain-memory, openai, use');
  });
});

describe('citeqa index --embedder openai', () => {
  const server = useFakeOpenAIServer({ embeddingDimensions: 16 });

  it('embeds through the endpoint with float vectors, records the model, and searches with it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-cli-'));
    const env = { CITEQA_EMBEDDINGS_BASE_URL: server.baseURL, CITEQA_EMBEDDINGS_MODEL: 'emb-test', CITEQA_CACHE_DIR: join(dir, 'cache') };
    const built = await runMain(['index', docs, '--out', join(dir, 'idx'), '--embedder', 'openai'], { env: env });
    expect(built.stdout).toContain('dense HNSW, openai:emb-test 16-d');
    expect(server.requestsTo('/embeddings').every((request) => request.body.encoding_format === 'float')).toBe(true);
    const searched = await runMain(['search', 'Grace Hopper COBOL', '--index', join(dir, 'idx'), '-k', '2'], { env: env });
    expect(searched.status).toBe(0);
    expect(searched.stdout).toMatch(/^1\. \S+#0 \(-?\d\.\d{4}\) .+\n   .+\n2\. /);
    const wrongModel = await runMain(['search', 'x', '--index', join(dir, 'idx')], { env: { ...env, CITEQA_EMBEDDINGS_MODEL: 'other' } });
    expect(wrongModel.status).toBe(2);
    expect(wrongModel.stderr).toContain('built with embedder openai:emb-test (16-d); cannot query it with openai:other (16-d)');
  });
});
