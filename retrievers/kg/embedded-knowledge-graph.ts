import oxigraph from 'oxigraph';
import { createCiteqaVocabularyGraph, type SparqlRow } from './citeqa-vocabulary-graph.js';
import type { EntityRecord } from './entity-record.js';
import { entityRecordsToNTriples } from './entity-ntriples.js';
import type { KnowledgeGraph } from '../../src/core/knowledge-graph.js';
import { ENTITY_NS, MATCH_KEY, matchKey, PROPERTY_NS, RDFS_LABEL, SKOS_ALT_LABEL } from './kg-vocabulary.js';
import { ntriplesString } from './sparql-literal.js';

function rowsOf(result: unknown): SparqlRow[] {
  if (!Array.isArray(result)) return [];
  return (result as Map<string, oxigraph.Term>[]).map((binding) => {
    const row: SparqlRow = {};
    for (const [name, term] of binding) {
      const kind = term.termType === 'NamedNode' ? 'iri' : term.termType === 'Literal' ? 'literal' : 'blank';
      row[name] = { kind, value: term.value };
    }
    return row;
  });
}

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

function addDerivedVocabulary(store: InstanceType<typeof oxigraph.Store>, select: (query: string) => SparqlRow[]): void {
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
  const select = (query: string): SparqlRow[] => rowsOf(store.query(query));
  addDerivedVocabulary(store, select);

  const reads = createCiteqaVocabularyGraph(name, async (query) => select(query));

  return {
    ...reads,
    get tripleCount() {
      return store.size;
    },
    dump: () => store.dump({ format: 'application/n-triples', from_graph_name: oxigraph.defaultGraph() }),
  };
}

export function createEmbeddedKnowledgeGraphFromRecords(name: string, records: readonly EntityRecord[]): EmbeddedKnowledgeGraph {
  return createEmbeddedKnowledgeGraph(name, [entityRecordsToNTriples(records)]);
}
