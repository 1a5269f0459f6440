import type { EntityCard } from './knowledge.js';

export interface EntityCandidate {
  qid: string;
  label: string;
  aliases: string[];
  /** Labels of the entity's `instance of` values (e.g. "human"). */
  types: string[];
}

export interface FindEntitiesOptions {
  caseSensitive?: boolean;
  limit?: number;
}

/** Every backend answers in SPARQL: the embedded store (oxigraph) or any SPARQL 1.1 endpoint. */
export interface KnowledgeGraph {
  readonly name: string;
  /** Entities whose label or an alias equals `label` (case-insensitive unless asked otherwise). */
  findEntities(label: string, options?: FindEntitiesOptions): Promise<EntityCandidate[]>;
  entityTypes(qid: string): Promise<string[]>;
  /** All properties of the entity, values as labels; multi-valued properties keep every value. */
  oneHop(qid: string): Promise<EntityCard | undefined>;
  /**
   * Every labelled entity with aliases and types (the NER gazetteer is built from it). Only stores small enough
   * to enumerate offer it; remote endpoints such as Wikidata do not.
   */
  listEntities?(): Promise<EntityCandidate[]>;
}
