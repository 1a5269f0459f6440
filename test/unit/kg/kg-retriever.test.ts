import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/config/config.js';
import { kgRetrieverOver as retrieverOver } from '../../support/kg-retriever-over.js';
import { exactMatchScore } from '../../../retrievers/kg/kg-retriever.js';
import { loadKnowledgeGraph } from '../../../retrievers/kg/load-knowledge-graph.js';

const MINI = join(PROJECT_ROOT, 'test/fixtures/kg/mini-entities.jsonl');

describe('KG retrieval and exact-match re-ranking', () => {
  it('finds the person a question names, with the one-hop card', async () => {
    const retriever = await retrieverOver(await loadKnowledgeGraph(MINI));
    const retrieval = await retriever.retrieve("Who was Ada Quill's father?");
    expect(retrieval.mentions.map((m) => m.text)).toEqual(['Ada Quill']);
    expect(retrieval.entities.map((e) => e.qid)).toEqual(['Q9100001']);
    expect(retrieval.entities[0]!.properties.father).toEqual(['Byron Quill']);
    expect(retrieval.resolutions[0]).toMatchObject({ chosen: 'Q9100001', tie: false, zeroScore: false });
  });

  it('resolves lower-case names and aliases through the gazetteer', async () => {
    const retriever = await retrieverOver(await loadKnowledgeGraph(MINI));
    const retrieval = await retriever.retrieve('what did l. van hollen compose, and who taught augusta ada quill?');
    expect(retrieval.entities.map((e) => e.qid)).toEqual(['Q9100007', 'Q9100001']);
  });

  it('picks the same-name entity whose neighbours the question mentions', async () => {
    const retriever = await retrieverOver(await loadKnowledgeGraph(MINI));
    const astronomer = await retriever.retrieve('Which university employed Max Stern, born in Heidelberg, the astronomer?');
    const resolution = astronomer.resolutions.find((r) => r.mention.text === 'Max Stern')!;
    expect(resolution.chosen).toBe('Q9100005');
    expect(resolution.candidates.map((c) => [c.qid, c.score])).toEqual([
      ['Q9100005', 2],
      ['Q9100006', 0],
    ]);
    expect(resolution.candidates[0]!.matchedValues.sort()).toEqual(['Heidelberg', 'astronomer']);
    const gymnast = await retriever.retrieve('Did Max Stern of TV Jahn win medals?');
    expect(gymnast.entities.map((e) => e.qid)).toContain('Q9100006');
  });

  it('reports a tie and a zero score instead of hiding them', async () => {
    const retriever = await retrieverOver(await loadKnowledgeGraph(MINI));
    const retrieval = await retriever.retrieve('Who was Max Stern?');
    const [resolution] = retrieval.resolutions;
    expect(resolution).toMatchObject({ tie: true, zeroScore: true });
    // The tie is broken towards the richer graph: the astronomer has 4 facts, the gymnast 3.
    expect(resolution!.candidates).toHaveLength(2);
    expect(resolution!.chosen).toBe('Q9100005');
  });

  it('filters same-name candidates by the mention type (person → human)', async () => {
    const retriever = await retrieverOver(await loadKnowledgeGraph(MINI));
    const retrieval = await retriever.retrieve('Where is Port Mallow?');
    const [resolution] = retrieval.resolutions;
    // Gazetteer says both a city and an album are called so; the mention is typed as a place, so no person filter applies.
    expect(resolution!.candidates.map((c) => c.qid).sort()).toEqual(['Q9100010', 'Q9100020']);
    const typeless = await retrieverOver(await loadKnowledgeGraph(MINI), { typeFilter: false });
    expect((await typeless.retrieve('Where is Port Mallow?')).resolutions[0]!.filteredOut).toEqual([]);
  });

  it('keeps every value of a multi-valued property unless asked for the first only', async () => {
    const all = await retrieverOver(await loadKnowledgeGraph(MINI));
    const first = await retrieverOver(await loadKnowledgeGraph(MINI), { firstValueOnly: true });
    expect((await all.retrieve('Who was Ada Quill?')).entities[0]!.properties.child).toHaveLength(2);
    expect((await first.retrieve('Who was Ada Quill?')).entities[0]!.properties.child).toHaveLength(1);
  });

  it('takes each entity once even when two mentions name it', async () => {
    const retriever = await retrieverOver(await loadKnowledgeGraph(MINI));
    const retrieval = await retriever.retrieve('Is Ada Quill the same person as Augusta Ada Quill?');
    expect(retrieval.entities.map((e) => e.qid)).toEqual(['Q9100001']);
  });

  it('returns no entity when no name matches', async () => {
    const retriever = await retrieverOver(await loadKnowledgeGraph(MINI));
    const retrieval = await retriever.retrieve('What is the capital of Atlantis?');
    expect(retrieval.entities).toEqual([]);
    expect(retrieval.resolutions.map((r) => r.candidates.length)).toEqual([0]);
  });
});

describe('exact-match score', () => {
  const card = { qid: 'Q1', name: 'Max Stern', properties: { 'given name': ['Max'], employer: ['Heidelberg University'], occupation: ['astronomer'] } };
  it('counts neighbouring values found in the normalised question, not parts of the name itself', () => {
    expect(exactMatchScore(card, 'Was Max Stern an Astronomer at the Heidelberg University?', 'Max Stern')).toEqual({
      score: 2,
      matched: ['astronomer', 'Heidelberg University'],
    });
  });
  it('lists what it matched in the order the question says it, whatever the store’s order of properties', () => {
    const reordered = { ...card, properties: { occupation: ['astronomer'], employer: ['Heidelberg University'], 'given name': ['Max'] } };
    const question = 'Did Max Stern leave Heidelberg University to work as an astronomer?';
    expect(exactMatchScore(card, question, 'Max Stern').matched).toEqual(['Heidelberg University', 'astronomer']);
    expect(exactMatchScore(reordered, question, 'Max Stern').matched).toEqual(['Heidelberg University', 'astronomer']);
  });
  it('matches on word boundaries only', () => {
    expect(exactMatchScore(card, 'Was Max Stern an astronomers fan?', 'Max Stern').score).toBe(0);
  });
});
