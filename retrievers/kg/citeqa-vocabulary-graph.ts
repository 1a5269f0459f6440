import type { EntityCard } from '../../src/core/knowledge.js';
import type { EntityCandidate, FindEntitiesOptions, KnowledgeGraph } from '../../src/core/knowledge-graph.js';
import { describeEntitiesQuery, descriptionQuery, findEntitiesQuery, listEntitiesQuery, oneHopQuery } from './citeqa-sparql-queries.js';
import { qidOfIri } from './kg-vocabulary.js';

/** One solution of a SELECT, whatever engine produced it (oxigraph in process, or a SPARQL endpoint's JSON). */
export type SparqlRow = Record<string, { kind: 'iri' | 'literal' | 'blank'; value: string }>;

/** Runs one SELECT; the embedded store answers at once, an endpoint over HTTP. */
export type SparqlSelect = (query: string) => Promise<SparqlRow[]>;

/** Groups `?entity ?label ?alias ?type ?typeLabel` rows into candidates, keeping first-seen order. */
function candidatesOf(rows: SparqlRow[]): EntityCandidate[] {
  const byQid = new Map<string, EntityCandidate>();
  for (const row of rows) {
    const qid = row.entity && qidOfIri(row.entity.value);
    if (!qid) continue;
    const candidate = byQid.get(qid) ?? { qid, label: '', aliases: [], types: [] };
    byQid.set(qid, candidate);
    if (row.label && candidate.label === '') candidate.label = row.label.value;
    if (row.alias && !candidate.aliases.includes(row.alias.value)) candidate.aliases.push(row.alias.value);
    const type = row.typeLabel?.value ?? (row.type && (qidOfIri(row.type.value) ?? row.type.value));
    if (type && !candidate.types.includes(type)) candidate.types.push(type);
  }
  // RDF keeps no order among an entity's aliases or types, and engines return them differently (oxigraph in load
  // order, Virtuoso by its index): sorted by code point, every engine gives the same candidate.
  const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...byQid.values()].map((candidate) => ({ ...candidate, aliases: candidate.aliases.sort(byCodePoint), types: candidate.types.sort(byCodePoint) }));
}

const withFallbackLabel = (candidates: EntityCandidate[]): EntityCandidate[] =>
  candidates.map((candidate) => ({ ...candidate, label: candidate.label || candidate.qid }));

/**
 * The reads of a store in CiteQA's vocabulary (kg-vocabulary.ts), written once for every engine that holds it:
 * the same queries sent to oxigraph or to Virtuoso must give the same cards, so the two cannot drift apart.
 */
export function createCiteqaVocabularyGraph(name: string, select: SparqlSelect): Required<KnowledgeGraph> {
  const describe = async (qids: string[]): Promise<EntityCandidate[]> => (qids.length === 0 ? [] : candidatesOf(await select(describeEntitiesQuery(qids))));

  return {
    name,

    async findEntities(label: string, options: FindEntitiesOptions = {}): Promise<EntityCandidate[]> {
      if (label.trim() === '') return [];
      const qids = (await select(findEntitiesQuery(label, options)))
        .map((row) => row.entity && qidOfIri(row.entity.value))
        .filter((qid): qid is string => qid !== undefined);
      // The describe query has no ORDER BY; keep the lookup's order whatever order the engine returns rows in.
      const described = new Map((await describe(qids)).map((candidate) => [candidate.qid, candidate]));
      return withFallbackLabel(qids.map((qid) => described.get(qid)).filter((candidate): candidate is EntityCandidate => candidate !== undefined));
    },

    async entityTypes(qid: string): Promise<string[]> {
      return (await describe([qid]))[0]?.types ?? [];
    },

    async oneHop(qid: string): Promise<EntityCard | undefined> {
      // Built first: a malformed id is refused before any query is sent.
      const [hopQuery, describedQuery] = [oneHopQuery(qid), descriptionQuery(qid)];
      const [[entity], rows, described] = await Promise.all([describe([qid]), select(hopQuery), select(describedQuery)]);
      if (!entity?.label && rows.length === 0) return undefined;
      const description = described[0]?.description?.value;
      const properties: Record<string, string[]> = {};
      for (const row of rows) {
        const property = row.propertyLabel!.value;
        const value = row.valueLabel?.value ?? (row.value!.kind === 'iri' ? (qidOfIri(row.value!.value) ?? row.value!.value) : row.value!.value);
        const values = (properties[property] ??= []);
        if (!values.includes(value)) values.push(value);
      }
      return {
        qid,
        name: entity?.label || qid,
        ...(entity && entity.aliases.length > 0 ? { aliases: entity.aliases } : {}),
        ...(description ? { description } : {}),
        properties,
      };
    },

    async listEntities(): Promise<EntityCandidate[]> {
      return withFallbackLabel(candidatesOf(await select(listEntitiesQuery())));
    },
  };
}
