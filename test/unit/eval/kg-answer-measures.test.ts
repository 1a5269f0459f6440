import { describe, expect, it } from 'vitest';
import { containsAnswer, measureKgAnswers } from '../../../eval/kg-retrieval/kg-answer-measures.js';

describe('measureKgAnswers', () => {
  it('counts a kg question answered only when every gold answer occurs, and a none question when it says [NA]', async () => {
    const answers: Record<string, string> = {
      'Who were the children?': "X's child are Maria Anna Mozart and Wolfgang Amadeus Mozart [Q1, child: Maria Anna Mozart].",
      'Who taught?': "X's student of is Plato [Q2, student of: Plato].",
      'Favourite food?': 'Nothing in the knowledge graph answers "Favourite food" [NA].',
      'Dogs?': "X's father is Robert [Q3, father: Robert].",
    };
    const report = await measureKgAnswers(
      [
        { id: 'a', question: 'Who were the children?', answerable_from: 'kg', answers: ['Wolfgang Amadeus Mozart', 'Maria Anna Mozart'] },
        { id: 'b', question: 'Who taught?', answerable_from: 'kg', answers: ['Socrates'] },
        { id: 'c', question: 'Favourite food?', answerable_from: 'none', answers: [] },
        { id: 'd', question: 'Dogs?', answerable_from: 'none', answers: [] },
        { id: 'e', question: 'From passages', answerable_from: 'passages', answers: ['x'] },
      ],
      async (question) => answers[question]!,
    );
    expect(report.kg).toEqual({ questions: 2, fullyAnswered: 1, answerRecall: 0.5 });
    expect(report.none).toEqual({ questions: 2, withNa: 1 });
    expect(report.outcomes.map((o) => [o.id, o.ok])).toEqual([['a', true], ['b', false], ['c', true], ['d', false]]);
    expect(report.outcomes[1]!.missing).toEqual(['Socrates']);
  });

  it('matches SQuAD-normalised on word boundaries', () => {
    expect(containsAnswer('The Democratic Party.', 'democratic party')).toBe(true);
    expect(containsAnswer('Platonic', 'Plato')).toBe(false);
  });
});
