import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kgRetrieverOver as retrieverOver } from '../../support/kg-retriever-over.js';
import { loadKnowledgeGraph } from '../../../retrievers/kg/load-knowledge-graph.js';
import { createWikibaseKnowledgeGraph } from '../../../retrievers/kg/wikibase-knowledge-graph.js';
import { labelVariants, wikibaseFindEntitiesQuery } from '../../../retrievers/kg/wikibase-sparql-queries.js';
import { startSparqlReplayServer, type SparqlReplayServer } from './sparql-replay-server.js';

let server: SparqlReplayServer;
beforeAll(async () => {
  server = await startSparqlReplayServer();
});
afterAll(async () => server.close());

describe('Wikibase SPARQL store against a local replay server', () => {
  it('finds same-name items with their types, simplified', async () => {
    const kg = await loadKnowledgeGraph(server.endpoint);
    const found = await kg.findEntities('Max Wolf');
    expect(found.map((c) => c.qid)).toEqual(['Q76712', 'Q4124764', 'Q1920426']);
    expect(found[0]).toEqual({ qid: 'Q76712', label: 'Max Wolf', aliases: [], types: ['human'] });
    expect(found[2]!.types).toEqual(['Wikimedia disambiguation page']);
    expect(server.queries.at(-1)).toContain('"Max Wolf"@en');
  });

  it('maps property ids to labels, keeps every value, and writes dates as BioKaLMA does', async () => {
    const kg = createWikibaseKnowledgeGraph({ endpoint: server.endpoint });
    const card = await kg.oneHop('Q76712');
    expect(card?.name).toBe('Max Wolf');
    expect(card?.properties).toMatchObject({
      'instance of': ['human'],
      'place of birth': ['Heidelberg'],
      date_of_birth: ['1863-06-21'],
      date_of_death: ['1932-10-03'],
      occupation: ['astronomer', 'university teacher'],
      employer: ['Heidelberg University'],
      'birth name': ['Maximilian Franz Joseph Cornelius Wolf'],
    });
    expect(await kg.entityTypes('Q76712')).toEqual(['human']);
    expect(await kg.oneHop('Q1')).toBeUndefined();
  });

  it('reports an endpoint failure as one line naming the endpoint', async () => {
    const failing = await startSparqlReplayServer({ status: 503 });
    try {
      const kg = createWikibaseKnowledgeGraph({ endpoint: failing.endpoint });
      await expect(kg.findEntities('Max Wolf')).rejects.toThrow(`${failing.endpoint}: SPARQL endpoint answered HTTP 503`);
    } finally {
      await failing.close();
    }
  });

  it('sends a hostile name as one escaped literal', async () => {
    const kg = createWikibaseKnowledgeGraph({ endpoint: server.endpoint });
    const hostile = 'Max "} UNION { ?item ?p ?o } #\\\nWolf';
    expect(await kg.findEntities(hostile, { caseSensitive: true })).toEqual([]);
    const query = server.queries.at(-1)!;
    expect(query).toContain('VALUES ?name { "Max \\"} UNION { ?item ?p ?o } #\\\\\\nWolf"@en }');
    // The only UNION is the label/alias one of the template.
    expect(query.match(/UNION/g)).toHaveLength(2);
    expect(query.split('\n').filter((line) => line.includes('VALUES'))).toHaveLength(1);
  });
});

describe('KaLMA retrieval against a Wikibase endpoint', () => {
  it('finds names by proper nouns alone (no gazetteer), drops non-humans for a person, re-ranks by neighbours', async () => {
    const retriever = await retrieverOver(createWikibaseKnowledgeGraph({ endpoint: server.endpoint }));
    const retrieval = await retriever.retrieve('Which university employed Max Wolf, the astronomer born in Heidelberg?');
    const [resolution] = retrieval.resolutions;
    expect(resolution!.mention).toMatchObject({ text: 'Max Wolf', type: 'person', source: 'proper-noun' });
    expect(resolution!.filteredOut.map((c) => c.qid)).toEqual(['Q1920426']);
    expect(resolution!.chosen).toBe('Q76712');
    expect(resolution!.candidates[0]!.matchedValues.sort()).toEqual(['Heidelberg', 'astronomer']);
    expect(retrieval.entities[0]!.properties.employer).toEqual(['Heidelberg University']);
  });
});

describe('Wikibase label lookup', () => {
  it('asks for the spellings a question plausibly uses when case does not matter', () => {
    expect(labelVariants('max  wolf', false)).toEqual(['max wolf', 'Max Wolf']);
    expect(labelVariants('Max Wolf', true)).toEqual(['Max Wolf']);
    expect(wikibaseFindEntitiesQuery('Max Wolf', { limit: 5 })).toMatch(/LIMIT 5$/);
  });
});
