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
 * The SPARQL 1.1 protocol over HTTP: queries are POSTed as a form (a VALUES list of many entities would outgrow a
 * URL), answers read as SPARQL JSON results. Every failure names the endpoint in one line.
 */
export function sparqlHttpClient(endpoint: string, options: SparqlHttpOptions = {}): SparqlHttpClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 60_000;

  async function send(query: string): Promise<SparqlJson> {
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        headers: { Accept: 'application/sparql-results+json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ query }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new InputError(endpoint, `SPARQL endpoint unreachable (${(error as Error).message})`, { cause: error });
    }
    if (!response.ok) throw new InputError(endpoint, `SPARQL endpoint answered HTTP ${response.status}`);
    try {
      return (await response.json()) as SparqlJson;
    } catch (error) {
      throw new InputError(endpoint, 'SPARQL endpoint returned a body that is not SPARQL JSON results', { cause: error });
    }
  }

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
