import { describe, expect, it } from 'vitest';
import { containsAnswer, listedOutcomes, measureKgAnswers, type KgAnswerOutcome } from '../../../eval/kg-retrieval/kg-answer-measures.js';

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

describe('listedOutcomes', () => {
  const outcome = (id: string, ok: boolean): KgAnswerOutcome => ({ id, answerableFrom: 'kg', found: [], missing: [], ok, answer: `answer ${id}` });
  const outcomes = [outcome('t1', false), outcome('u1', false), outcome('u2', true), outcome('t2', true)];
  const testIds = new Set(['t1', 't2']);

  it('lists the misses, and counts the test half’s instead of listing them', () => {
    expect(listedOutcomes(outcomes, { details: false, showTest: false, testIds })).toEqual({ outcomes: [outcome('u1', false)], testOutcomesWithheld: 1 });
    expect(listedOutcomes(outcomes, { details: true, showTest: false, testIds })).toEqual({ outcomes: [outcome('u1', false), outcome('u2', true)], testOutcomesWithheld: 2 });
  });

  it('lists the test half too when asked to', () => {
    expect(listedOutcomes(outcomes, { details: false, showTest: true, testIds }).outcomes.map((o) => o.id)).toEqual(['t1', 'u1']);
  });
});
