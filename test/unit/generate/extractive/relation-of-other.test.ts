import { describe, expect, it } from 'vitest';
import { namesAnother, namesAnotherPerson, namesAnotherThing, openingName, opensWithOtherPerson, opensWithRelativeOf, relationOnlyOfOthers } from '../../../../src/generate/extractive/relation-of-other.js';
import { wordnetLexicon } from '../../../../src/text/lexicon/wordnet-lexicon.js';

describe('relationOnlyOfOthers', () => {
  const asked = ['Edda Mirren'];

  it('is true when the relation word is said only of someone else', () => {
    expect(relationOnlyOfOthers('Its model is thought to be Lina Dorr, the wife of a Tarrow salt merchant.', ['wife'], asked)).toBe(true);
    expect(relationOnlyOfOthers('Edda Mirren was the only child of the weaver Arno Dorr.', ['children'], asked)).toBe(true);
  });

  it('is false when the relation is said of the asked person, or said another way', () => {
    expect(relationOnlyOfOthers('Her mother died when she was four.', ['mother'], asked)).toBe(false);
    expect(relationOnlyOfOthers('The mother of Edda Mirren was a baker.', ['mother'], asked)).toBe(false);
    expect(relationOnlyOfOthers('The wife of him was a singer.', ['wife'], asked)).toBe(false);
    expect(relationOnlyOfOthers('Edda Mirren wove tapestries for the guild.', ['mother'], asked)).toBe(false);
    expect(relationOnlyOfOthers('Her mother died young.', [], asked)).toBe(false);
  });

  it("counts a possessive's relation as someone else's when the sentence is about another person", () => {
    const sentence = 'Arno Mirren taught his two gifted children, Edda and Paul, to weave.';
    expect(relationOnlyOfOthers(sentence, ['children'], asked, { possessorIsOther: true })).toBe(true);
    expect(relationOnlyOfOthers(sentence, ['children'], asked)).toBe(false);
  });
});

describe('opensWithOtherPerson', () => {
  it('tells apart people who share a surname by their first name', () => {
    expect(opensWithOtherPerson('Arno Mirren taught weaving in Tarrow.', ['Edda Mirren'])).toBe(true);
    expect(opensWithOtherPerson('Edda Mirren taught weaving in Tarrow.', ['Edda Mirren'])).toBe(false);
  });

  it('does not tell apart a lone surname, a sentence opening without a name, or a question naming no one', () => {
    expect(opensWithOtherPerson('Mirren taught weaving in Tarrow.', ['Edda Mirren'])).toBe(false);
    expect(opensWithOtherPerson('In Tarrow, Arno Mirren taught weaving.', ['Edda Mirren'])).toBe(false);
    expect(opensWithOtherPerson('Arno Mirren taught weaving in Tarrow.', [])).toBe(false);
  });
});

describe('namesAnother', () => {
  it('finds a name beyond the known ones', () => {
    expect(namesAnother('Her cat Pepper slept by the loom.', ['Edda Mirren'])).toBe(true);
    expect(namesAnother('Mirren lived with her parents and many cats.', ['Edda Mirren'])).toBe(false);
  });
});

describe('namesAnotherPerson', () => {
  const known = ['Edda Mirren'];

  it('finds a person named beyond the known ones, before a verb or after a relation', () => {
    expect(namesAnotherPerson('Her father Arno Dorr was a weaver.', known)).toBe(true);
    expect(namesAnotherPerson('Edda Mirren was the daughter of Arno Dorr.', known)).toBe(true);
  });

  it('does not take a place, a birth name or a kind for a person', () => {
    expect(namesAnotherPerson('Edda Mirren was born Edda Dorr in Tarrow, Vestland, the daughter of a Lutheran pastor.', known)).toBe(false);
    expect(namesAnotherPerson('Her father was a Flemish weaver who worked at Tarrow.', known)).toBe(false);
    // namesAnother, for a name of anything, takes them all.
    expect(namesAnother('Her father was a Flemish weaver who worked at Tarrow.', known)).toBe(true);
  });
});

describe('openingName', () => {
  it('gives the name a sentence starts with, and none for a title after a word', () => {
    expect(openingName('Anton Reger died in Graz in 1809.')).toEqual({ text: 'Anton Reger', place: false });
    expect(openingName('As Secretary of State he wrote the doctrine.')).toBeUndefined();
    expect(openingName('he died in Graz.')).toBeUndefined();
  });

  it('reads past a leading date or description to the subject', () => {
    expect(openingName('In 1792 Ilse Varga published her first atlas.')).toEqual({ text: 'Ilse Varga', place: false });
    expect(openingName('On 5 May 1821, Anton Reger died in Graz.')).toEqual({ text: 'Anton Reger', place: false });
    expect(openingName('The Bergen shipowner Anton Reger died in Graz.')).toEqual({ text: 'Anton Reger', place: false });
    expect(openingName('The young Ilse Varga sailed to Bergen.')).toEqual({ text: 'Ilse Varga', place: false });
    // Anything else before the name still leaves the sentence opening with no name.
    expect(openingName('In his youth Anton Reger sailed to Bergen.')).toBeUndefined();
  });
});

describe('opensWithRelativeOf', () => {
  const asked = ['Edda Mirren'];

  it("is true when a sentence opens with other kin of the asked person, by name or by pronoun", () => {
    expect(opensWithRelativeOf("Edda Mirren's grandson Olaf Mirren later married Ina Dorr, a weaver's daughter.", asked, ['wife'])).toBe(true);
    expect(opensWithRelativeOf('In 1901 her younger brother married a singer from Tarrow.', asked, ['husband'])).toBe(true);
  });

  it('is false when the opening kin is the asked kin, or the sentence goes on to it', () => {
    expect(opensWithRelativeOf("Edda Mirren's husband Olaf was a ferryman.", asked, ['husband'])).toBe(false);
    expect(opensWithRelativeOf('Her father Arno was a baker, and her grandfathers were the weavers Ivo Dorr and Pim Lask.', asked, ['grandfathers'])).toBe(false);
  });

  it('is false when the question asks for no kin, or the sentence opens otherwise', () => {
    expect(opensWithRelativeOf('Her father taught her to weave.', asked, [])).toBe(false);
    expect(opensWithRelativeOf('Edda Mirren married Olaf Dorr in 1890.', asked, ['husband'])).toBe(false);
  });
});

describe('namesAnotherThing', () => {
  it("takes a name whose last word is no person's for a thing's name", async () => {
    const lexicon = wordnetLexicon();
    expect(await namesAnotherThing('Tova Brandt retired to her farm, Mossvik Gard, in 1921.', ['Tova Brandt'], lexicon)).toBe(true);
    expect(await namesAnotherThing('She later ran a firm, Brandt Interiors, in Oslo.', ['Tova Brandt', 'Oslo'], lexicon)).toBe(true);
  });

  it("does not take a person's name for it", async () => {
    const lexicon = wordnetLexicon();
    expect(await namesAnotherThing('Tova Brandt lost the election to Thomas Jefferson and retired to her farm.', ['Tova Brandt'], lexicon)).toBe(false);
    expect(await namesAnotherThing('Tova Brandt retired to her farm.', ['Tova Brandt'], lexicon)).toBe(false);
  });
});
