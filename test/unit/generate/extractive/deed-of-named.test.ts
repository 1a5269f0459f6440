import { describe, expect, it } from 'vitest';
import type { Passage } from '../../../../src/core/passage.js';
import '../../../../src/generate/all-strategies.js';
import { namesDoerOfDeed } from '../../../../src/generate/extractive/deed-of-named.js';
import { strategyRegistry } from '../../../../src/generate/strategy-registry.js';
import { createUseLiteEmbedder } from '../../../../retrievers/dense/use-lite-embedder.js';

const die = new Set(['die', 'died']);
const marry = new Set(['marry', 'married', 'marri']);

describe('namesDoerOfDeed', () => {
  it('finds the asked person named doing the deed, by the whole name or by the given name in a family passage', () => {
    expect(namesDoerOfDeed('His first wife, the actress Ilse Varga, died in 1974.', 'Ilse Varga', 'Ole Vang', die)).toBe(true);
    expect(namesDoerOfDeed('He entered politics only after his younger brother Tomas died in a storm.', 'Tomas Vell', 'Arvid Vell', die)).toBe(true);
    // The given name alone is someone else's outside the family's passage.
    expect(namesDoerOfDeed('He entered politics only after his younger brother Tomas died in a storm.', 'Tomas Vell', 'Ole Vang', die)).toBe(false);
  });

  it('reads a surname alone as the asked person only where no one else of that surname is named', () => {
    expect(namesDoerOfDeed('At the trial Vell was convicted and he died in exile.', 'Tomas Vell', 'Ilse Varga', die)).toBe(true);
    expect(namesDoerOfDeed('In 1857 she married the conductor Hans von Brandt, and later left von Brandt.', 'Lena von Brandt', 'Ilse Varga', marry)).toBe(false);
  });

  it('needs a word of the deed near the name', () => {
    expect(namesDoerOfDeed('In 1784 she married Tomas Vell, a magistrate who had been twice widowed, and moved to the village where her mother had been born.', 'Tomas Vell', 'Ilse Varga', new Set(['born', 'bear'])),
    ).toBe(false);
  });
});

describe('a sentence about someone else that names the asked person doing the deed', () => {
  it('answers for them', async () => {
    const passage: Passage = { id: 'v', title: 'Arvid Vell', text: 'Arvid Vell was born in Tarrow in 1901. He entered politics only after his younger brother Tomas died in a sailing accident in 1930.' };
    const answer = await strategyRegistry.get('extractive').answer('How did Tomas Vell die?', { passages: [passage] }, { embedder: createUseLiteEmbedder() });
    expect(answer.text).toContain('sailing accident');
  });
});
