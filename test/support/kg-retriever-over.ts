import type { KnowledgeGraph } from '../../src/core/knowledge-graph.js';
import { createKgRetriever, type KgRetriever, type KgRetrieverOptions } from '../../retrievers/kg/kg-retriever.js';
import { createKgEntityRecognizer } from '../../src/ner/kg-entity-recognizer.js';

/** The KG retriever as the pipeline composes it: a recognizer taught the graph's names, then retrieval. */
export async function kgRetrieverOver(kg: KnowledgeGraph, options?: KgRetrieverOptions): Promise<KgRetriever> {
  return createKgRetriever(kg, await createKgEntityRecognizer(kg), options);
}
