import { describe, expect, it } from 'vitest';
import { describedNames, descriptionsBeforeNames, subjectDescriptions, withoutDescriptionsBeforeNames, withoutSubjectDescriptions } from '../../../src/text/subject-descriptions.js';

describe('subject descriptions', () => {
  it.each([
    ['Where was Michael Collins, the Irish revolutionary, interned after the Easter Rising?', 'Where was Michael Collins interned after the Easter Rising?', ['the Irish revolutionary']],
    ['What was the favourite book of Paul Simon, the senator?', 'What was the favourite book of Paul Simon?', ['the senator']],
    ['Which club did John Williams, a classical guitarist, support?', 'Which club did John Williams support?', ['a classical guitarist']],
    ["Where was Salai, Leonardo's assistant, born?", 'Where was Salai born?', ["Leonardo's assistant"]],
    ["What did Tomas Vell, Edda Mirren's son, die of?", 'What did Tomas Vell die of?', ["Edda Mirren's son"]],
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

  it('finds words between an article and a name, with their head, and leaves relations and places alone', () => {
    expect(descriptionsBeforeNames('Who was the mother of the harbour painter Edda Mirren?')).toEqual([{ text: 'the harbour painter', head: 'painter' }]);
    expect(descriptionsBeforeNames('What is the speech Tomas Vell gave at the opening?')).toEqual([{ text: 'the speech', head: 'speech' }]);
    // Capitalised words of origin or work may open it.
    expect(descriptionsBeforeNames('Who was the mother of the Kvarnish harbour painter Edda Mirren?')).toEqual([{ text: 'the Kvarnish harbour painter', head: 'painter' }]);
    expect(descriptionsBeforeNames('Where did the Kvarn Open champion Tova Brandt train?')).toEqual([{ text: 'the Kvarn Open champion', head: 'champion' }]);
    for (const question of ['Who was the father of Edda Mirren?', 'Who lived in the town of Brennfall?', 'What did the Vell brothers build?']) {
      expect(descriptionsBeforeNames(question)).toEqual([]);
    }
  });

  it('removes only the descriptions it is given', () => {
    const question = 'Who was the mother of the harbour painter Edda Mirren?';
    expect(withoutDescriptionsBeforeNames(question, ['the harbour painter'])).toBe('Who was the mother of Edda Mirren?');
    expect(withoutDescriptionsBeforeNames(question, [])).toBe(question);
  });
});

describe('describedNames', () => {
  it('gives each described name with the head of the description', () => {
    expect(describedNames('Who composed Vellina, the piece the singer Tova Brandt made famous?')).toEqual([{ name: 'Vellina', head: 'piece' }]);
    expect(describedNames('Where was Ole Vang, the Irish revolutionary, interned?')).toEqual([{ name: 'Vang', head: 'revolutionary' }]);
  });
});
