import oxigraph from 'oxigraph';
import type { EntityCard } from '../../src/core/knowledge.js';
import {
  describeEntitiesQuery,
  findEntitiesQuery,
  listEntitiesQuery,
  oneHopQuery,
} from './citeqa-sparql-queries.js';
import type { EntityRecord } from './entity-record.js';
import { entityRecordsToNTriples } from './entity-ntriples.js';
import type { EntityCandidate, FindEntitiesOptions, KnowledgeGraph } from '../../src/core/knowledge-graph.js';
import { ENTITY_NS, MATCH_KEY, matchKey, PROPERTY_NS, qidOfIri, RDFS_LABEL, SKOS_ALT_LABEL } from './kg-vocabulary.js';
import { ntriplesString } from './sparql-literal.js';

type Row = Record<string, { kind: 'iri' | 'literal' | 'blank'; value: string }>;

function rowsOf(result: unknown): Row[] {
  if (!Array.isArray(result)) return [];
  return (result as Map<string, oxigraph.Term>[]).map((binding) => {
    const row: Row = {};
    for (const [name, term] of binding) {
      const kind = term.termType === 'NamedNode' ? 'iri' : term.termType === 'Literal' ? 'literal' : 'blank';
      row[name] = { kind, value: term.value };
    }
    return row;
  });
}

/** Groups `?entity ?label ?alias ?type ?typeLabel` rows into candidates, keeping first-seen order. */
function candidatesOf(rows: Row[]): EntityCandidate[] {
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
  return [...byQid.values()];
}

const withFallbackLabel = (candidates: EntityCandidate[]): EntityCandidate[] =>
  candidates.map((candidate) => ({ ...candidate, label: candidate.label || candidate.qid }));

export interface EmbeddedKnowledgeGraph extends KnowledgeGraph {
  /** The whole store as N-Triples (oxigraph cannot persist in Node: dump and reload instead). */
  dump(): string;
  readonly tripleCount: number;
}

/**
 * Entity lookups go through lower-cased match keys and cards name properties by their labels; N-Triples written in
 * the store's vocabulary by hand have neither, so derive a key for every entity label and alias that lacks one and
 * a label for every `urn:citeqa:property:` predicate that lacks one (its name, decoded).
 */
function propertyName(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    // A hand-written IRI with a stray % is named as written.
    return encoded;
  }
}

function addDerivedVocabulary(store: InstanceType<typeof oxigraph.Store>, select: (query: string) => Row[]): void {
  const unlabelled = select(
    `SELECT DISTINCT ?property WHERE { ?s ?property ?o FILTER(STRSTARTS(STR(?property), "${PROPERTY_NS}")) FILTER NOT EXISTS { ?property <${RDFS_LABEL}> ?any } }`,
  );
  const labels = unlabelled.map(({ property }) => `<${property!.value}> <${RDFS_LABEL}> ${ntriplesString(propertyName(property!.value.slice(PROPERTY_NS.length)), 'en')} .`);
  if (labels.length > 0) store.load(labels.join('\n'), { format: 'application/n-triples' });
  const rows = select(
    `SELECT ?entity ?name WHERE { { ?entity <${RDFS_LABEL}> ?name } UNION { ?entity <${SKOS_ALT_LABEL}> ?name } ` +
      `FILTER(STRSTARTS(STR(?entity), "${ENTITY_NS}")) FILTER NOT EXISTS { ?entity <${MATCH_KEY}> ?any } }`,
  );
  if (rows.length === 0) return;
  const keys = new Set(rows.map((row) => `<${row.entity!.value}> <${MATCH_KEY}> ${ntriplesString(matchKey(row.name!.value))} .`));
  store.load([...keys].join('\n'), { format: 'application/n-triples' });
}

/** The KnowledgeGraph over an in-process oxigraph store; every read is a SPARQL query. */
export function createEmbeddedKnowledgeGraph(name: string, ntriples: string[]): EmbeddedKnowledgeGraph {
  const store = new oxigraph.Store();
  for (const text of ntriples) store.load(text, { format: 'application/n-triples' });
  const select = (query: string): Row[] => rowsOf(store.query(query));
  addDerivedVocabulary(store, select);

  const describe = (qids: string[]): EntityCandidate[] => (qids.length === 0 ? [] : candidatesOf(select(describeEntitiesQuery(qids))));

  return {
    name,
    get tripleCount() {
      return store.size;
    },
    dump: () => store.dump({ format: 'application/n-triples', from_graph_name: oxigraph.defaultGraph() }),

    async findEntities(label: string, options: FindEntitiesOptions = {}): Promise<EntityCandidate[]> {
      if (label.trim() === '') return [];
      const qids = select(findEntitiesQuery(label, options))
        .map((row) => row.entity && qidOfIri(row.entity.value))
        .filter((qid): qid is string => qid !== undefined);
      return withFallbackLabel(describe(qids));
    },

    async entityTypes(qid: string): Promise<string[]> {
      return describe([qid])[0]?.types ?? [];
    },

    async oneHop(qid: string): Promise<EntityCard | undefined> {
      const [entity] = describe([qid]);
      const rows = select(oneHopQuery(qid));
      if (!entity?.label && rows.length === 0) return undefined;
      const name = entity?.label || qid;
      const properties: Record<string, string[]> = {};
      for (const row of rows) {
        const property = row.propertyLabel!.value;
        const value = row.valueLabel?.value ?? (row.value!.kind === 'iri' ? (qidOfIri(row.value!.value) ?? row.value!.value) : row.value!.value);
        const values = (properties[property] ??= []);
        if (!values.includes(value)) values.push(value);
      }
      return { qid, name, ...(entity && entity.aliases.length > 0 ? { aliases: entity.aliases } : {}), properties };
    },

    async listEntities(): Promise<EntityCandidate[]> {
      return withFallbackLabel(candidatesOf(select(listEntitiesQuery())));
    },
  };
}

export function createEmbeddedKnowledgeGraphFromRecords(name: string, records: readonly EntityRecord[]): EmbeddedKnowledgeGraph {
  return createEmbeddedKnowledgeGraph(name, [entityRecordsToNTriples(records)]);
}
