import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.js';

const docs = new URL('../fixtures/passages/mini-docs.jsonl', import.meta.url).pathname;

describe('citeqa index / search', () => {
  it('builds a BM25 index and answers batch queries as JSON lines', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-cli-'));
    const out = join(dir, 'idx');
    const built = runCli(['index', docs, '--out', out, '--embedder', 'bm25']);
    expect(built.stderr).toBe('');
    expect(built.stdout).toContain('indexed 5 documents as 5 passages (BM25)');
    const queries = join(dir, 'q.jsonl');
    await writeFile(queries, '{"id":"q1","question":"Who broke Enigma at Bletchley Park?"}\n{"id":"q2","question":"Who helped create COBOL?"}\n');
    const searched = runCli(['search', '--queries', queries, '--index', out, '-k', '2', '--json']);
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

  it('builds a dense USE-lite index and prints ranked hits for one query', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'citeqa-cli-')), 'idx');
    expect(runCli(['index', docs, '--out', out]).stdout).toContain('dense HNSW, use-lite 512-d');
    const searched = runCli(['search', 'Marie Curie radioactivity Nobel Prize', '--index', out, '-k', '1']);
    expect(searched.status).toBe(0);
    expect(searched.stdout).toMatch(/^1\. curie#0 \(0\.\d{4}\) Marie Curie\n/);
  });

  it('fails with one line for a directory that is not an index and for an unknown embedder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-cli-'));
    const result = runCli(['search', 'x', '--index', dir]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^citeqa: .*not an index directory/);
    const bad = runCli(['index', docs, '--out', join(dir, 'i'), '--embedder', 'word2vec']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--embedder: unknown embedder "word2vec"; expected one of use, openai, bm25');
  });
});
