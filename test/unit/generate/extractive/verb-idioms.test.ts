import { describe, expect, it } from 'vitest';
import { extractiveText } from './extractive-text.js';
import type { Passage } from '../../../../src/core/passage.js';

// A made-up wrestler whose marriage and retirement are told in plain verbs.
const sauer: Passage = {
  id: 'sauer',
  title: 'Greta Sauer',
  text: 'Greta Sauer was born in Linz in 1961. She married the trainer Pavel Dvorak in 1986. She won the European title three times and retired in 1994. She died in Graz in 2011.',
};
const answer = (question: string) => extractiveText(question, [sauer]);

describe('an idiom asks what its plain verb asks', () => {
  it.each([
    ['When did Greta Sauer tie the knot?', '1986'],
    ['In what year did Greta Sauer hang up her boots?', '1994'],
    ['When did Greta Sauer breathe her last?', '2011'],
  ])('%s → %s', async (question, year) => {
    expect(await answer(question)).toContain(year);
  });

  it('does not read the idiom as another event', async () => {
    const text = await answer('When did Greta Sauer tie the knot?');
    expect(text).not.toContain('1994');
    expect(text).not.toContain('2011');
  });
});
