import { describe, expect, it } from 'vitest';
import type { EntityCard } from '../../../../src/core/knowledge.js';
import { factStatements, pluralLabel, readableValue, singularLabel } from '../../../../src/generate/extractive-kg/fact-sentence.js';

const plato: EntityCard = { qid: 'Q6', name: 'Plato', properties: {} };
const fact = (property: string, value: string) => ({ card: plato, property, value });

describe('pluralLabel', () => {
  it('puts the head noun of a label in the plural', () => {
    expect(pluralLabel('child')).toBe('children');
    expect(pluralLabel('place of birth')).toBe('places of birth');
    expect(pluralLabel('country of citizenship')).toBe('countries of citizenship');
    expect(pluralLabel('award received')).toBe('awards received');
    expect(pluralLabel('position held')).toBe('positions held');
    expect(pluralLabel('occupation')).toBe('occupations');
    expect(pluralLabel('notable works')).toBe('notable works');
    expect(pluralLabel('languages spoken')).toBe('languages spoken');
  });
});

describe('singularLabel', () => {
  it('puts a plural head noun in the singular and leaves the rest alone', () => {
    expect(singularLabel('languages spoken')).toBe('language spoken');
    expect(singularLabel('notable works')).toBe('notable work');
    expect(singularLabel('place of birth')).toBe('place of birth');
    expect(singularLabel('sex or gender')).toBe('sex or gender');
    expect(singularLabel('alias')).toBe('alias');
    expect(singularLabel('status')).toBe('status');
  });
});

describe('readableValue', () => {
  it('reads only a year-precision date before the common era', () => {
    expect(readableValue('-0470-01-01')).toBe('470 BC');
    expect(readableValue('-0044-01-01')).toBe('44 BC');
    expect(readableValue('-0044-03-15')).toBe('-0044-03-15');
    expect(readableValue('1500-01-01')).toBe('1500-01-01');
    expect(readableValue('Ancient Greek')).toBe('Ancient Greek');
  });
});

describe('factStatements', () => {
  it('says what an entity has with "is" or "are" and the plural label', () => {
    expect(factStatements([fact('date_of_birth', '428 BC'), fact('student', 'Aristotle'), fact('student', 'Xenocrates')])).toEqual([
      {
        text: "Plato's date of birth is 428 BC; students are Aristotle and Xenocrates.",
        citations: [
          { kind: 'triple', qid: 'Q6', property: 'date_of_birth', value: '428 BC' },
          { kind: 'triple', qid: 'Q6', property: 'student', value: 'Aristotle' },
          { kind: 'triple', qid: 'Q6', property: 'student', value: 'Xenocrates' },
        ],
      },
    ]);
  });

  it('says role and verb labels as predicates, in a sentence citing only their triples', () => {
    const statements = factStatements([
      fact('student of', 'Socrates'),
      fact('father', 'Ariston'),
      fact('award received', 'Olympic laurel'),
      fact('killed by', 'nobody'),
      fact('position held', 'teacher'),
    ]);
    expect(statements.map((s) => s.text)).toEqual([
      "Plato's father is Ariston.",
      'Plato was a student of Socrates, received Olympic laurel, was killed by nobody and held the position of teacher.',
    ]);
    expect(statements[0]!.citations).toEqual([{ kind: 'triple', qid: 'Q6', property: 'father', value: 'Ariston' }]);
    expect(statements[1]!.citations.map((c) => (c.kind === 'triple' ? c.property : c.kind))).toEqual([
      'student of',
      'award received',
      'killed by',
      'position held',
    ]);
  });

  it('writes a year before the common era as readers do and cites the stored value', () => {
    const [statement] = factStatements([fact('date_of_death', '-0348-01-01')]);
    expect(statement!.text).toBe("Plato's date of death is 348 BC.");
    expect(statement!.citations).toEqual([{ kind: 'triple', qid: 'Q6', property: 'date_of_death', value: '-0348-01-01' }]);
  });

  it('says nothing about no facts', () => {
    expect(factStatements([])).toEqual([]);
  });
});
