import { describe, expect, it } from 'vitest';
import { assessPair, createLexicalJudge } from '../../../src/judges/lexical/lexical-judge.js';

const premise =
  'Title: Jeanne Calment\nJeanne Louise Calment (21 February 1875 – 4 August 1997) was a French woman from Arles ' +
  'who lived to be 122 years and 164 days old, the oldest human whose age was well documented.';

describe('lexical judge', () => {
  const judge = createLexicalJudge();

  it('is named lexical', () => {
    expect(judge.name).toBe('lexical');
  });

  it('entails a restatement with inflected words', async () => {
    const [verdict] = await judge.judge([{ premise, hypothesis: 'Jeanne Calment lived to 122 years and 164 days.' }]);
    expect(verdict!.label).toBe('entail');
    expect(verdict!.score).toBeGreaterThan(0.55);
  });

  it('vetoes a number the premise does not state', async () => {
    const [verdict] = await judge.judge([{ premise, hypothesis: 'Jeanne Calment lived to 123 years and 164 days.' }]);
    expect(verdict!.label).not.toBe('entail');
    expect(verdict!.note).toMatch(/numbers not in premise: 123/);
  });

  it('does not entail a negated claim from an affirmative premise', async () => {
    const [verdict] = await judge.judge([{ premise, hypothesis: 'Jeanne Calment was not a French woman from Arles.' }]);
    expect(verdict!.label).toBe('contradict');
  });

  it('does not entail a claim whose words the premise lacks', async () => {
    const [verdict] = await judge.judge([{ premise, hypothesis: 'Calment won an Olympic gold medal in swimming.' }]);
    expect(verdict!.label).toBe('neutral');
  });

  it('reads number words and digits alike, and acronyms for multi-word names', () => {
    const numbers = assessPair({ premise: 'She won six Grammy Awards and one Hall of Fame award.', hypothesis: 'She won 6 Grammy Awards.' });
    expect(numbers.missingNumbers).toEqual([]);
    const acronym = assessPair({
      premise: 'In 1971 the U.S. government suspended convertibility.',
      hypothesis: 'The United States government suspended convertibility in 1971.',
    });
    expect(acronym.missing).toEqual([]);
  });

  it('is deterministic', async () => {
    const pair = { premise, hypothesis: 'Calment was from Arles.' };
    expect(await judge.judge([pair])).toEqual(await createLexicalJudge().judge([pair]));
  });
});

describe('lexical judge qualifiers', () => {
  it('does not entail "first" or a superlative the premise does not state', async () => {
    const judge = createLexicalJudge();
    const premise = 'Title: 1991 MLB All-Star Game\nThe 1991 game was hosted by Toronto at the SkyDome.';
    const [plain, first] = await judge.judge([
      { premise, hypothesis: 'Toronto hosted the 1991 All-Star Game.' },
      { premise, hypothesis: 'Toronto hosted the All-Star Game for the first time in 1991.' },
    ]);
    expect(plain!.label).toBe('entail');
    expect(first!.label).not.toBe('entail');
    expect(first!.note).toContain('qualifiers not in premise: first');
  });
});

describe('lexical judge: contradict', () => {
  it('says contradict when a date the premise states differently is all that differs, neutral when the premise is silent', async () => {
    const judge = createLexicalJudge();
    const [conflict, silent, entailed] = await judge.judge([
      { premise: 'Ada Lovelace was born in London in 1815.', hypothesis: 'Ada Lovelace was born in London in 1816.' },
      { premise: 'Ada Lovelace was born in London.', hypothesis: 'Ada Lovelace was born in London in 1816.' },
      { premise: 'Ada Lovelace was born in London in 1815.', hypothesis: 'Ada Lovelace was born in 1815.' },
    ]);
    expect(conflict!.label).toBe('contradict');
    expect(silent!.label).toBe('neutral');
    expect(entailed!.label).toBe('entail');
  });
});

describe('lexical judge: a hypothesis that claims nothing', () => {
  it('does not support "It is so." or a bare citation marker against an unrelated passage, but still checks a bare number', async () => {
    const judge = createLexicalJudge();
    const unrelated = 'Title: Gallbladder\nThe gallbladder stores bile produced by the liver.';
    const verdicts = await judge.judge([
      { premise: unrelated, hypothesis: 'It is so.' },
      { premise: unrelated, hypothesis: '[1]' },
      { premise: 'He was born in 1815.', hypothesis: '1815.' },
    ]);
    expect(verdicts.map((verdict) => verdict.label)).toEqual(['neutral', 'neutral', 'entail']);
  });
});
