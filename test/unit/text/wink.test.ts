import { describe, expect, it } from 'vitest';
import { wink } from '../../../src/text/wink.js';

describe('wink', () => {
  it('returns one shared pipeline that tags proper nouns', () => {
    expect(wink()).toBe(wink());
    const nlp = wink();
    const pos = nlp.readDoc('Marie Curie was born in Warsaw.').tokens().out(nlp.its.pos);
    expect(pos.slice(0, 2)).toEqual(['PROPN', 'PROPN']);
  });
});
