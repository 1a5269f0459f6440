import { describe, expect, it } from 'vitest';
import { extractiveText } from './extractive-text.js';
import type { Passage } from '../../../../src/core/passage.js';

// A made-up daughter whose birth sentence names her mother in passing.
const ida: Passage = { id: 'ida', title: 'Ida Brandt', text: 'Ida Brandt was born in 1917 in Tarrow, the only child of Olaf Brandt and Edda Vell. She became a chemist.' };
const answer = (question: string) => extractiveText(question, [ida]);

describe('a person named in passing in a sentence about someone else', () => {
  it('is not said to have done what the sentence says of the other', async () => {
    expect(await answer('In which town was Edda Vell born?')).toContain('[NA]');
  });

  it('leaves the sentence to answer for its own person', async () => {
    expect(await answer('In which town was Ida Brandt born?')).toContain('Tarrow');
  });
});
