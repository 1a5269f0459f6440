import { describe, expect, it } from 'vitest';
import { extractiveText } from './extractive-text.js';
import type { Passage } from '../../../../src/core/passage.js';

// A made-up runner: the question's first part asks a date, its second a thing no date answers.
const vell: Passage = {
  id: 'vell',
  title: 'Olaf Vell',
  text: 'Olaf Vell was born in Tarrow in 1931 and died there in 2001. Late in life his tired legs carried the torch into the stadium at the Harbour Games, the proudest moment of his career.',
};
const answer = (question: string) => extractiveText(question, [vell]);

describe('a later part of a question asking another type', () => {
  it('is answered by a sentence saying much of it, though it holds no type of the first part', async () => {
    const text = await answer('On what date did Olaf Vell die, and at which Games did he carry the torch into the stadium?');
    expect(text).toContain('Harbour Games');
  });

  it('is not answered by a sentence that says little of it', async () => {
    expect(await answer('On what date did Olaf Vell die, and at which Games did he win the relay?')).not.toContain('Harbour Games');
  });
});
