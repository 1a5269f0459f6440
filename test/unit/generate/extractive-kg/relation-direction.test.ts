import { describe, expect, it } from 'vitest';
import type { EntityCard } from '../../../../src/core/knowledge.js';
import { askedRelations, narrowByRelation } from '../../../../src/generate/extractive-kg/relation-direction.js';

const plato: EntityCard = { qid: 'Q6', name: 'Plato', aliases: ['Aristocles'], properties: {} };

describe('askedRelations', () => {
  it('maps relation words to the exact labels they ask for', () => {
    expect([...askedRelations('Who was the teacher of Plato?', ['teacher'], plato)]).toEqual(['student of']);
    expect([...askedRelations('Who were the students of Plato?', ['students'], plato)]).toEqual(['student']);
    expect([...askedRelations('Whose student was Plato?', ['student'], plato)]).toEqual(['student of']);
    expect([...askedRelations('Who were the parents of Plato?', ['parents'], plato)]).toEqual(['father', 'mother']);
    expect(askedRelations('Where was Plato born?', ['born'], plato).size).toBe(0);
  });

  it('reads "whose R" as the inverse of R, stated on the entity\'s own card', () => {
    expect([...askedRelations('Whose pupil was Plato?', ['pupil'], plato)]).toEqual(['student of']);
    expect([...askedRelations('Whose teacher was Plato?', ['teacher'], plato)]).toEqual(['student']);
    expect([...askedRelations('Whose son was Plato?', ['son'], plato)]).toEqual(['father', 'mother']);
    expect([...askedRelations('Whose father was Plato?', ['father'], plato)]).toEqual(['child']);
    expect([...askedRelations('Whose wife was Xanthippe?', ['wife'], plato)]).toEqual(['spouse']);
  });

  it('reads "R of which / whom" as the inverse of R too, and "R of <name>" as R', () => {
    expect([...askedRelations('Plato was a pupil of which philosopher?', ['pupil', 'philosopher'], plato)]).toEqual(['student of']);
    expect([...askedRelations('Plato was the son of whom?', ['son'], plato)]).toEqual(['father', 'mother']);
    expect([...askedRelations('Who was a pupil of Plato?', ['pupil'], plato)]).toEqual(['student']);
    expect([...askedRelations("Who were Plato's apprentices?", ['apprentices'], plato)]).toEqual(['student']);
  });

  it('reads a verb of the verb table by its voice, and its noun namesake as a relation word', () => {
    expect([...askedRelations('Whom did Plato mentor?', ['mentor'], plato)]).toEqual(['student']);
    expect([...askedRelations('Who was the mentor of Plato?', ['mentor'], plato)]).toEqual(['student of']);
    expect([...askedRelations('Who was taught by Plato?', ['taught'], plato)]).toEqual(['student']);
  });
});

describe('narrowByRelation', () => {
  const facts = [
    { card: plato, property: 'student', value: 'Aristotle' },
    { card: plato, property: 'student of', value: 'Socrates' },
    { card: plato, property: 'occupation', value: 'philosopher' },
  ];

  it('drops relation facts of the other direction and keeps facts that are no relation', () => {
    expect(narrowByRelation('Who taught Plato?', ['taught'], facts).map((f) => f.value)).toEqual(['Socrates', 'philosopher']);
    expect(narrowByRelation('Whom did Plato teach?', ['teach'], facts).map((f) => f.value)).toEqual(['Aristotle', 'philosopher']);
  });

  it('keeps everything when no relation is asked', () => {
    expect(narrowByRelation('What did Plato do?', ['do'], facts)).toEqual(facts);
  });
});

describe('narrowByRelation keeps what the question links otherwise', () => {
  const son: EntityCard = { qid: 'Q7', name: 'Giovanni Simeone', properties: {} };
  const facts = [
    { card: son, property: 'father', value: 'Diego Simeone' },
    { card: son, property: 'mother', value: 'Carolina Baldini' },
  ];

  it('keeps a relation fact whose value the question names', () => {
    const text = 'How did Diego Simeone influence his son, Giovanni Simeone';
    expect(narrowByRelation(text, ['influence', 'son'], facts).map((f) => f.value)).toEqual(['Diego Simeone']);
  });

  it('narrows nothing when the question asks for family broadly', () => {
    expect(narrowByRelation('How did the family of Giovanni Simeone and his brother', ['family', 'brother'], facts)).toEqual(facts);
  });
});
