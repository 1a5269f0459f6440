import { indexKinds } from '../index-kinds.js';

indexKinds.register('bm25', {
  description: 'sparse BM25 (offline); the inverted index is rebuilt from the passages on open',
  describe: () => 'BM25',
  async build(passages, _outDir, context) {
    // The inverted index rebuilds from the passages in well under a second per 10k passages, so only those are stored.
    context.onProgress?.(passages.length, passages.length);
    return {};
  },
  async open(_dir, passages) {
    const { createBm25Retriever } = await import('../../sparse/bm25-retriever.js');
    return createBm25Retriever(passages);
  },
});
