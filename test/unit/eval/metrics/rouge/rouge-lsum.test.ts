import { describe, expect, it } from 'vitest';
import { rougeLsum, summaryLcs } from '../../../../../eval/metrics/rouge/rouge-lsum.js';
import { rougeTokens } from '../../../../../eval/metrics/rouge/rouge-tokenizer.js';

describe('rougeTokens (rouge_score default tokenizer)', () => {
  it('lowercases, turns non-alphanumerics into spaces and stems only tokens longer than 3 characters', () => {
    expect(rougeTokens("The Cats' running-shoes, 1990s!")).toEqual(['the', 'cat', 'run', 'shoe', '1990']);
    expect(rougeTokens('was has dogs')).toEqual(['was', 'has', 'dog']);
  });

  it('keeps tokens unstemmed when asked', () => {
    expect(rougeTokens('Running dogs', { stem: false })).toEqual(['running', 'dogs']);
  });

  it('drops non-ASCII letters like rouge_score does', () => {
    expect(rougeTokens('Pelé café')).toEqual(['pel', 'caf']);
  });
});

describe('summary-level LCS', () => {
  it('takes the union of LCS hits over candidate sentences (Lin 2004 example)', () => {
    const score = summaryLcs([['w1', 'w2', 'w3', 'w4', 'w5']], [['w1', 'w2', 'w6', 'w7', 'w8'], ['w1', 'w3', 'w8', 'w9', 'w5']]);
    expect(score.recall).toBeCloseTo(4 / 5, 12);
    expect(score.precision).toBeCloseTo(4 / 10, 12);
    expect(score.fmeasure).toBeCloseTo((2 * 0.4 * 0.8) / 1.2, 12);
  });

  it('never counts a token more often than it occurs on either side', () => {
    const score = summaryLcs([['a', 'b'], ['a', 'b']], [['a', 'b']]);
    expect(score.recall).toBe(0.5);
    expect(score.precision).toBe(1);
  });

  it('is zero for an empty side', () => {
    expect(summaryLcs([], [['a']]).fmeasure).toBe(0);
    expect(summaryLcs([['a']], [[]]).fmeasure).toBe(0);
  });
});

describe('rougeLsum', () => {
  it('scores one sentence per line and ignores empty lines', () => {
    const single = rougeLsum('the cat was found under the bed', 'the cat was under the bed');
    expect(single.precision).toBe(1);
    expect(single.recall).toBeCloseTo(6 / 7, 12);
    const split = rougeLsum('the cat was found\n\nunder the bed', 'the cat was under the bed');
    expect(split.recall).toBeCloseTo(6 / 7, 12);
  });

  it('matches through Porter stems', () => {
    expect(rougeLsum('the players scored goals', 'the player scores a goal').recall).toBe(1);
  });
});
