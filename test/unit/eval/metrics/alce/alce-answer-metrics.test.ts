import { describe, expect, it } from 'vitest';
import { firstLine } from '../../../../../eval/metrics/alce/alce-item.js';
import { answerLength } from '../../../../../eval/metrics/alce/answer-length.js';
import { qampariPieces, qampariScores } from '../../../../../eval/metrics/alce/qampari-scores.js';
import { exactPresence, stringExactMatch } from '../../../../../eval/metrics/alce/string-exact-match.js';

describe('ALCE output pre-processing', () => {
  it('keeps only the first line and drops the chat end token', () => {
    expect(firstLine('  First line [1].\nSecond line.')).toBe('First line [1].');
    expect(firstLine('Answer.<|im_end|>')).toBe('Answer.');
    expect(firstLine('\n\nLate start.\nmore')).toBe('Late start.');
    expect(firstLine('')).toBe('');
  });

  it('measures length in whitespace words', () => {
    expect(answerLength('a  b\tc')).toBe(3);
    expect(answerLength('')).toBe(0);
  });
});

describe('STR-EM / STR-HIT', () => {
  const pairs = [{ short_answers: ['Ali Daei', 'Daei'] }, { short_answers: ['Josef Bican'] }];

  it('tests normalised substring containment, not token equality', () => {
    expect(exactPresence(['The Beatles'], 'i love beatles music')).toBe(true);
    expect(exactPresence(['cat'], 'concatenate')).toBe(true);
    expect(exactPresence(['dog'], 'cat')).toBe(false);
  });

  it('gives the share of answered qa_pairs and a hit only when all are answered', () => {
    expect(stringExactMatch('Daei scored the most.', pairs)).toEqual({ strEm: 0.5, strHit: 0 });
    expect(stringExactMatch('Ali Daei and Josef Bican.', pairs)).toEqual({ strEm: 1, strHit: 1 });
  });

  it('is null for an item without qa_pairs instead of NaN', () => {
    expect(stringExactMatch('anything', [])).toBeNull();
  });
});

describe('QAMPARI', () => {
  it('splits on commas after stripping a trailing period and comma', () => {
    expect(qampariPieces('A, B, C.')).toEqual(['A', ' B', ' C']);
    expect(qampariPieces('A, B,.  ')).toEqual(['A', ' B']);
  });

  it('keeps the text after the first colon in chain-of-thought mode', () => {
    const scores = qampariScores('Reasoning: first: A, B', [['a'], ['first a']], { cot: true });
    expect(scores!.numPreds).toBe(2);
    expect(scores!.rec).toBe(0.5);
  });

  it('is null for an item without gold answers', () => {
    expect(qampariScores('A', [])).toBeNull();
  });
});
