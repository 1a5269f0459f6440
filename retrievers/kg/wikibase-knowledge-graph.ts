import { WBK, simplifySparqlResults, type SparqlResults } from 'wikibase-sdk';
import { InputError } from '../../src/core/errors.js';
import type { EntityCard } from '../../src/core/knowledge.js';
import type { EntityCandidate, FindEntitiesOptions, KnowledgeGraph } from '../../src/core/knowledge-graph.js';
import { fetchSparqlJson } from './sparql-http-client.js';
import { wikibaseFindEntitiesQuery, wikibaseOneHopQuery, wikibaseTypesQuery } from './wikibase-sparql-queries.js';

export const WIKIDATA_SPARQL_ENDPOINT = 'https://query.wikidata.org/sparql';

/** BioKaLMA names the two date properties this way and keeps only the day (the reference maps P569/P570). */
const DATE_PROPERTY_NAMES: Record<string, string> = { P569: 'date_of_birth', P570: 'date_of_death' };

export interface WikibaseKnowledgeGraphOptions {
  /** SPARQL endpoint URL; Wikidata's query service by default. */
  endpoint?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type Simplified = Record<string, unknown>;
type RichValue = { value?: string | number | boolean; label?: string };

function rich(row: Simplified, name: string): RichValue {
  const value = row[name];
  if (value !== null && typeof value === 'object') return value as RichValue;
  return value === undefined || value === null ? {} : { value: value as string };
}

function displayValue(value: RichValue): string | undefined {
  if (value.value === undefined) return undefined;
  const raw = String(value.value);
  // Dates come back as xsd:dateTime; the label service echoes literals, and an unlabelled item echoes its id.
  if (/^-?\d{4,}-\d\d-\d\dT00:00:00Z$/.test(raw)) return raw.slice(0, raw.indexOf('T'));
  return value.label && value.label !== '' ? value.label : raw;
}

/** A KnowledgeGraph over any Wikibase SPARQL endpoint; queries and result simplification via wikibase-sdk. */
export function createWikibaseKnowledgeGraph(options: WikibaseKnowledgeGraphOptions = {}): KnowledgeGraph {
  const endpoint = options.endpoint ?? WIKIDATA_SPARQL_ENDPOINT;
  let origin: string;
  try {
    origin = new URL(endpoint).origin;
  } catch {
    throw new InputError(endpoint, 'not a SPARQL endpoint URL');
  }
  const wbk = WBK({ instance: origin, sparqlEndpoint: endpoint });
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 60_000;

  async function select(sparql: string): Promise<Simplified[]> {
    const headers = { 'User-Agent': 'citeqa/0.1 (attributed QA research tool)' };
    const json = (await fetchSparqlJson(endpoint, wbk.sparqlQuery(sparql), { headers }, { fetch: doFetch, timeoutMs })) as SparqlResults;
    return simplifySparqlResults(json) as Simplified[];
  }

  return {
    name: endpoint === WIKIDATA_SPARQL_ENDPOINT ? 'wikidata' : endpoint,

    async findEntities(label: string, findOptions: FindEntitiesOptions = {}): Promise<EntityCandidate[]> {
      if (label.trim() === '') return [];
      const byQid = new Map<string, EntityCandidate>();
      for (const row of await select(wikibaseFindEntitiesQuery(label, findOptions))) {
        const item = rich(row, 'item');
        if (typeof item.value !== 'string') continue;
        const candidate = byQid.get(item.value) ?? { qid: item.value, label: item.label ?? item.value, aliases: [], types: [] };
        byQid.set(item.value, candidate);
        const type = displayValue(rich(row, 'type'));
        if (type && !candidate.types.includes(type)) candidate.types.push(type);
      }
      return [...byQid.values()];
    },

    async entityTypes(qid: string): Promise<string[]> {
      const rows = await select(wikibaseTypesQuery(qid));
      return [...new Set(rows.map((row) => displayValue(rich(row, 'type'))).filter((type): type is string => type !== undefined))];
    },

    async oneHop(qid: string): Promise<EntityCard | undefined> {
      const rows = await select(wikibaseOneHopQuery(qid));
      if (rows.length === 0) return undefined;
      const properties: Record<string, string[]> = {};
      let name = qid;
      for (const row of rows) {
        const item = rich(row, 'item');
        if (item.label) name = item.label;
        const property = rich(row, 'property');
        const propertyId = String(property.value ?? '');
        const propertyName = DATE_PROPERTY_NAMES[propertyId] ?? property.label ?? propertyId;
        const value = displayValue(rich(row, 'value'));
        if (!propertyName || value === undefined) continue;
        const values = (properties[propertyName] ??= []);
        if (!values.includes(value)) values.push(value);
      }
      return { qid, name, properties };
    },
  };
}
