import { describe, expect, it } from 'vitest';
import { kgAnswerNames } from '../../../src/pipeline/sources/both-source.js';
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
    { text: 'Nothing in the knowledge graph answers "what did he die of".', citations: [{ kind: 'na' }] },
  ],
};

describe('kgAnswerNames', () => {
  it('gives each value the KG cited once, leaving out those the question already says', () => {
    expect(kgAnswerNames("Who was Raphael's teacher, and did he die in Rome?", kg)).toEqual(['Pietro Perugino']);
    expect(kgAnswerNames("Who was Raphael's teacher?", kg)).toEqual(['Pietro Perugino', 'Rome']);
  });

  it('gives nothing for an answer without triples', () => {
    expect(kgAnswerNames('q', { ...kg, statements: [kg.statements[1]!] })).toEqual([]);
  });
});
