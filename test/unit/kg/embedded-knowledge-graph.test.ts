import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { createEmbeddedKnowledgeGraphFromRecords, createEmbeddedKnowledgeGraph } from '../../../retrievers/kg/embedded-knowledge-graph.js';
import { loadEmbeddedKnowledgeGraph, loadKnowledgeGraph } from '../../../retrievers/kg/load-knowledge-graph.js';
import { PROJECT_ROOT } from '../../../src/config/config.js';
import { sharedData } from '../../support/shared-data.js';

const MINI = join(PROJECT_ROOT, 'test/fixtures/kg/mini-entities.jsonl');
const MINI_BIOKALMA = join(PROJECT_ROOT, 'test/fixtures/kg/mini-biokalma.json');

describe('embedded knowledge graph (oxigraph) from entity records', () => {
  it('finds entities by label or alias, ignoring case unless asked not to', async () => {
    const kg = await loadKnowledgeGraph(MINI);
    expect((await kg.findEntities('ada quill')).map((c) => c.qid)).toEqual(['Q9100001']);
    expect((await kg.findEntities('Augusta Ada Quill')).map((c) => c.qid)).toEqual(['Q9100001']);
    expect(await kg.findEntities('ada quill', { caseSensitive: true })).toEqual([]);
    expect((await kg.findEntities('Ada Quill', { caseSensitive: true })).map((c) => c.qid)).toEqual(['Q9100001']);
    expect(await kg.findEntities('Nobody Atall')).toEqual([]);
  });

  it('returns every same-name entity with its types', async () => {
    const kg = await loadKnowledgeGraph(MINI);
    const found = await kg.findEntities('Max Stern');
    expect(found.map((c) => c.qid).sort()).toEqual(['Q9100005', 'Q9100006']);
    expect(found.every((c) => c.types.includes('human'))).toBe(true);
    expect((await kg.findEntities('Port Mallow')).map((c) => c.types[0]).sort()).toEqual(['album', 'city']);
  });

  it('gives the one-hop card with every value of multi-valued properties, linked values as labels', async () => {
    const kg = await loadKnowledgeGraph(MINI);
    const card = await kg.oneHop('Q9100001');
    expect(card?.name).toBe('Ada Quill');
    expect(card?.aliases).toEqual(['Augusta Ada Quill']);
    expect(card?.properties.father).toEqual(['Byron Quill']);
    expect(card?.properties.child).toEqual(['Anne Isabella Quill', 'Byron King Quill']);
    expect(card?.properties.occupation).toEqual(['mathematician', 'writer']);
    expect(card?.properties['notable work']).toEqual(['Notes on the "Analytical" Engine, Part 1: Sketches']);
    expect(card?.properties['instance of']).toEqual(['human']);
    // Properties come back in the order the source listed them.
    expect(Object.keys(card!.properties).slice(0, 4)).toEqual(['instance of', 'sex or gender', 'father', 'mother']);
    expect(await kg.oneHop('Q123')).toBeUndefined();
  });

  it('gives the description the source holds on the card, and none where it holds none', async () => {
    const kg = await loadKnowledgeGraph(MINI);
    expect((await kg.oneHop('Q9100001'))?.description).toBe('fictional mathematician used in CiteQA tests');
    expect(await kg.oneHop('Q9100002')).not.toHaveProperty('description');
  });

  it('rejects a malformed entity id instead of building a query from it', async () => {
    const kg = await loadKnowledgeGraph(MINI);
    await expect(kg.oneHop('Q1> } ?s ?p ?o')).rejects.toThrow(InputError);
  });

  it('lists entities for the gazetteer', async () => {
    const kg = await loadKnowledgeGraph(MINI);
    const entities = await kg.listEntities!();
    expect(entities).toHaveLength(13);
    expect(entities.find((e) => e.qid === 'Q9100007')).toMatchObject({ label: 'Ludwig van Hollen', aliases: ['L. van Hollen'], types: ['human'] });
  });

  it('round-trips through an N-Triples dump (oxigraph cannot persist in Node)', async () => {
    const kg = await loadEmbeddedKnowledgeGraph([MINI]);
    const dir = mkdtempSync(join(tmpdir(), 'citeqa-kg-'));
    writeFileSync(join(dir, 'mini.nt'), kg.dump());
    const reloaded = await loadKnowledgeGraph(join(dir, 'mini.nt'));
    expect(await reloaded.oneHop('Q9100001')).toEqual(await kg.oneHop('Q9100001'));
    // A directory source loads every file in it.
    expect((await (await loadKnowledgeGraph(dir)).findEntities('max stern')).length).toBe(2);
  });

  it('explains a missing or unknown source in one line', async () => {
    await expect(loadKnowledgeGraph('/no/such/kg.jsonl')).rejects.toThrow(/no such file or directory/);
    expect(() => loadKnowledgeGraph(['wikidata', MINI])).toThrow(/cannot be combined/);
    await expect(loadKnowledgeGraph(join(PROJECT_ROOT, 'package.json'))).rejects.toThrow(/not a BioKaLMA file/);
  });
});

describe('SPARQL strings are escaped', () => {
  const evil = [
    'Evil "} UNION { ?entity ?p ?o } #',
    'Back\\slash\\',
    "O'Brien \"the\" Great",
    'Two\nLines\r\tand tab',
  ];
  const kg = createEmbeddedKnowledgeGraphFromRecords(
    'evil',
    evil.map((label, index) => ({ id: `Q${index + 1}`, label, claims: { note: [label] } })).concat([
      { id: 'Q99', label: 'Innocent', claims: { note: ['x'] } },
    ]),
  );

  it.each(evil.map((label, index) => [label, `Q${index + 1}`]))('%j is looked up as one literal', async (label, qid) => {
    expect((await kg.findEntities(label)).map((c) => c.qid)).toEqual([qid]);
    expect((await kg.findEntities(label, { caseSensitive: true })).map((c) => c.qid)).toEqual([qid]);
    expect((await kg.oneHop(qid))?.properties.note).toEqual([label]);
  });

  it('an injection attempt that is not a label matches nothing', async () => {
    expect(await kg.findEntities('x" } UNION { ?entity ?p ?o } #')).toEqual([]);
    expect(await kg.findEntities('x" } UNION { ?entity ?p ?o } #', { caseSensitive: true })).toEqual([]);
  });

  it('loads N-Triples text directly', async () => {
    const direct = createEmbeddedKnowledgeGraph('nt', [
      '<http://www.wikidata.org/entity/Q7> <http://www.w3.org/2000/01/rdf-schema#label> "Seven"@en .\n' +
        '<http://www.wikidata.org/entity/Q7> <urn:citeqa:property:colour> "blue" .\n' +
        '<urn:citeqa:property:colour> <http://www.w3.org/2000/01/rdf-schema#label> "colour"@en .\n',
    ]);
    expect(await direct.oneHop('Q7')).toEqual({ qid: 'Q7', name: 'Seven', properties: { colour: ['blue'] } });
    // Without our match keys, a case-sensitive lookup still works through the labels.
    expect((await direct.findEntities('Seven', { caseSensitive: true })).map((c) => c.qid)).toEqual(['Q7']);
  });
});

describe('BioKaLMA JSON as a knowledge graph', () => {
  it('turns qid/name into the subject and links values that name a loaded entity', async () => {
    const kg = await loadKnowledgeGraph(MINI_BIOKALMA);
    const ada = await kg.oneHop('Q9100001');
    expect(ada).toMatchObject({ qid: 'Q9100001', name: 'Ada Quill' });
    // Union of the two questions' cards for the same entity.
    expect(ada?.properties['educated at']).toEqual(['Heidelberg University']);
    expect(ada?.properties.father).toEqual(['Byron Quill']);
    expect(await kg.entityTypes('Q9100001')).toEqual(['human']);
    expect(ada?.properties.name).toBeUndefined();
    expect(ada?.properties.qid).toBeUndefined();
  });

  it('unions the two dev files without duplicating entities', async () => {
    const kg = await loadKnowledgeGraph([sharedData('biokalma/specific.dev.json'), sharedData('biokalma/general.dev.json')]);
    const entities = await kg.listEntities!();
    const humans = entities.filter((e) => e.qid !== 'Q5');
    expect(new Set(humans.map((e) => e.qid)).size).toBe(humans.length);
    expect(humans.length).toBe(786);
    const sameName = await kg.findEntities('Max Wolf');
    expect(sameName.map((c) => c.qid).sort()).toEqual(['Q4124764', 'Q76712']);
  });
});
