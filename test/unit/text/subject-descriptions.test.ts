import { describe, expect, it } from 'vitest';
import { subjectDescriptions, withoutSubjectDescriptions } from '../../../src/text/subject-descriptions.js';

describe('subject descriptions', () => {
  it.each([
    ['Where was Michael Collins, the Irish revolutionary, interned after the Easter Rising?', 'Where was Michael Collins interned after the Easter Rising?', ['the Irish revolutionary']],
    ['What was the favourite book of Paul Simon, the senator?', 'What was the favourite book of Paul Simon?', ['the senator']],
    ['Which club did John Williams, a classical guitarist, support?', 'Which club did John Williams support?', ['a classical guitarist']],
  ])('%s', (question, plain, descriptions) => {
    expect(withoutSubjectDescriptions(question)).toBe(plain);
    expect(subjectDescriptions(question)).toEqual(descriptions);
  });

  it('leaves a new question after a comma, and a clause with a question word, alone', () => {
    for (const question of ['Who was the father of Ève Curie, and how was he killed?', 'Who painted it, a man who lived in Rome?', "What was Marie Curie's favourite food?"]) {
      expect(withoutSubjectDescriptions(question)).toBe(question);
      expect(subjectDescriptions(question)).toEqual([]);
    }
  });
});
