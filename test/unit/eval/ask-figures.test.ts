import { describe, expect, it } from 'vitest';
import type { Citation, Statement } from '../../../src/core/answer.js';
import { askFigures, contentWords, scoreAnswer, type FigureQuestion } from '../../../eval/ask-modes/ask-figures.js';

const na: Citation = { kind: 'na' };
const passage = (index: number): Citation => ({ kind: 'passage', index });
const triple: Citation = { kind: 'triple', qid: 'Q9000071', property: 'sibling', value: 'Emily Brontë' };
const answerOf = (...statements: Statement[]) => ({ text: statements.map((s) => s.text).join(' '), statements });
const say = (text: string, ...citations: Citation[]): Statement => ({ text, citations });

const sisters: FigureQuestion = { id: 'a', question: 'Who were the sisters of Charlotte Brontë?', answerable_from: 'kg', answers: ['Emily Brontë', 'Anne Brontë'] };
const food: FigureQuestion = { id: 'n', question: "What was Marie Curie's favourite food?", answerable_from: 'none', answers: [] };

describe('scoreAnswer', () => {
  it('counts an answerable question only when every gold answer occurs, SQuAD-normalised', () => {
    const both = answerOf(say('Charlotte Brontë had the siblings emily brontë and Anne Brontë.', triple));
    const one = answerOf(say('Charlotte Brontë had the sibling Emily Brontë.', triple));
    expect(scoreAnswer(sisters, both).ok).toBe(true);
    expect(scoreAnswer(sisters, one).ok).toBe(false);
  });

  it('counts an unanswerable question only when every statement cites [NA] and nothing else', () => {
    const naOnly = answerOf(say('Nothing in the knowledge graph answers it.', na), say('None of the passages answers it.', na));
    const naPlusClaim = answerOf(say('Nothing in the knowledge graph answers it.', na), say('She died in July 1934 at Passy.', passage(1)));
    const naMixed = answerOf(say('She liked food.', na, passage(2)));
    const empty = answerOf();
    expect(scoreAnswer(food, naOnly).ok).toBe(true);
    expect(scoreAnswer(food, naPlusClaim).ok).toBe(false);
    expect(scoreAnswer(food, naMixed).ok).toBe(false);
    expect(scoreAnswer(food, empty).ok).toBe(false);
  });

  it('flags a claim sentence with neither a question word nor a gold answer, and never an [NA] sentence', () => {
    const answer = answerOf(
      say('Nothing in the knowledge graph answers it.', na),
      // "sister" meets "sisters" through the stemmer: on topic.
      say('As children she and her sister Anne invented Gondal.', passage(3)),
      // Holds a gold answer but no question word: on topic.
      say('Anne Brontë died in Scarborough.', passage(4)),
      // The dangling pronoun sentence: neither.
      say('He died at Down House in April 1882.', passage(1)),
    );
    const outcome = scoreAnswer(sisters, answer);
    expect(outcome.claimSentences).toBe(3);
    expect(outcome.offTopicSentences).toEqual(['He died at Down House in April 1882.']);
  });

  it('matches question words across case and accents but not stop words', () => {
    expect(contentWords('Who were the sisters of Charlotte Bronte?')).toEqual(contentWords('SISTER charlotte brontë'));
    expect(contentWords('Who was it that did this?').size).toBe(0);
  });
});

describe('askFigures', () => {
  it('computes the three shares over hand-built answers, in percent with one decimal', () => {
    const naOnly = answerOf(say('Nothing answers it.', na));
    const figures = askFigures([
      { item: sisters, answer: answerOf(say('Her sisters were Emily Brontë and Anne Brontë.', triple)) },
      { item: { ...sisters, id: 'b' }, answer: answerOf(say('Her sister was Emily Brontë.', triple), say('The vehicles became known as petites Curies.', passage(2))) },
      { item: { ...sisters, id: 'c' }, answer: naOnly },
      { item: food, answer: naOnly },
      { item: { ...food, id: 'm' }, answer: answerOf(say('Marie Curie was born in Warsaw.', passage(1))) },
    ]);
    expect(figures.goldPresent).toEqual({ count: 1, of: 3, percent: 33.3 });
    expect(figures.naOnly).toEqual({ count: 1, of: 2, percent: 50 });
    // Claims: a(1) + b(2) + m(1) = 4; only "petites Curies" says nothing the question or its gold answers say.
    expect(figures.offTopic).toEqual({ count: 1, of: 4, percent: 25 });
  });

  it('gives null shares for an empty set rather than dividing by zero', () => {
    const figures = askFigures([]);
    expect([figures.goldPresent.percent, figures.naOnly.percent, figures.offTopic.percent]).toEqual([null, null, null]);
  });
});
