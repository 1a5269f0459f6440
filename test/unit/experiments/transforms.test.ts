import { describe, expect, it } from 'vitest';
import type { EntityCard } from '../../../src/core/knowledge.js';
import { questionValueTriples } from '../../../eval/experiments/minimum-knowledge-stand-in.js';
import type { RunInput } from '../../../eval/experiments/run-input.js';
import { createSeededRandom } from '../../../eval/experiments/seeded-random.js';
import { removeKnowledge } from '../../../eval/experiments/transforms/knowledge-removal.js';
import { simulateRetrievalAccuracy } from '../../../eval/experiments/transforms/retrieval-accuracy.js';

const card = (qid: string, properties: Record<string, string[]>): EntityCard => ({ qid, name: qid, properties });
const inputs: RunInput[] = Array.from({ length: 10 }, (_, i) => ({
  id: `q${i}`,
  question: `question ${i}`,
  entities: [card(`Q${i}`, { occupation: [`job${i}`] })],
}));

describe('seeded random', () => {
  it('repeats for the same seed and purpose and differs otherwise', () => {
    const order = createSeededRandom(7, 'x').shuffle([...Array(20).keys()]);
    expect(createSeededRandom(7, 'x').shuffle([...Array(20).keys()])).toEqual(order);
    expect(createSeededRandom(8, 'x').shuffle([...Array(20).keys()])).not.toEqual(order);
    expect(createSeededRandom(7, 'y').shuffle([...Array(20).keys()])).not.toEqual(order);
    expect([...order].sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
  });
});

describe('retrieval-accuracy simulation', () => {
  const swapped = (accuracy: number, seed = 1) =>
    simulateRetrievalAccuracy(inputs, accuracy, seed)
      .map((input, i) => (input.entities![0]!.qid === `Q${i}` ? null : input.id))
      .filter((id) => id !== null);

  it('replaces the stated share of KGs, each with another question’s KG', () => {
    expect(swapped(100)).toHaveLength(0);
    expect(swapped(80)).toHaveLength(2);
    expect(swapped(20)).toHaveLength(8);
  });

  it('replaces a further 20% at each step, keeping earlier replacements', () => {
    for (const [higher, lower] of [[80, 60], [60, 40], [40, 20]] as const) {
      expect(swapped(lower)).toEqual(expect.arrayContaining(swapped(higher)));
    }
  });

  it('keeps the question and its gold fields, changing only the KG', () => {
    const result = simulateRetrievalAccuracy(inputs, 0, 3);
    expect(result.map((input) => input.question)).toEqual(inputs.map((input) => input.question));
  });
});

describe('knowledge removal and the minimum-knowledge stand-in', () => {
  const entry: RunInput = {
    id: 'q',
    question: 'How did the painter from Rome shape the Caravaggisti movement?',
    entities: [card('Q1', { name: ['Artemisia'], occupation: ['painter'], 'place of birth': ['Rome'], movement: ['Caravaggisti'], spouse: ['Pierantonio'] })],
  };

  it('takes the KG triples whose values the question mentions, skipping identity fields', () => {
    expect(questionValueTriples(entry.question, entry.entities!)).toEqual([
      ['Q1', 'occupation', 'painter'],
      ['Q1', 'place of birth', 'Rome'],
      ['Q1', 'movement', 'Caravaggisti'],
    ]);
    expect(questionValueTriples('A romeo and a painterly style', entry.entities!)).toEqual([]);
  });

  it('removes the first n pieces from the KG and records them as absent knowledge', () => {
    const withGold = { ...entry, minimumKnowledge: questionValueTriples(entry.question, entry.entities!) };
    const [removed] = removeKnowledge([withGold], 2);
    expect(removed!.removedKnowledge).toEqual([['Q1', 'occupation', 'painter'], ['Q1', 'place of birth', 'Rome']]);
    expect(Object.keys(removed!.entities![0]!.properties)).toEqual(['name', 'movement', 'spouse']);
    expect(removed!.minimumKnowledge).toHaveLength(3);
    expect(() => removeKnowledge([withGold], 4)).toThrow(/cannot remove 4/);
  });
});
