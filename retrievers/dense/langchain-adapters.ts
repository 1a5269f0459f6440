import { Document } from '@langchain/core/documents';
import { Embeddings } from '@langchain/core/embeddings';
import { BaseRetriever } from '@langchain/core/retrievers';
import type { VectorStoreInterface } from '@langchain/core/vectorstores';
import type { ScoredPassage } from '../../src/core/passage.js';
import type { Embedder } from '../../src/core/embedder.js';
import type { Retriever } from '../../src/core/retriever.js';

/** Our embedders as LangChain `Embeddings`, so LangChain vector stores can be filled with our vectors. */
export class CiteqaEmbeddings extends Embeddings {
  constructor(private readonly embedder: Embedder) {
    super({});
  }
  embedDocuments(texts: string[]): Promise<number[][]> {
    return this.embedder.embed(texts);
  }
  async embedQuery(text: string): Promise<number[]> {
    const [vector] = await this.embedder.embed([text]);
    return vector!;
  }
}

/** Our Retriever as a LangChain `BaseRetriever`: documents carry `id`, `title` and `score` in their metadata. */
export class CiteqaLangChainRetriever extends BaseRetriever {
  lc_namespace = ['citeqa', 'retrievers'];
  constructor(
    private readonly retriever: Retriever,
    private readonly k = 5,
  ) {
    super({});
  }
  async _getRelevantDocuments(query: string): Promise<Document[]> {
    const hits = await this.retriever.retrieve(query, this.k);
    return hits.map(
      (hit) => new Document({ id: hit.id, pageContent: hit.text, metadata: { id: hit.id, title: hit.title, score: hit.score } }),
    );
  }
}

export interface VectorStoreRetrieverOptions {
  name?: string;
  /**
   * Stores differ in what their score means: MemoryVectorStore returns cosine similarity, HNSWLib and many
   * databases a distance. Distances are negated so that higher is better, as our Retriever promises.
   */
  scoreIsDistance?: boolean;
}

/**
 * Any LangChain vector store (Qdrant, pgvector, Elasticsearch, HNSWLib, in-memory…) as our Retriever: this is
 * how external vector databases plug in. A passage's id and title come from the document's `id` / metadata, its
 * text from `metadata.text` when the embedded pageContent is more than the passage (title and text), else pageContent.
 */
export function retrieverFromVectorStore(store: VectorStoreInterface, options: VectorStoreRetrieverOptions = {}): Retriever {
  return {
    name: options.name ?? `langchain:${store._vectorstoreType()}`,
    async retrieve(query: string, k: number): Promise<ScoredPassage[]> {
      const hits = await store.similaritySearchWithScore(query, k);
      return hits.map(([doc, score], rank) => {
        const metadata = doc.metadata as Record<string, unknown>;
        const id = doc.id ?? (typeof metadata.id === 'string' ? metadata.id : String(rank));
        return {
          id,
          title: typeof metadata.title === 'string' ? metadata.title : '',
          text: typeof metadata.text === 'string' ? metadata.text : doc.pageContent,
          score: options.scoreIsDistance ? -score : score,
        };
      });
    },
  };
}
