import { kgBackends } from '../kg-backends.js';

kgBackends.register('sparql', {
  kind: 'remote',
  description: 'wikidata or a SPARQL endpoint URL',
  opens: (source) => source === 'wikidata' || /^https?:\/\//i.test(source),
  // wikibase-sdk loads only when a remote graph is used, so listing the backends (CLI help) stays cheap.
  open: async (source, options) => {
    const { createWikibaseKnowledgeGraph, WIKIDATA_SPARQL_ENDPOINT } = await import('../wikibase-knowledge-graph.js');
    return createWikibaseKnowledgeGraph({ endpoint: source === 'wikidata' ? WIKIDATA_SPARQL_ENDPOINT : source, timeoutMs: options.timeoutMs, fetch: options.fetch });
  },
});
