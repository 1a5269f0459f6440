import { describe, expect, it } from 'vitest';
import { askedRelativeNames, kgAnswerNames } from '../../../src/pipeline/sources/both-source.js';
import type { EntityCard } from '../../../src/core/knowledge.js';
import type { Answer } from '../../../src/core/answer.js';

const kg: Answer = {
  question: 'q',
  text: '',
  strategy: 'extractive-kg',
  trace: [],
  statements: [
    {
      text: 'Raphael was a student of Pietro Perugino; his place of death is Rome.',
      citations: [
        { kind: 'triple', qid: 'Q1', property: 'student of', value: 'Pietro Perugino' },
        { kind: 'triple', qid: 'Q1', property: 'place of death', value: 'Rome' },
        { kind: 'triple', qid: 'Q1', property: 'student of', value: 'Pietro Perugino' },
      ],
    },
    {
      text: "Raphael's occupation is painter; notable work is The School of Athens; he held the position of Papal Architect.",
      citations: [
        { kind: 'triple', qid: 'Q1', property: 'occupation', value: 'painter' },
        { kind: 'triple', qid: 'Q1', property: 'notable works', value: 'The School of Athens' },
        { kind: 'triple', qid: 'Q1', property: 'position held', value: 'Papal Architect' },
        { kind: 'triple', qid: 'Q1', property: 'date_of_death', value: '1520-04-06' },
      ],
    },
    { text: 'Nothing in the knowledge graph answers "what did he die of".', citations: [{ kind: 'na' }] },
  ],
};

describe('kgAnswerNames', () => {
  it('gives each person and place the KG cited once, leaving out those the question already says', async () => {
    expect(await kgAnswerNames("Who was Raphael's teacher, and did he die in Rome?", kg)).toEqual(['Pietro Perugino']);
    expect(await kgAnswerNames("Who was Raphael's teacher?", kg)).toEqual(['Pietro Perugino', 'Rome']);
  });

  it('leaves out values that name no one the question is about: an occupation, a work, a position, a date', async () => {
    expect(await kgAnswerNames('q', { ...kg, statements: [kg.statements[2]!] })).toEqual([]);
  });

  it('gives nothing for an answer without triples', async () => {
    expect(await kgAnswerNames('q', { ...kg, statements: [kg.statements[1]!] })).toEqual([]);
  });
});

// A made-up family: one father, two children.
const cards: EntityCard[] = [
  { qid: 'Q10', name: 'Edda Vell', properties: { father: ['Olaf Vell'], child: ['Ida Brandt', 'Karl Brandt'] } },
  { qid: 'Q11', name: 'Olaf Vell', properties: { child: ['Edda Vell'] } },
];

describe('askedRelativeNames', () => {
  it("gives the one relative the question asks something of through a person the KG knows", () => {
    expect(askedRelativeNames("Aboard which ship did Edda Vell's father sail?", cards)).toEqual(['Olaf Vell']);
  });

  it('gives none for a relation of several, a relative the question names, or a question asking only the relation', () => {
    expect(askedRelativeNames("How many of Edda Vell's children died young?", cards)).toEqual([]);
    expect(askedRelativeNames("Which ship did edda vell's father olaf sail on?", cards)).toEqual([]);
    expect(askedRelativeNames("Who was Edda Vell's father?", cards)).toEqual([]);
  });
});
