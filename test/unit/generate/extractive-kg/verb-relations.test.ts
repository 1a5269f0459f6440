import { describe, expect, it } from 'vitest';
import type { EntityCard } from '../../../../src/core/knowledge.js';
import { extractiveKgStrategy } from '../../../../src/generate/extractive-kg/extractive-kg-strategy.js';
import { relationVerbsIn, verbAskedProperties } from '../../../../src/generate/extractive-kg/verb-relations.js';
import { createWordHashEmbedder } from './word-hash-embedder.js';

// Made-up people: the table's verbs are read from the sentence, whatever the names.
const ines: EntityCard = { qid: 'Q1', name: 'Ines Varga', aliases: ['Ines'], properties: {} };
const asked = (text: string): string[] => [...verbAskedProperties(text, ines)];

describe('verbAskedProperties', () => {
  it.each([
    // The entity is whom the verb is done to: the property on that side.
    ['Who taught Ines Varga?', ['student of']],
    ['By whom was Ines Varga tutored?', ['student of']],
    ['Who was Ines mentored by?', ['student of']],
    ['Ines Varga was taught by whom?', ['student of']],
    ['Who had Ines Varga been taught by?', ['student of']],
    ['Who supervised Ines Varga?', ['doctoral advisor']],
    ['Who fathered Ines Varga?', ['father']],
    ['Who succeeded Ines Varga as abbess?', ['succeeded by']],
    // The entity does the verb.
    ['Whom did Ines Varga teach?', ['student']],
    ['Which pupils has Ines tutored?', ['student']],
    ['Who was supervised by Ines Varga?', ['doctoral student']],
    ['Who were taught by Ines Varga at the conservatory?', ['student']],
    ['How many children did Ines Varga father?', ['child']],
    ['Whom did Ines Varga succeed?', ['succeeds']],
    // Learning is being taught, seen from the pupil.
    ['Under whom did Ines Varga learn the piano?', ['student of']],
    // Studying is, with a preposition that introduces the teacher.
    ['Who studied with Ines Varga?', ['student']],
    ['Under whom did Ines Varga study?', ['student of']],
    ['Who did Ines Varga study with?', ['student of']],
    // Symmetric: either side asks for the spouse.
    ['Whom did Ines Varga marry?', ['spouse']],
    ['Who married Ines Varga?', ['spouse']],
  ])('%s → %j', (question, properties) => {
    expect(asked(question)).toEqual(properties);
  });

  it('reads the voice in the verb\'s own clause ("the woman who taught X" is active)', () => {
    expect(asked('Who was the woman who taught Ines Varga?')).toEqual(['student of']);
  });

  it('asks nothing without a table verb, for a noun namesake, or without the entity', () => {
    expect(asked('Where was Ines Varga born?')).toEqual([]);
    // "study" names a teacher only with its preposition.
    expect(asked('Where did Ines Varga study?')).toEqual([]);
    expect(asked('What did Ines Varga study at Tarrow?')).toEqual([]);
    expect(asked('Who was the father of Ines Varga?')).toEqual([]);
    expect(asked('Who was the mentor of Ines Varga?')).toEqual([]);
    expect(asked('Who taught Lotte Brandt?')).toEqual([]);
    // After a passive verb only "by" introduces whom does it.
    expect(asked('Who was taught alongside Ines Varga?')).toEqual([]);
  });
});

describe('relationVerbsIn', () => {
  it('finds every inflection by lemma, in context', () => {
    expect([...relationVerbsIn('Who taught Ines and whom did she teach?').keys()]).toEqual(['taught', 'teach']);
    expect(relationVerbsIn('Who tutored Ines?').get('tutored')).toEqual({ subject: 'student', object: 'student of' });
    expect(relationVerbsIn('Ines Varga wed which man?').get('wed')).toEqual({ subject: 'spouse', object: 'spouse' });
    expect(relationVerbsIn('Who was the father of Ines?').size).toBe(0);
  });
});

describe('extractive-kg answers by a table verb\'s side', () => {
  const king: EntityCard = {
    qid: 'Q20',
    name: 'Ottokar Brenn',
    properties: {
      succeeds: ['Ulrich Brenn'],
      'succeeded by': ['Wenzel Brenn'],
      'doctoral advisor': ['Hedda Moll'],
      'doctoral student': ['Jan Fiala'],
      spouse: ['Runa Brenn'],
      child: ['Wenzel Brenn'],
    },
  };
  const cited = async (question: string) =>
    (await extractiveKgStrategy.answer(question, { entities: [king] }, { embedder: createWordHashEmbedder() })).statements
      .flatMap((statement) => statement.citations)
      .map((citation) => (citation.kind === 'triple' ? `${citation.property}: ${citation.value}` : citation.kind));

  it.each([
    ['Who succeeded Ottokar Brenn?', ['succeeded by: Wenzel Brenn']],
    ['Whom did Ottokar Brenn succeed?', ['succeeds: Ulrich Brenn']],
    ['Who supervised Ottokar Brenn?', ['doctoral advisor: Hedda Moll']],
    ['Who was supervised by Ottokar Brenn?', ['doctoral student: Jan Fiala']],
    ['Whom did Ottokar Brenn marry?', ['spouse: Runa Brenn']],
  ])('%s cites %j', async (question, triples) => {
    expect(await cited(question)).toEqual(triples);
  });
});

describe('an idiom of a table verb', () => {
  it.each([
    ['Who did Ines Varga tie the knot with?', ['spouse']],
    ['Who did Ines get hitched to?', ['spouse']],
    // The same words in no idiom state no relation.
    ['Who tied the rope for Ines Varga?', []],
  ])('%s → %j', (question, properties) => {
    expect(asked(question)).toEqual(properties);
  });
});
