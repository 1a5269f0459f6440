import { describe, expect, it } from 'vitest';
import { askedDoerVerb, usesVerbWithoutDoer } from '../../../../src/generate/extractive/unsaid-doer.js';

describe('askedDoerVerb', () => {
  it('reads the verb of a "Who <verb> …?" question', () => {
    expect(askedDoerVerb('Who poisoned King Aldric of Varn?')).toBe('poison');
    expect(askedDoerVerb('Who printed the first edition of The Salt Road?')).toBe('print');
  });

  it('asks no doer of "who was", "whom" or an object question', () => {
    expect(askedDoerVerb('Who was the mayor of Brennfall?')).toBeUndefined();
    expect(askedDoerVerb('Whom did Tova Brandt marry?')).toBeUndefined();
    expect(askedDoerVerb('Who did Ivo Marek beat in the final?')).toBeUndefined();
  });
});

describe('usesVerbWithoutDoer', () => {
  it('finds a passive or a participle that leaves the doer unsaid', () => {
    expect(usesVerbWithoutDoer('Aldric became king when his uncle was poisoned in 1204.', 'poison')).toBe(true);
    expect(usesVerbWithoutDoer('Her first novel, The Salt Road, printed in 1851 under a pen name, sold well.', 'print')).toBe(true);
    expect(usesVerbWithoutDoer('Her novels were printed anonymously.', 'print')).toBe(true);
  });

  it('accepts a doer before the verb or after "by"', () => {
    expect(usesVerbWithoutDoer('His uncle was poisoned by a court physician in 1204.', 'poison')).toBe(false);
    expect(usesVerbWithoutDoer('Jonas Holt printed The Salt Road in 1851.', 'print')).toBe(false);
  });

  it('leaves a sentence without the verb to the other checks', () => {
    expect(usesVerbWithoutDoer('Aldric was born in Varn in 1180.', 'poison')).toBe(false);
  });
});
