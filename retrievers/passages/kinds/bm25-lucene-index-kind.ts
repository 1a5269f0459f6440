import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CiteqaConfig } from '../../../src/config/config.js';
import { readJsonInput } from '../../../src/io/json-input.js';
import { indexKinds } from '../index-kinds.js';

/** Where an index of this kind keeps the k1 and b it was built with, so a later config change never re-ranks it. */
const PARAMETERS_FILE = 'bm25-lucene.json';
// zod loads with the first index opened, not with the registry that `citeqa --help` reads.
async function parametersSchema() {
  const { z } = await import('zod');
  return z.object({ k1: z.number().finite().nonnegative(), b: z.number().min(0).max(1) });
}

async function configuredParameters(config: CiteqaConfig) {
  // Lazy like the retriever itself: the sparse modules load wink, which `citeqa --help` should not pay for.
  const { PYSERINI_BM25 } = await import('../../sparse/bm25-retriever.js');
  return config.bm25 ?? PYSERINI_BM25;
}

indexKinds.register('bm25-lucene', {
  description:
    "sparse BM25 as Lucene/Pyserini score it (EnglishAnalyzer, one-byte length norms, float32; k1/b from config bm25, default Pyserini's 0.9/0.4); rebuilt from the passages on open",
  describe: () => 'BM25, Lucene-exact',
  identity: (config) => `bm25-lucene k1=${config.bm25?.k1 ?? 'default'} b=${config.bm25?.b ?? 'default'}`,
  async build(passages, outDir, context) {
    // Like `bm25`, only the passages are stored: the inverted index rebuilds from them in well under a second.
    const { k1, b } = await configuredParameters(context.config);
    await writeFile(join(outDir, PARAMETERS_FILE), `${JSON.stringify({ k1, b })}\n`);
    context.onProgress?.(passages.length, passages.length);
    return {};
  },
  async open(dir, passages) {
    const { createLuceneBm25Retriever } = await import('../../sparse/lucene-bm25-retriever.js');
    return createLuceneBm25Retriever(passages, await readJsonInput(join(dir, PARAMETERS_FILE), await parametersSchema()));
  },
});
