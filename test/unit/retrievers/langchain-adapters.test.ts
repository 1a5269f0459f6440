import { Document } from '@langchain/core/documents';
import { MemoryVectorStore } from '@langchain/classic/vectorstores/memory';
import { describe, expect, it } from 'vitest';
import { buildDenseIndex } from '../../../retrievers/dense/dense-index.js';
import {
  CiteqaEmbeddings,
  CiteqaLangChainRetriever,
  retrieverFromVectorStore,
} from '../../../retrievers/dense/langchain-adapters.js';
import { createBagOfWordsEmbedder } from './support/bag-of-words-embedder.js';

const passages = [
  { id: 'a#0', title: 'Apples', text: 'apples grow on trees in orchards' },
  { id: 'b#0', title: 'Rivers', text: 'rivers flow into the sea' },
];

describe('LangChain adapters', () => {
  it('serves our retriever as a LangChain BaseRetriever', async () => {
    const index = await buildDenseIndex(passages, createBagOfWordsEmbedder());
    const retriever = new CiteqaLangChainRetriever(index, 1);
    const docs = await retriever.invoke('rivers and the sea');
    expect(docs).toHaveLength(1);
    expect(docs[0]!.pageContent).toBe('rivers flow into the sea');
    expect(docs[0]!.metadata).toMatchObject({ id: 'b#0', title: 'Rivers' });
  });

  it('uses a LangChain vector store (in-memory) as our Retriever', async () => {
    const store = new MemoryVectorStore(new CiteqaEmbeddings(createBagOfWordsEmbedder()));
    await store.addDocuments(
      passages.map((p) => new Document({ id: p.id, pageContent: p.text, metadata: { title: p.title } })),
    );
    const retriever = retrieverFromVectorStore(store);
    expect(retriever.name).toBe('langchain:memory');
    const hits = await retriever.retrieve('apples on trees', 2);
    expect(hits[0]).toMatchObject({ id: 'a#0', title: 'Apples', text: 'apples grow on trees in orchards' });
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
  });

  it('turns distances into higher-is-better scores when told', async () => {
    const store = {
      _vectorstoreType: () => 'fake',
      similaritySearchWithScore: async () => [[new Document({ pageContent: 't', metadata: { id: 'x' } }), 0.25]],
    };
    const retriever = retrieverFromVectorStore(store as never, { scoreIsDistance: true });
    expect(await retriever.retrieve('q', 1)).toEqual([{ id: 'x', title: '', text: 't', score: -0.25 }]);
  });
});
