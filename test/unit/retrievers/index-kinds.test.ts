import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/config.js';
import { InputError } from '../../../src/core/errors.js';
import { indexKinds } from '../../../retrievers/passages/kinds/all-index-kinds.js';
import { buildPassageIndex, openPassageIndex } from '../../../retrievers/passages/passage-index.js';

const config = loadConfig({ env: { CITEQA_CACHE_DIR: mkdtempSync(join(tmpdir(), 'citeqa-kinds-cache-')) }, cwd: '/' });
const docs = [
  { id: 'hopper', title: 'Grace Hopper', text: 'Grace Hopper helped create COBOL, an early programming language for business.' },
  { id: 'lovelace', title: 'Ada Lovelace', text: 'Ada Lovelace wrote the first published algorithm for the Analytical Engine.' },
  { id: 'babbage', title: 'Charles Babbage', text: 'Charles Babbage designed the Difference Engine and the Analytical Engine.' },
];

describe('index kinds registry', () => {
  it('holds bm25, bm25-lucene, the two dense kinds, LanceDB and the LangChain vector-store kinds', () => {
    expect(indexKinds.names()).toEqual(['bm25', 'bm25-lucene', 'lancedb', 'langchain', 'langchain-memory', 'openai', 'use']);
  });

  it('refuses an unknown kind in one line listing the known ones', async () => {
    const out = mkdtempSync(join(tmpdir(), 'citeqa-kind-'));
    await expect(buildPassageIndex(docs, out, { kind: 'faiss', config })).rejects.toThrow(InputError);
    await expect(buildPassageIndex(docs, out, { kind: 'faiss', config })).rejects.toThrow(/--embedder: unknown embedder "faiss"; expected one of bm25, bm25-lucene, lancedb, langchain, langchain-memory, openai, use/);
  });

  it('answers through a LangChain vector store (the adapter external databases plug in with), persisted and reopened', async () => {
    const out = mkdtempSync(join(tmpdir(), 'citeqa-kind-'));
    const manifest = await buildPassageIndex(docs, out, { kind: 'langchain-memory', config });
    expect(manifest).toMatchObject({ kind: 'langchain-memory', embedder: 'use-lite', dimension: 512 });
    const index = await openPassageIndex(out, { config });
    expect(index.name).toBe('langchain:memory');
    const [best] = await index.retrieve('Who created the COBOL language?', 1);
    expect(best!.title).toBe('Grace Hopper');
    expect(index.embedder?.name).toBe('use-lite');
  });

  it('picks up a kind registered in one place', async () => {
    indexKinds.register('first-passage-for-test', {
      description: 'always the first passage',
      describe: () => 'first passage',
      build: async () => ({}),
      open: async (_dir, passages) => ({ name: 'first', retrieve: async () => [{ ...passages[0]!, score: 1 }] }),
    });
    try {
      const out = mkdtempSync(join(tmpdir(), 'citeqa-kind-'));
      await buildPassageIndex(docs, out, { kind: 'first-passage-for-test', config });
      const index = await openPassageIndex(out, { config });
      expect((await index.retrieve('anything', 3)).map((passage) => passage.title)).toEqual(['Grace Hopper']);
    } finally {
      indexKinds.unregister('first-passage-for-test');
    }
  });
});
