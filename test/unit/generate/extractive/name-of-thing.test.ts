import { describe, expect, it } from 'vitest';
import type { Passage } from '../../../../src/core/passage.js';
import '../../../../src/generate/all-strategies.js';
import { strategyRegistry } from '../../../../src/generate/strategy-registry.js';
import { createUseLiteEmbedder } from '../../../../retrievers/dense/use-lite-embedder.js';

// Made-up people: the question names a relative to say whose house, and asks the house's name.
const embedder = createUseLiteEmbedder();
const vell: Passage = {
  id: 'vell',
  title: 'Olaf Vell',
  text: 'Olaf Vell was a surveyor who mapped the salt marshes of the east coast. In 1856 he moved to Down House in the village of Harrow Green, where he worked until his death. His son Emil Vell became a painter.',
};
const answer = async (question: string) => (await strategyRegistry.get('extractive').answer(question, { passages: [vell] }, { embedder })).text;

describe('a question asking the name of a thing, with a relation word saying whose it was', () => {
  it('is answered by the name of the thing, though the tagger reads its first word ("Down") as no name', async () => {
    const text = await answer("What was the name of the house where Emil Vell's father Olaf lived from 1856?");
    expect(text).toContain("Down House");
    expect(text).not.toContain('[NA]');
  });

  it('still asks a person\'s name where the name asked is a relative\'s', async () => {
    expect(await answer("What was the name of Olaf Vell's son?")).toContain('Emil Vell');
  });
});
