import { describe, expect, it } from 'vitest';
import { askedCauseVerb, usesVerbWithoutCause } from '../../../../src/generate/extractive/stranded-preposition.js';

describe('a question asking what a verb took "of" or "from"', () => {
  it('names the verb', () => {
    expect(askedCauseVerb('What did Tova Brandt die of?')).toBe('die');
    expect(askedCauseVerb('what did tova brandt suffer from')).toBe('suffer');
    expect(askedCauseVerb('Who did Tova Brandt marry?')).toBeUndefined();
    expect(askedCauseVerb('What was Tova Brandt afraid of?')).toBeUndefined();
  });

  it('is not answered by the verb without its cause, and leaves sentences without the verb alone', () => {
    expect(usesVerbWithoutCause('Tova Brandt died in Tarrow in May 1887.', 'die')).toBe(true);
    expect(usesVerbWithoutCause('Tova Brandt died of typhoid fever in Tarrow.', 'die')).toBe(false);
    expect(usesVerbWithoutCause('Tova Brandt died suddenly from a fever.', 'die')).toBe(false);
    expect(usesVerbWithoutCause('A fever killed Tova Brandt in 1887.', 'die')).toBe(false);
  });

  it('takes a cause earlier in the clause, but not a time after "from"', () => {
    expect(usesVerbWithoutCause('In 1887 she collapsed in the stable from a fever and died two days later.', 'die')).toBe(false);
    expect(usesVerbWithoutCause('She taught riding from 1860 until she died in 1887.', 'die')).toBe(true);
  });

  it("reads the verb's noun after a possessive determiner as the verb, but not another's", () => {
    const death = new Set(['death']);
    expect(usesVerbWithoutCause('Tova Brandt taught riding until her death in 1887.', 'die', death)).toBe(true);
    expect(usesVerbWithoutCause('Tova Brandt taught riding until her death from a fever.', 'die', death)).toBe(false);
    expect(usesVerbWithoutCause("After Lina's death Tova Brandt fell ill with a fever.", 'die', death)).toBe(false);
  });

  it('reads a cause set off by a comma or hedged by an adverb further on in the sentence', () => {
    expect(usesVerbWithoutCause('She died in Tarrow in March 1902, probably of a fever.', 'die')).toBe(false);
    expect(usesVerbWithoutCause('She died in Tarrow in March 1902, at the house of her son.', 'die')).toBe(true);
  });
});
