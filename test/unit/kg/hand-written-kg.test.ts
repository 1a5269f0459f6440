import { describe, expect, it } from 'vitest';
import { tempFile } from '../../support/temp-file.js';
import { loadKnowledgeGraph } from '../../../retrievers/kg/load-knowledge-graph.js';
import { kgRetrieverOver } from '../../support/kg-retriever-over.js';

const file = tempFile;

describe('knowledge graphs written by hand', () => {
  it('N-Triples in the README vocabulary are found by retrieval (match keys are derived on load)', async () => {
    const nt = [
      '<http://www.wikidata.org/entity/Q9800001> <http://www.w3.org/2000/01/rdf-schema#label> "Mira Kestrel"@en .',
      '<http://www.wikidata.org/entity/Q9800001> <http://www.w3.org/2004/02/skos/core#altLabel> "M. Kestrel"@en .',
      '<http://www.wikidata.org/entity/Q9800001> <urn:citeqa:property:occupation> "cartographer" .',
    ].join('\n');
    const kg = await loadKnowledgeGraph([file('kg.nt', `${nt}\n`)]);
    expect((await kg.findEntities('mira kestrel')).map((entity) => entity.qid)).toEqual(['Q9800001']);
    expect((await kg.findEntities('M. Kestrel')).map((entity) => entity.qid)).toEqual(['Q9800001']);
    const retrieval = await (await kgRetrieverOver(kg)).retrieve('What was the occupation of Mira Kestrel?');
    expect(retrieval.entities.map((card) => card.properties.occupation)).toEqual([['cartographer']]);
  });

  it('a lone surrogate in a value or a property name loads as U+FFFD instead of failing the whole file', async () => {
    const records = [{ id: 'Q9800002', label: 'Odo Brant', claims: { ['motto \uD83D']: ['half an emoji \uDE00 here'] } }];
    const kg = await loadKnowledgeGraph([file('kg.jsonl', records.map((record) => JSON.stringify(record)).join('\n'))]);
    const card = await kg.oneHop('Q9800002');
    expect(card?.properties['motto \uFFFD']).toEqual(['half an emoji \uFFFD here']);
  });
});

describe('same-name candidates', () => {
  it("prefers the entity whose label the question says over one that only has it as an alias, and calls it no tie", async () => {
    const records = [
      { id: 'Q5', label: 'human', claims: {} },
      // The son, richer in facts, is also known by his father's name.
      { id: 'Q9800010', label: 'Tam Osk', aliases: ['Tammy Osk'], claims: { 'instance of': [{ id: 'Q5' }], occupation: ['composer', 'conductor'], father: [{ id: 'Q9800011' }], 'place of birth': ['Vell'] } },
      { id: 'Q9800011', label: 'Tammy Osk', claims: { 'instance of': [{ id: 'Q5' }], occupation: ['drummer'], child: [{ id: 'Q9800010' }] } },
    ];
    const kg = await loadKnowledgeGraph([file('kg.jsonl', records.map((record) => JSON.stringify(record)).join('\n'))]);
    const retrieval = await (await kgRetrieverOver(kg)).retrieve('What did Tammy Osk do for a living?');
    const resolution = retrieval.resolutions[0]!;
    expect(resolution.chosen).toBe('Q9800011');
    expect(resolution.tie).toBe(false);
    expect(resolution.candidates.map((candidate) => [candidate.qid, candidate.byLabel])).toEqual([
      ['Q9800011', true],
      ['Q9800010', false],
    ]);
  });
});
