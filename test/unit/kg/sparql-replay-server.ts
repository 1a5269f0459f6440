import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../../src/config/config.js';

const FIXTURES = join(PROJECT_ROOT, 'test/fixtures/kg/wikidata');

export interface SparqlReplayServer {
  endpoint: string;
  /** Decoded `query` parameters, in arrival order. */
  queries: string[];
  close(): Promise<void>;
}

/**
 * A local SPARQL endpoint replaying recorded Wikidata-shaped JSON: the fixture is chosen by what the query asks
 * for, so the store is exercised over real HTTP and never touches the network.
 */
export async function startSparqlReplayServer(options: { status?: number } = {}): Promise<SparqlReplayServer> {
  const queries: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const query = url.searchParams.get('query') ?? '';
    queries.push(query);
    if (options.status && options.status !== 200) {
      response.writeHead(options.status).end('busy');
      return;
    }
    let fixture = 'empty.json';
    if (query.includes('wikibase:directClaim') && query.includes('wd:Q76712')) fixture = 'onehop-Q76712.json';
    else if (query.includes('wd:Q76712 wdt:P31')) fixture = 'types-Q76712.json';
    else if (query.includes('"Max Wolf"@en')) fixture = 'find-max-wolf.json';
    response.writeHead(200, { 'Content-Type': 'application/sparql-results+json' });
    response.end(readFileSync(join(FIXTURES, fixture)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}/sparql`,
    queries,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
