import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { InputError } from '../../../src/core/errors.js';
import { readJsonInput } from '../../../src/io/json-input.js';

/**
 * The one configuration through which any LangChain.js VectorStore serves as a CiteQA index (README, "LangChain
 * vector stores"): which module and export to construct, the options its constructor takes after the embeddings,
 * the CiteQA embedder that fills it, and whether its scores are similarities or distances.
 */
export const langchainStoreConfigSchema = z.strictObject({
  format: z.literal('citeqa-langchain-store'),
  /** A package (`@langchain/qdrant`) or a path, relative to this file, to an ES module. */
  module: z.string().min(1),
  /** The exported VectorStore class (`QdrantVectorStore`, `MemoryVectorStore`), constructed as `new Class(embeddings, options)`. */
  export: z.string().min(1),
  options: z.record(z.string(), z.unknown()).default({}),
  /** The CiteQA embedder backend whose vectors fill the store and embed the queries. */
  embedder: z.enum(['use', 'openai']).default('use'),
  /** `similarity` (higher is nearer, as MemoryVectorStore) or `distance` (lower is nearer; negated for CiteQA). */
  score: z.enum(['similarity', 'distance']).default('similarity'),
});

export type LangchainStoreConfig = z.infer<typeof langchainStoreConfigSchema>;

/** Reads a store configuration; a module given as a relative path is made absolute against the file's folder. */
export async function readLangchainStoreConfig(path: string): Promise<LangchainStoreConfig> {
  if (!existsSync(path)) throw new InputError(path, 'no such LangChain vector-store configuration file');
  const config = await readJsonInput(path, langchainStoreConfigSchema);
  const isPath = config.module.startsWith('.') || isAbsolute(config.module);
  return isPath ? { ...config, module: resolve(dirname(path), config.module) } : config;
}
