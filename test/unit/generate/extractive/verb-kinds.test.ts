import { describe, expect, it } from 'vitest';
import { extractiveText } from './extractive-text.js';
import type { Passage } from '../../../../src/core/passage.js';

// A made-up mayor whose death is told by a more specific verb than the question's.
const vell: Passage = { id: 'vell', title: 'Olaf Vell', text: 'Olaf Vell was born in Tarrow in 1831. He became mayor of Tarrow in 1880 and was assassinated there in 1889.' };
const answer = (question: string) => extractiveText(question, [vell]);

describe('a verb said by a verb that is a way of doing it', () => {
  it('answers "killed" from "assassinated"', async () => {
    expect(await answer('In what year was Olaf Vell killed?')).toContain('1889');
  });

  it('does not read the way of doing it as another deed', async () => {
    expect(await answer('In what year was Olaf Vell arrested?')).toContain('[NA]');
  });
});
