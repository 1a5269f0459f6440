import { InputError } from '../../../src/core/errors.js';
import type { EntityCandidate, KnowledgeGraph } from '../../../src/core/knowledge-graph.js';
import type { Triple } from '../../../src/core/knowledge.js';

/** One fact of the KG with the names a question is written in; `objectQid` when the value names a KG entity. */
export interface KgFact {
  subject: string;
  subjectName: string;
  property: string;
  value: string;
  objectQid?: string;
}

/** The KG as CAQA's builder walks it: facts by subject, by value, by property; entities by name and type. */
export interface TripleIndex {
  facts: KgFact[];
  bySubject: Map<string, KgFact[]>;
  /** Facts whose value is this entity (incoming edges). */
  byObject: Map<string, KgFact[]>;
  /** Facts whose value is this exact text (literal or entity name), for intersections on a shared answer. */
  byValue: Map<string, KgFact[]>;
  byProperty: Map<string, KgFact[]>;
  /** Entities sharing one name (CAQA's union extension reads these). */
  byName: Map<string, string[]>;
  names: Map<string, string>;
  types: Map<string, string[]>;
  /** Whether the KG holds exactly this fact (every cited triple is checked against it). */
  holds(triple: Triple): boolean;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * Reads every entity's one-hop facts through the KnowledgeGraph seam (the bundled KG, BioKaLMA files, N-Triples, or
 * a SPARQL endpoint walked from seed entities) and indexes them. Values that name a KG
 * entity link to it, which is what makes paths possible. `instance of` stays a fact; it also gives the entity's types.
 */
export interface IndexOptions {
  /** For a store that cannot list its entities (a SPARQL endpoint): where to start walking. */
  seeds?: readonly string[];
  /** The most entities a walk from the seeds reads. */
  maxEntities?: number;
}

/**
 * The entities of a store that cannot list them, walked from seed entities: each one's facts, and every value that
 * names exactly one entity of the store (findEntities) joins the walk, until `maxEntities` entities are read.
 */
async function walkFromSeeds(graph: KnowledgeGraph, seeds: readonly string[], maxEntities: number): Promise<EntityCandidate[]> {
  const found = new Map<string, EntityCandidate>();
  const queue = [...seeds];
  while (queue.length > 0 && found.size < maxEntities) {
    const qid = queue.shift()!;
    if (found.has(qid)) continue;
    const card = await graph.oneHop(qid);
    if (!card) continue;
    found.set(qid, { qid, label: card.name, aliases: card.aliases ?? [], types: await graph.entityTypes(qid) });
    for (const values of Object.values(card.properties)) {
      for (const value of values) {
        if (found.size + queue.length >= maxEntities) break;
        const [only, ...more] = await graph.findEntities(value, { limit: 2 });
        if (only && more.length === 0 && !found.has(only.qid) && !queue.includes(only.qid)) queue.push(only.qid);
      }
    }
  }
  return [...found.values()];
}

export async function indexKnowledgeGraph(graph: KnowledgeGraph, options: IndexOptions = {}): Promise<TripleIndex> {
  if (!graph.listEntities && (options.seeds?.length ?? 0) === 0) {
    throw new InputError(graph.name, 'cannot list its entities (a SPARQL endpoint); name entities to start from with --entities Q1,Q2…');
  }
  const listed = graph.listEntities ? await graph.listEntities() : await walkFromSeeds(graph, options.seeds!, options.maxEntities ?? 200);
  const entities = [...listed].sort((a, b) => a.qid.localeCompare(b.qid));
  const byName = new Map<string, string[]>();
  const names = new Map<string, string>();
  const types = new Map<string, string[]>();
  for (const entity of entities) {
    names.set(entity.qid, entity.label);
    types.set(entity.qid, entity.types);
    push(byName, entity.label.toLowerCase(), entity.qid);
  }
  const facts: KgFact[] = [];
  for (const entity of entities) {
    const card = await graph.oneHop(entity.qid);
    if (!card) continue;
    for (const property of Object.keys(card.properties).sort()) {
      for (const value of card.properties[property]!) {
        const linked = byName.get(value.toLowerCase());
        facts.push({ subject: entity.qid, subjectName: entity.label, property, value, ...(linked?.length === 1 ? { objectQid: linked[0]! } : {}) });
      }
    }
  }
  const index: TripleIndex = { facts, bySubject: new Map(), byObject: new Map(), byValue: new Map(), byProperty: new Map(), byName, names, types, holds: () => false };
  const keys = new Set<string>();
  for (const fact of facts) {
    push(index.bySubject, fact.subject, fact);
    if (fact.objectQid) push(index.byObject, fact.objectQid, fact);
    push(index.byValue, fact.value.toLowerCase(), fact);
    push(index.byProperty, fact.property, fact);
    keys.add(JSON.stringify([fact.subject, fact.property, fact.value]));
  }
  index.holds = (triple) => keys.has(JSON.stringify(triple));
  return index;
}

export const tripleOf = (fact: KgFact): Triple => [fact.subject, fact.property, fact.value];
