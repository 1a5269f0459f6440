import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { splitOfPerson, splitOfQuestion } from '../../../eval/ask-modes/question-split.js';

const firstHexDigit = (name: string): number => Number.parseInt(createHash('sha256').update(name).digest('hex')[0]!, 16);

describe('question split', () => {
  it('puts a person in the tuning half when the first hex digit of the SHA-256 of the name is 0–7', () => {
    for (const name of ['Marie Curie', 'Michael Collins', 'Plato', 'Serena Williams']) {
      expect(splitOfPerson(name)).toBe(firstHexDigit(name) < 8 ? 'tune' : 'test');
    }
    // The SHA-256 of "Michael Collins" starts with f.
    expect(splitOfPerson('Michael Collins')).toBe('test');
  });

  it("uses the file's split, then the gold triple's subject, the gold passage's title, the longest label named", () => {
    const labels = new Map([
      ['Q1', 'Michael Collins'],
      ['Q2', 'Paul Simon'],
    ]);
    const titles = new Map([['p1', 'Michael Collins']]);
    expect(splitOfQuestion({ question: 'x', split: 'tune', gold_triples: [['Q1', 'p', 'v']] }, labels, titles)).toBe('tune');
    expect(splitOfQuestion({ question: 'x', gold_triples: [['Q1', 'p', 'v']] }, labels, titles)).toBe('test');
    expect(splitOfQuestion({ question: 'x', gold_passages: ['p1'] }, labels, titles)).toBe('test');
    expect(splitOfQuestion({ question: 'Who was Paul Simon?' }, labels, titles)).toBe(splitOfPerson('Paul Simon'));
    expect(splitOfQuestion({ question: 'Who was nobody?' }, labels, titles)).toBeUndefined();
  });
});
