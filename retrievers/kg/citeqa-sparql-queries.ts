import {
  INSTANCE_OF,
  MATCH_KEY,
  PROPERTY_RANK,
  RDFS_LABEL,
  SCHEMA_DESCRIPTION,
  SKOS_ALT_LABEL,
  ENTITY_NS,
  entityIri,
  matchKey,
  propertyIri,
} from './kg-vocabulary.js';
import { checkQid, sparqlIri, sparqlString } from './sparql-literal.js';

/** SPARQL for a store in CiteQA's vocabulary (the embedded oxigraph store, or any endpoint loaded from our N-Triples). */

const ENGLISH_OR_PLAIN = (variable: string) => `(LANG(${variable}) = "" || LANGMATCHES(LANG(${variable}), "en"))`;

export function findEntitiesQuery(name: string, options: { caseSensitive?: boolean; limit?: number } = {}): string {
  const match = options.caseSensitive
    ? `{ ?entity ${sparqlIri(RDFS_LABEL)} ?name } UNION { ?entity ${sparqlIri(SKOS_ALT_LABEL)} ?name }
  FILTER(STR(?name) = ${sparqlString(name.trim())})`
    : `?entity ${sparqlIri(MATCH_KEY)} ${sparqlString(matchKey(name))} .`;
  return `SELECT DISTINCT ?entity WHERE {
  ${match}
} ORDER BY ?entity LIMIT ${Math.max(1, Math.floor(options.limit ?? 50))}`;
}

/** Label, aliases and `instance of` values (labels, or the value itself when it has none) of each entity. */
export function describeEntitiesQuery(qids: readonly string[]): string {
  const values = qids.map((qid) => sparqlIri(entityIri(checkQid(qid)))).join(' ');
  return `SELECT ?entity ?label ?alias ?type ?typeLabel WHERE {
  VALUES ?entity { ${values} }
  OPTIONAL { ?entity ${sparqlIri(RDFS_LABEL)} ?label . FILTER ${ENGLISH_OR_PLAIN('?label')} }
  OPTIONAL { ?entity ${sparqlIri(SKOS_ALT_LABEL)} ?alias . FILTER ${ENGLISH_OR_PLAIN('?alias')} }
  OPTIONAL { ?entity ${sparqlIri(propertyIri(INSTANCE_OF))} ?type .
    OPTIONAL { ?type ${sparqlIri(RDFS_LABEL)} ?typeLabel . FILTER ${ENGLISH_OR_PLAIN('?typeLabel')} } }
}`;
}

/** The entity's English (or untagged) description: "first wife of Albert Einstein". */
export function descriptionQuery(qid: string): string {
  return `SELECT ?description WHERE {
  ${sparqlIri(entityIri(checkQid(qid)))} ${sparqlIri(SCHEMA_DESCRIPTION)} ?description . FILTER ${ENGLISH_OR_PLAIN('?description')}
} LIMIT 1`;
}

/** Every labelled entity with aliases and types: the gazetteer's source. */
export function listEntitiesQuery(): string {
  return `SELECT ?entity ?label ?alias ?type ?typeLabel WHERE {
  ?entity ${sparqlIri(RDFS_LABEL)} ?label .
  FILTER(STRSTARTS(STR(?entity), ${sparqlString(ENTITY_NS)}) && ${ENGLISH_OR_PLAIN('?label')})
  OPTIONAL { ?entity ${sparqlIri(SKOS_ALT_LABEL)} ?alias . FILTER ${ENGLISH_OR_PLAIN('?alias')} }
  OPTIONAL { ?entity ${sparqlIri(propertyIri(INSTANCE_OF))} ?type .
    OPTIONAL { ?type ${sparqlIri(RDFS_LABEL)} ?typeLabel . FILTER ${ENGLISH_OR_PLAIN('?typeLabel')} } }
}`;
}

/**
 * All labelled properties of one entity with their values (and value labels), properties in source order. RDF
 * keeps no order among the values of one property, so they are sorted by their text: the same order after a
 * dump and reload, which makes "first value only" reproducible.
 */
export function oneHopQuery(qid: string): string {
  const subject = sparqlIri(entityIri(checkQid(qid)));
  return `SELECT ?property ?propertyLabel ?rank ?value ?valueLabel WHERE {
  ${subject} ?property ?value .
  ?property ${sparqlIri(RDFS_LABEL)} ?propertyLabel .
  OPTIONAL { ?property ${sparqlIri(PROPERTY_RANK)} ?rank }
  OPTIONAL { ?value ${sparqlIri(RDFS_LABEL)} ?valueLabel . FILTER ${ENGLISH_OR_PLAIN('?valueLabel')} }
} ORDER BY ?rank ?propertyLabel COALESCE(?valueLabel, STR(?value))`;
}
