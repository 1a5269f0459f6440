import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_PASSAGES } from '../../corpora/index.js';
import { chunkDocuments, readDocumentsJsonl } from '../../retrievers/passages/chunk-documents.js';
import { createBm25Retriever } from '../../retrievers/sparse/bm25-retriever.js';
import { createLuceneBm25Retriever } from '../../retrievers/sparse/lucene-bm25-retriever.js';
import { runMain } from '../support/run-main.js';

describe('citeqa ask --embedder bm25-lucene', () => {
  it('indexes the bundled passages the Lucene way and retrieves with Lucene-exact BM25', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'citeqa-ask-lucene-'));
    // A question whose top 3 differ between the two BM25 kinds, so the kind `ask` used shows.
    const question = 'Who taught Michelangelo?';
    const result = await runMain(['ask', question, '--source', 'passages', '--embedder', 'bm25-lucene', '--json', '-k', '3'], { env: { CITEQA_CACHE_DIR: cache } });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('indexing the 185 bundled passages');
    const answer = JSON.parse(result.stdout);
    const expected = await createLuceneBm25Retriever(chunkDocuments(await readDocumentsJsonl(BUNDLED_PASSAGES))).retrieve(question, 3);
    expect(answer.passageRetrieval.passages.map((passage: { id: string }) => passage.id)).toEqual(expected.map((hit) => hit.id));
    const own = await createBm25Retriever(chunkDocuments(await readDocumentsJsonl(BUNDLED_PASSAGES))).retrieve(question, 3);
    expect(own.map((hit) => hit.id)).not.toEqual(expected.map((hit) => hit.id));
  });
});
