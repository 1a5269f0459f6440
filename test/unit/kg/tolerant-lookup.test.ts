import { describe, expect, it } from 'vitest';
import { allowedEdits, createTolerantLookup, editDistance, foldName, nameDistance } from '../../../retrievers/kg/tolerant-lookup.js';
import type { KnowledgeGraph } from '../../../src/core/knowledge-graph.js';

const entity = (qid: string, label: string, aliases: string[] = []) => ({ qid, label, aliases, types: ['human'] });
const kg = (entities: ReturnType<typeof entity>[], listable = true): KnowledgeGraph => ({
  name: 'test',
  findEntities: async () => [],
  entityTypes: async () => [],
  oneHop: async () => undefined,
  ...(listable ? { listEntities: async () => entities } : {}),
});

describe('tolerant entity lookup', () => {
  it('folds accents, case and punctuation, and counts a swap of neighbours as one edit', () => {
    expect(foldName('  Andrés  SEGOVIA ')).toBe('andres segovia');
    expect(foldName('J. R. R. Tolkien')).toBe('j r r tolkien');
    expect(editDistance('curei', 'curie')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', 'abcdef', 1)).toBe(2);
    expect([allowedEdits('ada'), allowedEdits('marie curie'), allowedEdits('andres segovia')]).toEqual([0, 1, 2]);
  });

  it('reads a mention as the nearest label or alias, and says how far it was', async () => {
    const lookup = createTolerantLookup(kg([entity('Q1', 'Marie Curie', ['Maria Skłodowska']), entity('Q2', 'Andrés Segovia'), entity('Q3', 'Pierre Curie')]));
    expect(await lookup('Andres Segovia')).toEqual({ entities: [entity('Q2', 'Andrés Segovia')], readAs: 'Andrés Segovia', distance: 0 });
    expect(await lookup('Marie Curei')).toMatchObject({ entities: [{ qid: 'Q1' }], readAs: 'Marie Curie', distance: 1 });
    // ł is a letter of its own, not l with an accent: one edit.
    expect(await lookup('Maria Sklodowska')).toMatchObject({ entities: [{ qid: 'Q1' }], readAs: 'Maria Skłodowska', distance: 1 });
  });

  it('reads a surname alone as every person whose full name ends with it, and nothing else', async () => {
    const place = { qid: 'Q9', label: 'Port Quill', aliases: [], types: ['city'] };
    const lookup = createTolerantLookup(kg([entity('Q1', 'Ada Quill'), entity('Q2', 'Byron Quill'), entity('Q3', 'Marie Curie'), place]));
    const found = await lookup('Quill');
    expect(found).toMatchObject({ surname: true, distance: 0 });
    expect(found!.entities.map((e) => e.qid)).toEqual(['Q1', 'Q2']);
    expect(await lookup('curie')).toMatchObject({ surname: true, entities: [{ qid: 'Q3' }] });
    expect(await lookup('Marie')).toBeUndefined();
  });

  it('never changes a word that tells people apart: a Roman numeral, a number or a short word', () => {
    expect(nameDistance('constantine iv', 'constantine ii')).toBeUndefined();
    expect(nameDistance('liu yan', 'liu yuan')).toBeUndefined();
    expect(nameDistance('macrianus minor', 'macrianus major')).toBeUndefined();
    expect(nameDistance('pope pius 12', 'pope pius 11')).toBeUndefined();
    expect(nameDistance('marie curei', 'marie curie')).toBe(1);
    expect(nameDistance('marie curie', 'curie')).toBeUndefined();
  });

  it('leaves short names, far names and stores that cannot list their entities alone', async () => {
    const lookup = createTolerantLookup(kg([entity('Q1', 'Plato'), entity('Q2', 'Ada Quill')]));
    expect(await lookup('Pluto')).toMatchObject({ readAs: 'Plato', distance: 1 });
    expect(await lookup('Ada')).toBeUndefined();
    expect(await lookup('Isaac Newton')).toBeUndefined();
    expect(await createTolerantLookup(kg([entity('Q1', 'Marie Curie')], false))('Marie Curei')).toBeUndefined();
  });
});

describe('descriptor words in same-name re-ranking', () => {
  it('finds the question’s words inside an entity’s values, beyond the mention', async () => {
    const { descriptorMatches } = await import('../../../retrievers/kg/kg-retriever.js');
    const guitarist = { qid: 'Q2', name: 'John Williams', properties: { occupation: ['classical guitarist'], 'student of': ['Andrés Segovia'] } };
    const composer = { qid: 'Q1', name: 'John Williams', properties: { occupation: ['composer', 'conductor'] } };
    const question = 'Who taught John Williams the guitarist?';
    expect(descriptorMatches(guitarist, question, 'John Williams')).toEqual(['guitarist']);
    expect(descriptorMatches(composer, question, 'John Williams')).toEqual([]);
  });
});
