import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexKnowledgeGraph } from '../../../../eval/caqa/build/kg-triples.js';
import { loadKnowledgeGraph } from '../../../../retrievers/kg/load-knowledge-graph.js';
import { startSparqlReplayServer, type SparqlReplayServer } from '../../kg/sparql-replay-server.js';

describe('CAQA KG index', () => {
  let server: SparqlReplayServer;
  beforeAll(async () => {
    server = await startSparqlReplayServer();
  });
  afterAll(() => server.close());

  it('walks a SPARQL endpoint from seed entities, over HTTP', async () => {
    const index = await indexKnowledgeGraph(await loadKnowledgeGraph(server.endpoint), { seeds: ['Q76712'], maxEntities: 5 });
    expect(index.names.get('Q76712')).toBe('Max Wolf');
    expect(index.holds(['Q76712', 'place of birth', 'Heidelberg'])).toBe(true);
    expect(index.bySubject.get('Q76712')!.map((fact) => fact.property)).toContain('occupation');
    expect(index.types.get('Q76712')).toEqual(['human']);
  });

  it('asks for seeds when the store cannot list its entities', async () => {
    await expect(indexKnowledgeGraph(await loadKnowledgeGraph(server.endpoint))).rejects.toThrow(/cannot list its entities \(a SPARQL endpoint\); name entities to start from with --entities/);
  });

  it('links a value to the entity it names, which is what makes paths', async () => {
    const index = await indexKnowledgeGraph(await loadKnowledgeGraph('bundled'));
    const linked = index.facts.filter((fact) => fact.objectQid !== undefined);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.every((fact) => index.names.get(fact.objectQid!)!.toLowerCase() === fact.value.toLowerCase())).toBe(true);
  });
});
