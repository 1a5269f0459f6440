import { checkQid, sparqlString } from './sparql-literal.js';

/** SPARQL for a Wikibase endpoint (Wikidata's query service, QLever, a private Wikibase). */

const PREFIXES = `PREFIX wd: <http://www.wikidata.org/entity/>
PREFIX wdt: <http://www.wikidata.org/prop/direct/>
PREFIX wikibase: <http://wikiba.se/ontology#>
PREFIX bd: <http://www.bigdata.com/rdf#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
`;

const LABEL_SERVICE = 'SERVICE wikibase:label { bd:serviceParam wikibase:language "en". }';

/**
 * Wikidata cannot compare labels case-insensitively at any speed, so a case-insensitive lookup asks for the
 * spellings a question plausibly uses: as written, Title Case, and lower case.
 */
export function labelVariants(name: string, caseSensitive: boolean): string[] {
  if (caseSensitive) return [name.trim()];
  const written = name.trim().replace(/\s+/g, ' ');
  const title = written.replace(/\p{L}+/gu, (word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase());
  return [...new Set([written, title, written.toLowerCase()])];
}

export function wikibaseFindEntitiesQuery(name: string, options: { caseSensitive?: boolean; limit?: number } = {}): string {
  const names = labelVariants(name, options.caseSensitive ?? false)
    .map((variant) => sparqlString(variant, 'en'))
    .join(' ');
  return `${PREFIXES}SELECT DISTINCT ?item ?itemLabel ?type ?typeLabel WHERE {
  VALUES ?name { ${names} }
  { ?item rdfs:label ?name } UNION { ?item skos:altLabel ?name }
  OPTIONAL { ?item wdt:P31 ?type }
  ${LABEL_SERVICE}
} LIMIT ${Math.max(1, Math.floor(options.limit ?? 50))}`;
}

export function wikibaseTypesQuery(qid: string): string {
  return `${PREFIXES}SELECT ?type ?typeLabel WHERE {
  wd:${checkQid(qid)} wdt:P31 ?type .
  ${LABEL_SERVICE}
}`;
}

/** Direct claims of one item, property ids with their labels; identifiers and media files are left out. */
export function wikibaseOneHopQuery(qid: string): string {
  return `${PREFIXES}SELECT ?item ?itemLabel ?property ?propertyLabel ?value ?valueLabel WHERE {
  BIND(wd:${checkQid(qid)} AS ?item)
  ?item ?direct ?value .
  ?property wikibase:directClaim ?direct ;
            wikibase:propertyType ?kind .
  FILTER(?kind NOT IN (wikibase:ExternalId, wikibase:CommonsMedia, wikibase:Url, wikibase:GeoShape, wikibase:TabularData))
  ${LABEL_SERVICE}
}`;
}
