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

  it('reads a time clause as what is asked when the rest asks only a light verb', async () => {
    const sailor: Passage = { id: 'orla2', title: 'Orla Penhaligon', text: 'After joining the Royal Navy, where she drew charts of the Hebrides, Orla Penhaligon taught in Leith.' };
    const asked = await strategyRegistry.get('extractive').answer('what did Orla Penhaligon actually do while she was in the navy?', { passages: [orla, sailor] }, { embedder });
    expect(asked.text).toContain('drew charts');
  });

  it('still says [NA] when no sentence has the asked verb', async () => {
    expect(await answer('What did Orla Penhaligon eat?')).toContain('[NA]');
  });
});

describe('a question that asks more than its kind is held to what else it asks', () => {
  const vessi: Passage = {
    id: 'vessi',
    title: 'Marta Vessi',
    text: 'At thirteen Marta Vessi was apprenticed to the painter Ugo Brand in Lucca. Before they married in 1903 she gave birth to a daughter, Lina, who died young.',
  };
  const ask = async (question: string) => (await strategyRegistry.get('extractive').answer(question, { passages: [vessi] }, { embedder })).text;

  it('does not take a sentence that shares only the kind ("the painter Ugo Brand") for the deed asked', async () => {
    expect(await ask("Which painter restored the altarpiece of Marta Vessi's chapel?")).toContain('[NA]');
    // The kind's WordNet derivations are its words too: "studied" says nothing of a student who broke a vase.
    const pupil: Passage = { id: 'pupil', title: 'Marta Vessi', text: 'In Lucca she studied drawing under the sculptor Ugo Brand.' };
    expect((await strategyRegistry.get('extractive').answer('What was the name of the student who broke Marta Vessi\'s vase?', { passages: [pupil] }, { embedder })).text).toContain('[NA]');
    // Asked no more than the kind, the same sentence answers.
    expect(await ask('Which painter taught Marta Vessi?')).toContain('Ugo Brand');
  });

  it('counts a word whose stem begins another asked one ("married" for "marriage")', async () => {
    expect(await ask('What was the name of the daughter Marta Vessi had before her marriage?')).toContain('Lina');
  });
});

describe('a naming verb at the end of a question asks for a name, as "the name of" does', () => {
  const ask = async (question: string, text: string) =>
    (await strategyRegistry.get('extractive').answer(question, { passages: [{ id: 'b', title: 'Tova Brandt', text }] }, { embedder })).text;

  it('is not answered by the verb in another sense ("the king called her to Oslo")', async () => {
    expect(await ask("What was Tova Brandt's mother called?", 'In 1900 the king called Tova Brandt to Oslo to paint the palace.')).toContain('[NA]');
    expect(await ask("What was Tova Brandt's mother called?", 'Tova Brandt was born in Bergen. Her mother, Ida Holm, kept an inn.')).toContain('Ida Holm');
    // Nor by another relative's name: WordNet's "to mother" has "to father" for a synonym.
    expect(await ask("What was Tova Brandt's mother called?", 'Tova Brandt was born in 1811 in Bergen, where her father Adam worked as a steward for the Vell family.')).toContain('[NA]');
  });
});

describe('"how much" is answered by an amount, not by any number', () => {
  const ask = async (text: string) =>
    (await strategyRegistry.get('extractive').answer('How much was the prize Tova Brandt won at the Bergen regatta?', { passages: [{ id: 'b', title: 'Tova Brandt', text }] }, { embedder })).text;

  it('says [NA] beside a number of something else, and quotes the amount where there is one', async () => {
    expect(await ask('Tova Brandt won the Bergen regatta prize seven times between 1901 and 1910.')).toContain('[NA]');
    expect(await ask('Tova Brandt won the Bergen regatta in 1905; the prize was worth 2,000 florins.')).toContain('2,000 florins');
  });
});

describe('a noun of the question said by its verb', () => {
  const ask = async (question: string, text: string) =>
    (await strategyRegistry.get('extractive').answer(question, { passages: [{ id: 'b', title: 'Tova Brandt', text }] }, { embedder })).text;

  it('reads "birth" as said by "born", which WordNet gives as "be born"', async () => {
    const text = 'Tova Brandt sailed to Bergen in 1830 under the poet Ole Vang. Tova Brandt was born in Tarrow in 1809, on the very same day as the poet Ida Holm.';
    expect(await ask('With which poet did Tova Brandt share her date of birth?', text)).toContain('Ida Holm');
  });
});

describe('a name the question describes as a thing', () => {
  it('is no person whom the answer must be about ("Vellina, the piece …")', async () => {
    const text = "Tova Brandt sang in Tarrow for many years. Her recording of Ole Vang's Vellina became famous through a film.";
    const answer = await strategyRegistry.get('extractive').answer('Who composed Vellina, the piece the singer Tova Brandt made famous?', { passages: [{ id: 'b', title: 'Tova Brandt', text }] }, { embedder });
    expect(answer.text).toContain("Ole Vang's Vellina");
  });
});
