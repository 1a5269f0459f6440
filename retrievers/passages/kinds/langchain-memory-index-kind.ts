import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { indexKinds } from '../index-kinds.js';

const VECTORS_FILE = 'langchain-vectors.json';

/**
 * A LangChain vector store behind the Retriever seam: the shape every external vector database (Qdrant, pgvector,
 * Elasticsearch…) plugs in with. LangChain's in-memory store needs no server, so it is persisted here as its
 * vectors and refilled on open; a database-backed kind would open its collection instead.
 */
indexKinds.register('langchain-memory', {
  description: "LangChain's MemoryVectorStore over USE-lite vectors, through the LangChain vector-store adapter",
  describe: (built) => `LangChain memory vector store, ${built.embedder} ${built.dimension}-d`,
  // LangChain loads only when such an index is built or opened, so listing kinds stays cheap.
  async build(passages, outDir, context) {
    const [{ createEmbedder }, { passageEmbeddingText }] = await Promise.all([import('../../dense/embedders/all-embedders.js'), import('../../dense/dense-index.js')]);
    const embedder = context.embedder ?? (await createEmbedder('use', context.config));
    const vectors = await embedder.embed(passages.map(passageEmbeddingText));
    context.onProgress?.(passages.length, passages.length);
    await writeFile(join(outDir, VECTORS_FILE), JSON.stringify(vectors));
    return { embedder: embedder.name, dimension: embedder.dimension };
  },
  async open(dir, passages, context) {
    const [{ Document }, { MemoryVectorStore }, { createEmbedder }, { CiteqaEmbeddings, retrieverFromVectorStore }] = await Promise.all([
      import('@langchain/core/documents'),
      import('@langchain/classic/vectorstores/memory'),
      import('../../dense/embedders/all-embedders.js'),
      import('../../dense/langchain-adapters.js'),
    ]);
    const embedder = context.embedder ?? (await createEmbedder('use', context.config));
    const store = new MemoryVectorStore(new CiteqaEmbeddings(embedder));
    const vectors = JSON.parse(await readFile(join(dir, VECTORS_FILE), 'utf8')) as number[][];
    await store.addVectors(
      vectors,
      passages.map((passage) => new Document({ id: passage.id, pageContent: passage.text, metadata: { id: passage.id, title: passage.title } })),
    );
    return { ...retrieverFromVectorStore(store, { name: 'langchain:memory' }), embedder };
  },
});
