import { InputError } from '../../src/core/errors.js';
import type { SparqlRow } from './citeqa-vocabulary-graph.js';

export interface SparqlHttpOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface SparqlJsonTerm {
  type: 'uri' | 'literal' | 'typed-literal' | 'bnode';
  value: string;
}

interface SparqlJson {
  results?: { bindings?: Record<string, SparqlJsonTerm>[] };
}

export interface SparqlHttpClient {
  select(query: string): Promise<SparqlRow[]>;
}

/**
 * One SPARQL protocol request answered in SPARQL JSON results, every failure one line naming the endpoint: shared by
 * CiteQA-vocabulary endpoints (POST) and Wikibase ones (GET, the URL built by wikibase-sdk).
 */
export async function fetchSparqlJson(endpoint: string, url: string, init: RequestInit, options: Required<SparqlHttpOptions>): Promise<unknown> {
  let response: Response;
  try {
    response = await options.fetch(url, {
      ...init,
      headers: { Accept: 'application/sparql-results+json', ...(init.headers as Record<string, string> | undefined) },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new InputError(endpoint, `SPARQL endpoint unreachable (${(error as Error).message})`, { cause: error });
  }
  if (!response.ok) throw new InputError(endpoint, `SPARQL endpoint answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    throw new InputError(endpoint, 'SPARQL endpoint returned a body that is not SPARQL JSON results', { cause: error });
  }
}

/**
 * The SPARQL 1.1 protocol over HTTP: queries are POSTed as a form (a VALUES list of many entities would outgrow a
 * URL), answers read as SPARQL JSON results. Every failure names the endpoint in one line.
 */
export function sparqlHttpClient(endpoint: string, options: SparqlHttpOptions = {}): SparqlHttpClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 60_000;

  const send = async (query: string): Promise<SparqlJson> =>
    (await fetchSparqlJson(endpoint, endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ query }).toString(),
    }, { fetch: doFetch, timeoutMs })) as SparqlJson;

  return {
    async select(query) {
      const bindings = (await send(query)).results?.bindings;
      if (!Array.isArray(bindings)) throw new InputError(endpoint, 'SPARQL endpoint answered a SELECT without results.bindings');
      return bindings.map((binding) => {
        const row: SparqlRow = {};
        for (const [name, term] of Object.entries(binding)) {
          row[name] = { kind: term.type === 'uri' ? 'iri' : term.type === 'bnode' ? 'blank' : 'literal', value: term.value };
        }
        return row;
      });
    },
  };
}
