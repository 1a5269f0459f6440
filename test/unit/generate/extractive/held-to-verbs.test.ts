import { describe, expect, it } from 'vitest';
import type { Passage } from '../../../../src/core/passage.js';
import '../../../../src/generate/all-strategies.js';
import { strategyRegistry } from '../../../../src/generate/strategy-registry.js';
import { createUseLiteEmbedder } from '../../../../retrievers/dense/use-lite-embedder.js';

const embedder = createUseLiteEmbedder();
const orla: Passage = {
  id: 'orla',
  title: 'Orla Penhaligon',
  text: 'Orla Penhaligon was a cartographer who mapped the northern fjords. She died in Bergen in 1911 after a long illness.',
};
const answer = async (question: string) => (await strategyRegistry.get('extractive').answer(question, { passages: [orla] }, { embedder })).text;

describe('a question that asks no thing is held to its verbs, but not a request and not past a two-word verb', () => {
  it('answers a request with no question word ("Tell me about X") from what the passage says of X', async () => {
    const text = await answer('Tell me about Orla Penhaligon.');
    expect(text).toContain('cartographer');
    expect(text).not.toContain('[NA]');
  });

  it('reads a two-word verb in its WordNet synonyms: "pass away" is answered by "died"', async () => {
    expect(await answer('Where did Orla Penhaligon pass away?')).toContain('died in Bergen');
  });

  it('still says [NA] when no sentence has the asked verb', async () => {
    expect(await answer('What did Orla Penhaligon eat?')).toContain('[NA]');
  });
});
