import { describe, expect, it } from 'vitest';
import type { EntityCard } from '../../../../src/core/knowledge.js';
import { extractiveKgStrategy } from '../../../../src/generate/extractive-kg/extractive-kg-strategy.js';
import { isFillerWord } from '../../../../src/generate/extractive-kg/question-aspects.js';
import { relativeFocus } from '../../../../src/generate/extractive-kg/relative-focus.js';
import { createWordHashEmbedder } from './word-hash-embedder.js';

const focusOf = (question: string, names: string[]) => relativeFocus(question, names, isFillerWord);

describe('the relative a question asks something of', () => {
  it('reads "X\'s R" and "the R of X" with what is asked of the relative', () => {
    expect(focusOf("In what town was Tova Brandt's mother born?", ['Tova Brandt'])).toEqual({
      name: 'Tova Brandt',
      word: 'mother',
      labels: ['mother'],
      asked: ['town', 'born'],
      phrase: { start: 17, end: 37 },
    });
    expect(focusOf('When was the eldest son of Olaf Stern born?', ['Olaf Stern'])).toMatchObject({ word: 'son', labels: ['child'], asked: ['born'] });
    expect(focusOf("What year was Olaf Stern's wife Ilse Marten born?", ['Olaf Stern'])).toMatchObject({ word: 'wife', relativeName: 'Ilse Marten', asked: ['year', 'born'] });
    // What the name is described as says who Olaf Stern is, nothing asked of the son.
    expect(focusOf('In which navy did the son of the jazz drummer Olaf Stern serve?', ['Olaf Stern'])).toMatchObject({ word: 'son', asked: ['navy', 'serve'] });
    expect(focusOf("Where was the chemist Tova Brandt's mother born?", ['Tova Brandt'])).toMatchObject({ word: 'mother', asked: ['born'] });
    expect(focusOf("Who was the actress Tova Brandt's husband?", ['Tova Brandt'])).toBeUndefined();
  });

  it('finds none where the relation describes a person the question names ("X, son of Y")', () => {
    expect(focusOf('What does Ivar Stern, son of the chemist Olaf Stern, do?', ['Olaf Stern', 'Ivar Stern'])).toBeUndefined();
  });

  it('finds none where the relative is the answer, or only the relation is asked', () => {
    expect(focusOf("Who was Tova Brandt's mother?", ['Tova Brandt'])).toBeUndefined();
    expect(focusOf("What was the name of Tova Brandt's mother?", ['Tova Brandt'])).toBeUndefined();
    expect(focusOf('Which famous painter was a pupil of Olaf Stern?', ['Olaf Stern'])).toBeUndefined();
    expect(focusOf("Which famous painter was Olaf Stern's pupil?", ['Olaf Stern'])).toBeUndefined();
    expect(focusOf('Which student of Olaf Stern became a chemist?', ['Olaf Stern'])).toBeUndefined();
    expect(focusOf("Which of Olaf Stern's children survived him?", ['Olaf Stern'])).toBeUndefined();
    expect(focusOf("Who was the first wife of Olaf Stern?", ['Olaf Stern'])).toBeUndefined();
    // The full name is still the relative's name; a question word after the relative makes it the answer.
    expect(focusOf("What was the full name of Tova Brandt's mother?", ['Tova Brandt'])).toBeUndefined();
    // So is the maiden name: the name she was born with is given by naming her.
    expect(focusOf("What was the maiden name of Tova Brandt's wife Edda?", ['Tova Brandt'])).toBeUndefined();
    expect(focusOf("Tova Brandt's husband was which chemist?", ['Tova Brandt'])).toBeUndefined();
  });
});

describe('a KG answer about a relative comes from the relative\'s card', () => {
  const tova: EntityCard = { qid: 'Q1', name: 'Tova Brandt', properties: { 'place of birth': ['Halden'], mother: ['Ruth Brandt'], father: ['Ivar Brandt'], occupation: ['chemist'] } };
  const ruth: EntityCard = { qid: 'Q2', name: 'Ruth Brandt', properties: { 'place of birth': ['Molde'], occupation: ['teacher'] } };
  const answer = async (question: string, entities: EntityCard[]) => (await extractiveKgStrategy.answer(question, { entities }, { embedder: createWordHashEmbedder() })).text;

  it("gives the mother's birthplace, never Tova's own", async () => {
    const text = await answer("In what town was Tova Brandt's mother born?", [tova, ruth]);
    expect(text).toContain('Ruth Brandt\'s place of birth is Molde [Q2, place of birth: Molde]');
    expect(text).not.toContain('Halden');
  });

  it("reads a verb's side for the relative: whom the mother married is on her card", async () => {
    const married: EntityCard = { ...ruth, properties: { ...ruth.properties, spouse: ['Ivar Brandt'] } };
    const withSpouse: EntityCard = { ...tova, properties: { ...tova.properties, spouse: ['Odd Lie'] } };
    const text = await answer("Who was Tova Brandt's mother married to?", [withSpouse, married]);
    expect(text).toContain('Ruth Brandt\'s spouse is Ivar Brandt [Q2, spouse: Ivar Brandt]');
    expect(text).not.toContain('Odd Lie');
  });

  it("says [NA] when the relative's card is not there, rather than Tova's own fact", async () => {
    const text = await answer("What was the occupation of Tova Brandt's father?", [tova, ruth]);
    expect(text).not.toContain('chemist');
    expect(text).toContain('[NA]');
  });
});
