import { describe, expect, it } from 'vitest';
import type { Passage } from '../../../../src/core/passage.js';
import '../../../../src/generate/all-strategies.js';
import { strategyRegistry } from '../../../../src/generate/strategy-registry.js';
import { expectedAnswer } from '../../../../src/generate/answer-type/expected-answer.js';
import { asksMagnitude, statesMagnitude } from '../../../../src/generate/answer-type/states-magnitude.js';
import { wordnetLexicon } from '../../../../src/text/lexicon/wordnet-lexicon.js';
import { createUseLiteEmbedder } from '../../../../retrievers/dense/use-lite-embedder.js';

const lexicon = wordnetLexicon();
const magnitude = async (question: string): Promise<boolean> => {
  const measure = (await expectedAnswer(question, lexicon))?.measure;
  return measure !== undefined && (await asksMagnitude(measure, lexicon));
};

describe('a size or weight asked with "how <adjective>"', () => {
  it('is asked by an adjective whose measure is a magnitude, not by one of time or age', async () => {
    expect(await magnitude('How deep is Lake Varn?')).toBe(true);
    expect(await magnitude('how big was the stone Tova Brandt carved?')).toBe(true);
    expect(await magnitude('How heavy was the bell of Tarrow?')).toBe(true);
    expect(await magnitude('How long did Tova Brandt live in Tarrow?')).toBe(false);
    expect(await magnitude('How old was Tova Brandt when she sailed?')).toBe(false);
    expect(await magnitude('How many ships did Tova Brandt own?')).toBe(false);
  });

  it('is stated by a number of a unit of measurement, not by a number of years or a bare number', async () => {
    expect(await statesMagnitude('Lake Varn reaches a depth of 87 metres.', lexicon)).toBe(true);
    expect(await statesMagnitude('The lake covers 40 square kilometres.', lexicon)).toBe(true);
    expect(await statesMagnitude('The bell weighs 13 tons.', lexicon)).toBe(true);
    expect(await statesMagnitude('She spent three years carving the stone.', lexicon)).toBe(false);
    expect(await statesMagnitude('She carved 40 stones in 1901.', lexicon)).toBe(false);
  });

  it('leaves the extractive answer [NA] when the only number is a time', async () => {
    const embedder = createUseLiteEmbedder();
    const carver: Passage = { id: 'c1', title: 'Tova Brandt', text: 'Tova Brandt spent three years carving a great stone that other masons had abandoned. It was set up in Tarrow in 1904.' };
    const result = await strategyRegistry.get('extractive').answer('How big was the stone Tova Brandt carved?', { passages: [carver] }, { embedder });
    expect(result.statements.every((statement) => statement.citations.every((citation) => citation.kind === 'na'))).toBe(true);
  });
});
