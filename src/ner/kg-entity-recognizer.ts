import type { KnowledgeGraph } from '../core/knowledge-graph.js';
import type { EntityRecognizer } from '../core/mention.js';
import { createEntityRecognizer } from './entity-recognizer.js';
import { createGazetteer } from './gazetteer.js';

/**
 * A recognizer that knows the graph's names: stores small enough to enumerate teach it their labels and aliases;
 * remote endpoints (Wikidata) cannot be listed, so there it relies on proper-noun runs alone.
 */
export async function createKgEntityRecognizer(kg: KnowledgeGraph): Promise<EntityRecognizer> {
  const gazetteer = kg.listEntities ? createGazetteer(await kg.listEntities()) : undefined;
  return createEntityRecognizer({ gazetteer });
}
