import { describe, expect, it } from 'vitest';
import { extractiveText } from './extractive-text.js';
import type { Passage } from '../../../../src/core/passage.js';

// A made-up family: the question names a relative by the relation and a given name, and counts that relative's kin.
const vell: Passage = {
  id: 'vell',
  title: 'Olaf Vell',
  text: 'Olaf Vell was a surveyor who mapped the salt marshes of the east coast. In 1851 he married his cousin Lina Dorr. The couple had six children, two of whom died young. Olaf Vell died in Tarrow in 1890.',
};
const answer = (question: string) => extractiveText(question, [vell]);

describe("a count of a relative's kin", () => {
  it('is answered by a sentence counting them, though it names neither the relative nor the other parent', async () => {
    const text = await answer("How many children did Emil Vell's father Olaf have with Lina?");
    expect(text).toContain('The couple had six children');
    expect(text).not.toContain('[NA]');
  });

  it('is not answered by a sentence that counts nothing', async () => {
    expect(await answer("How many horses did Emil Vell's father Olaf keep with Lina?")).toContain('[NA]');
  });
});
