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

// A made-up duellist: one he killed, one who killed him.
const hale: Passage = {
  id: 'hale',
  title: 'Edvin Hale',
  text: 'Edvin Hale was born in Tarrow in 1840. In 1871 he killed a rival officer in a duel at Varby. He was later killed in a riding accident near Halden.',
};

describe('a verb whose object undergoes the asked verb', () => {
  it('answers "How did X die?" from "X was killed …"', async () => {
    expect(await extractiveText('How did Edvin Hale die?', [hale])).toContain('riding accident');
  });

  it('does not read the one who killed as having died', async () => {
    expect(await extractiveText('How did Edvin Hale die?', [hale])).not.toContain('rival officer');
  });
});

describe('a passive verb of someone else', () => {
  // A made-up weaver whose father was killed; how she died is not told.
  const dahl: Passage = { id: 'dahl', title: 'Ines Dahl', text: 'Ines Dahl was born in Varby in 1862. Her father was killed in a mining accident in 1870. She ran a weaving shop in Halden.' };

  it('does not say how the asked person died', async () => {
    expect(await extractiveText('What did Ines Dahl die of?', [dahl])).not.toContain('mining accident');
  });
});
