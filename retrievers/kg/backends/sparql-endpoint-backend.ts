import { kgBackends } from '../kg-backends.js';

kgBackends.register('sparql', {
  kind: 'remote',
  description: 'wikidata or a SPARQL endpoint URL (Wikibase vocabulary, or CiteQA\'s as written by `citeqa kg dump`)',
  opens: (source) => source === 'wikidata' || /^https?:\/\//i.test(source),
  // wikibase-sdk loads only when a remote graph is used, so listing the backends (CLI help) stays cheap.
  open: async (source, options) => {
    const { createWikibaseKnowledgeGraph, WIKIDATA_SPARQL_ENDPOINT } = await import('../wikibase-knowledge-graph.js');
    if (source === 'wikidata') return createWikibaseKnowledgeGraph({ endpoint: WIKIDATA_SPARQL_ENDPOINT, timeoutMs: options.timeoutMs, fetch: options.fetch });
    // An endpoint loaded from CiteQA's own N-Triples (Virtuoso, Fuseki, …) holds match keys; a Wikibase one does not.
    const { sparqlHttpClient } = await import('../sparql-http-client.js');
    const client = sparqlHttpClient(source, options);
    const { MATCH_KEY } = await import('../kg-vocabulary.js');
    // A one-row SELECT rather than ASK: Virtuoso 7 answers ASK in JSON as a SELECT-shaped table, not a boolean.
    if ((await client.select(`SELECT ?entity WHERE { ?entity <${MATCH_KEY}> ?key } LIMIT 1`)).length > 0) {
      const { createCiteqaVocabularyGraph } = await import('../citeqa-vocabulary-graph.js');
      return createCiteqaVocabularyGraph(source, client.select);
    }
    return createWikibaseKnowledgeGraph({ endpoint: source, timeoutMs: options.timeoutMs, fetch: options.fetch });
  },
});
