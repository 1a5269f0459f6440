import { describe, expect, it } from 'vitest';
import { extractiveText } from './extractive-text.js';
import type { Passage } from '../../../../src/core/passage.js';
import { opensWithDoer } from '../../../../src/generate/extractive/unsaid-doer.js';

describe('opensWithDoer', () => {
  it('finds the asked person doing the asked verb at the opening, adverbs skipped, not in the passive', () => {
    expect(opensWithDoer('Olaf Vell gave up his surveying to teach his children.', 'Olaf Vell', 'give')).toBe(true);
    expect(opensWithDoer('Olaf Vell then gave a lecture.', 'Olaf Vell', 'give')).toBe(true);
    expect(opensWithDoer('Olaf Vell was given lessons by Lina Dorr.', 'Olaf Vell', 'give')).toBe(false);
    expect(opensWithDoer('Lina Dorr gave Olaf Vell his first lessons.', 'Olaf Vell', 'give')).toBe(false);
    expect(opensWithDoer('Olaf Vell married in 1851.', 'Olaf Vell', 'give')).toBe(false);
  });
});

describe('a question asking who did something to a person', () => {
  const vell: Passage = {
    id: 'vell',
    title: 'Olaf Vell',
    text: 'Olaf Vell was a composer and violinist at the court of Tarrow. Olaf Vell gave up much of his own composing to educate his two children, Emil and Sara, and he managed their tours.',
  };
  const answer = (question: string, passages: Passage[]) => extractiveText(question, passages);

  it('is not answered by a sentence in which that person does the asked verb', async () => {
    expect(await answer('Who gave Olaf Vell his own music lessons?', [vell])).toContain('[NA]');
  });

  it('is answered where someone else does it to them', async () => {
    const taught: Passage = { ...vell, text: `${vell.text} Lina Dorr gave Olaf Vell his first music lessons in Tarrow.` };
    expect(await answer('Who gave Olaf Vell his own music lessons?', [taught])).toContain('Lina Dorr gave Olaf Vell');
  });
});
