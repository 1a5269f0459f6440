import type { CiteqaConfig } from '../../../src/config/config.js';
import { indexKinds, type IndexKindBackend } from '../index-kinds.js';

/** A dense HNSW index whose vectors come from the named embedder backend. */
function denseKind(embedderName: string, description: string, identity?: (config: CiteqaConfig) => string): IndexKindBackend {
  return {
    description,
    describe: (built) => `dense HNSW, ${built.embedder} ${built.dimension}-d`,
    // hnswlib-node and the embedders load only when an index is built or opened, so listing kinds stays cheap.
    async build(passages, outDir, context) {
      const [{ buildDenseIndex }, { createEmbedder }] = await Promise.all([import('../../dense/dense-index.js'), import('../../dense/embedders/all-embedders.js')]);
      const embedder = context.embedder ?? (await createEmbedder(embedderName, context.config));
      const dense = await buildDenseIndex(passages, embedder, { onProgress: context.onProgress });
      await dense.save(outDir);
      return { embedder: embedder.name, dimension: embedder.dimension };
    },
    async open(dir, passages, context) {
      const [{ loadDenseIndex }, { createEmbedder }] = await Promise.all([import('../../dense/dense-index.js'), import('../../dense/embedders/all-embedders.js')]);
      const embedder = context.embedder ?? (await createEmbedder(embedderName, context.config, { dimension: context.dimension }));
      const dense = await loadDenseIndex(dir, embedder, passages);
      return { name: dense.name, retrieve: dense.retrieve, embedder };
    },
    ...(identity ? { identity } : {}),
  };
}

// The two embedders share the HNSW code; the kind records which one, so a query never mixes vector spaces.
indexKinds.register('use', denseKind('use', 'dense HNSW over USE-lite vectors (offline)'));
indexKinds.register(
  'openai',
  denseKind('openai', 'dense HNSW over vectors from the embeddings endpoint', (config) => `openai:${config.embeddings.model ?? ''}@${config.embeddings.baseURL ?? ''}`),
);
