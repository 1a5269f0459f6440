import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { VectorStoreInterface } from '@langchain/core/vectorstores';
import type { Embedder } from '../../../src/core/embedder.js';
import { InputError } from '../../../src/core/errors.js';
import { indexKinds } from '../index-kinds.js';
import type { LangchainStoreConfig } from './langchain-store-config.js';

// The configuration's schema (zod) loads with the first store opened, not with the registry that `citeqa --help` reads.
const readLangchainStoreConfig = async (path: string) => (await import('./langchain-store-config.js')).readLangchainStoreConfig(path);

/** The store configuration as the index uses it (module path made absolute), kept in the index directory. */
const STORE_CONFIG_FILE = 'langchain-store.json';
/** Documents handed to `addDocuments` at a time, so the corpus is never whole in memory. */
const ADD_BATCH = 256;

/**
 * One store per configuration per process: a database-backed store keeps its connection, and an in-memory store
 * (MemoryVectorStore) filled by `citeqa index` is the one a later `search` in the same process finds.
 */
const stores = new Map<string, Promise<VectorStoreInterface>>();

async function constructStore(config: LangchainStoreConfig, embedder: Embedder, where: string): Promise<VectorStoreInterface> {
  const key = JSON.stringify([config, embedder.name, embedder.dimension]);
  let store = stores.get(key);
  if (!store) {
    store = (async () => {
      const { CiteqaEmbeddings } = await import('../../dense/langchain-adapters.js');
      const specifier = config.module.startsWith('/') ? pathToFileURL(config.module).href : config.module;
      let loaded: Record<string, unknown>;
      try {
        loaded = (await import(specifier)) as Record<string, unknown>;
      } catch (error) {
        throw new InputError(where, `cannot load module "${config.module}" (${(error as Error).message.split('\n')[0]})`, { hint: 'npm install the LangChain integration package it names' });
      }
      const StoreClass = loaded[config.export];
      if (typeof StoreClass !== 'function') throw new InputError(where, `module "${config.module}" exports no class "${config.export}"`);
      const created = new (StoreClass as new (embeddings: unknown, options: unknown) => VectorStoreInterface)(new CiteqaEmbeddings(embedder), config.options);
      if (typeof created.addDocuments !== 'function' || typeof created.similaritySearchWithScore !== 'function') {
        throw new InputError(where, `"${config.export}" is not a LangChain VectorStore (no addDocuments / similaritySearchWithScore)`);
      }
      return created;
    })();
    stores.set(key, store);
    store.catch(() => stores.delete(key));
  }
  return store;
}

async function embedderFor(config: LangchainStoreConfig, given: Embedder | undefined, citeqa: import('../../../src/config/config.js').CiteqaConfig) {
  if (given) return given;
  const { createEmbedder } = await import('../../dense/embedders/all-embedders.js');
  return createEmbedder(config.embedder, citeqa);
}

/**
 * Any LangChain.js VectorStore (Qdrant, pgvector, Elasticsearch, Chroma, in-memory…) as an index, named by one
 * configuration file (`citeqa index --engine langchain --vector-store store.json`). The passages are added to the
 * store in batches; the index directory keeps the configuration, and opening it constructs the store again and
 * searches it through the LangChain adapter.
 */
indexKinds.register('langchain', {
  description: 'any LangChain.js VectorStore named by a configuration file (--engine langchain --vector-store store.json)',
  describe: (built) => `LangChain vector store, ${built.embedder} ${built.dimension}-d`,
  async buildStreaming(source, outDir, context) {
    if (!context.vectorStore) throw new InputError('--vector-store', 'is required with --engine langchain (a LangChain vector-store configuration file)');
    const config = await readLangchainStoreConfig(context.vectorStore);
    const embedder = await embedderFor(config, context.embedder, context.config);
    const store = await constructStore(config, embedder, context.vectorStore);
    const [{ Document }, { passageEmbeddingText }] = await Promise.all([import('@langchain/core/documents'), import('../../dense/dense-index.js')]);
    let done = 0;
    context.onProgress?.(0, source.total);
    for await (const batch of source.batches(0, ADD_BATCH)) {
      // pageContent is what the store embeds: title and text, as the other dense kinds embed a passage.
      await store.addDocuments(
        batch.map((passage) => new Document({ id: passage.id, pageContent: passageEmbeddingText(passage), metadata: { id: passage.id, title: passage.title, text: passage.text } })),
        { ids: batch.map((passage) => passage.id) },
      );
      done += batch.length;
      context.onProgress?.(done, source.total);
    }
    await writeFile(join(outDir, STORE_CONFIG_FILE), `${JSON.stringify(config, null, 2)}\n`);
    return { embedder: embedder.name, dimension: embedder.dimension };
  },
  async open(dir, _passages, context) {
    const path = join(dir, STORE_CONFIG_FILE);
    const config = await readLangchainStoreConfig(path);
    const embedder = await embedderFor(config, context.embedder, context.config);
    if (context.dimension !== undefined && embedder.dimension !== context.dimension) {
      throw new InputError(dir, `index was built with ${context.dimension}-d vectors; cannot query it with ${embedder.name} (${embedder.dimension}-d)`);
    }
    const store = await constructStore(config, embedder, path);
    const { retrieverFromVectorStore } = await import('../../dense/langchain-adapters.js');
    return { ...retrieverFromVectorStore(store, { name: `langchain:${config.export}`, scoreIsDistance: config.score === 'distance' }), embedder };
  },
});

