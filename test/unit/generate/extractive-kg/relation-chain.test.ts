import { describe, expect, it } from 'vitest';
import type { EntityCard } from '../../../../src/core/knowledge.js';
import { extractiveKgStrategy } from '../../../../src/generate/extractive-kg/extractive-kg-strategy.js';
import { cardByName, familySide, relationChains, relationPaths, relationSynonymsLoaded, walkPath } from '../../../../src/generate/extractive-kg/relation-chain.js';
import { wordnetLexicon } from '../../../../src/text/lexicon/wordnet-lexicon.js';
import { createWordHashEmbedder } from './word-hash-embedder.js';

// A made-up family: Nell → mother Iris → mother Mara → father Wladek; Nell → father Fred; Mara ⇄ spouse Piet.
const card = (qid: string, name: string, properties: Record<string, string[]>): EntityCard => ({ qid, name, properties: { 'instance of': ['human'], ...properties } });
const nell = card('Q1', 'Nell Joliot', { mother: ['Iris Curie'], father: ['Fred Joliot'], 'place of birth': ['Paris'] });
const iris = card('Q2', 'Iris Curie', { mother: ['Mara Curie'], father: ['Piet Curie'], child: ['Nell Joliot'] });
const mara = card('Q3', 'Mara Curie', { father: ['Wladek Sklod'], spouse: ['Piet Curie'], child: ['Iris Curie'] });
const piet = card('Q4', 'Piet Curie', { spouse: ['Mara Curie'], father: ['Eugen Curie'], child: ['Iris Curie'] });
const fred = card('Q5', 'Fred Joliot', { child: ['Nell Joliot'] });
const plato = card('Q6', 'Plato', { 'student of': ['Socrates'], student: ['Aristotle'] });
const aristotle = card('Q7', 'Aristotle', { 'student of': ['Plato'] });
const ali = card('Q8', 'Cass Ali', { child: ['Lila Ali'], father: ['Cass Ali Sr.'] });
const lila = card('Q9', 'Lila Ali', { father: ['Cass Ali'], spouse: ['Curt Conway'] });
const family = [nell, iris, mara, piet, fred, plato, aristotle, ali, lila];

const pathsOf = (question: string, cards: EntityCard[]) => relationChains(question, cards).map((chain) => [chain.start.name, chain.paths]);

describe('relation chains', () => {
  it('composes "the R of X\'s S" and "the R of the S of X" into two-hop paths', () => {
    expect(pathsOf("Who was the father of Piet Curie's wife?", [piet])).toEqual([['Piet Curie', [['spouse', 'father']]]]);
    expect(pathsOf('Who was the father of the wife of Piet Curie?', [piet])).toEqual([['Piet Curie', [['spouse', 'father']]]]);
    expect(pathsOf('Who taught the teacher of Aristotle?', [aristotle])).toEqual([['Aristotle', [['student of', 'student of']]]]);
  });

  it('reads possessives in order, three hops deep', () => {
    expect(pathsOf("Who was Nell Joliot's mother's mother's father?", [nell])).toEqual([['Nell Joliot', [['mother', 'mother', 'father']]]]);
  });

  it('expands compound words, narrowed by the side of the family', () => {
    expect(pathsOf('Who was the grandfather of Nell Joliot?', [nell])).toEqual([['Nell Joliot', [['father', 'father'], ['mother', 'father']]]]);
    expect(pathsOf("Who was the grandfather of Nell Joliot on her mother's side?", [nell])).toEqual([['Nell Joliot', [['mother', 'father']]]]);
    expect(pathsOf('Who was the paternal grandmother of Nell Joliot?', [nell])).toEqual([['Nell Joliot', [['father', 'mother']]]]);
    expect(pathsOf('How many grandchildren did Cass Ali have?', [ali])).toEqual([['Cass Ali', [['child', 'child']]]]);
  });

  it('reads the side of the family from the side table wherever the question names it', () => {
    expect(familySide("Who was Nell's grandfather on her father's side?")).toBe('father');
    expect(familySide('Who was the grandfather of Nell on her mothers side?')).toBe('mother');
    expect(familySide('Who was her patrilineal great-grandfather?')).toBe('father');
    expect(familySide('Who was the grandfather of Nell?')).toBeUndefined();
    // A mother named without "side" names no side.
    expect(familySide("Who was Nell's mother's father?")).toBeUndefined();
    expect(pathsOf("Who was Nell Joliot's grandfather on her father's side?", [nell])).toEqual([['Nell Joliot', [['father', 'father']]]]);
    expect(pathsOf("Who was Nell Joliot's maternal grandmother?", [nell])).toEqual([['Nell Joliot', [['mother', 'mother']]]]);
    expect(pathsOf('Who were the maternal uncles of Iris Curie?', [iris])).toEqual([['Iris Curie', [['mother', 'sibling']]]]);
    expect(pathsOf("Who was Iris Curie's paternal aunt?", [iris])).toEqual([['Iris Curie', [['father', 'sibling']]]]);
  });

  it('reads a verb of the verb table before the chain as the relation on its object\'s side', () => {
    expect(pathsOf('Who tutored the daughter of Piet Curie?', [piet])).toEqual([['Piet Curie', [['child', 'student of']]]]);
    expect(pathsOf('Who married the father of Nell Joliot?', [nell])).toEqual([['Nell Joliot', [['father', 'spouse']]]]);
  });

  it('reads a plural relation word by its lemma, unlisted', () => {
    expect(pathsOf("Who were Nell Joliot's grandmothers?", [nell])).toEqual([['Nell Joliot', [['father', 'mother'], ['mother', 'mother']]]]);
    expect(pathsOf('Who were the fathers-in-law of Piet Curie?', [piet])).toEqual([['Piet Curie', [['spouse', 'father']]]]);
    expect(pathsOf('Who were the wives of the sons of Cass Ali?', [ali])).toEqual([['Cass Ali', [['child', 'spouse']]]]);
  });

  it('finds no chain in one-hop questions or in relations listed side by side', () => {
    expect(relationChains('Who was the father of Nell Joliot?', [nell])).toEqual([]);
    expect(relationChains('Who were the father and mother of Nell Joliot?', [nell])).toEqual([]);
    expect(relationChains("Who was Nell Joliot's father, and where was she born?", [nell])).toEqual([]);
  });

  it('walks a path over the cards, fanning out over every value, and says where the graph ends', () => {
    const byName = (name: string, from: EntityCard) => cardByName(family, name, from);
    expect(walkPath(nell, ['mother', 'mother', 'father'], byName)).toEqual([
      {
        complete: true,
        hops: [
          { card: nell, property: 'mother', value: 'Iris Curie' },
          { card: iris, property: 'mother', value: 'Mara Curie' },
          { card: mara, property: 'father', value: 'Wladek Sklod' },
        ],
      },
    ]);
    expect(walkPath(ali, ['child', 'child'], byName)).toEqual([
      { complete: false, hops: [{ card: ali, property: 'child', value: 'Lila Ali' }], missing: { card: lila, property: 'child' } },
    ]);
  });

  it('takes, of two same-name cards, the one whose facts name the entity it came from', () => {
    const namesake = card('Q10', 'Iris Curie', { occupation: ['painter'] });
    expect(cardByName([namesake, iris], 'Iris Curie', nell)).toBe(iris);
  });
});

async function answer(question: string, entities: EntityCard[]) {
  return extractiveKgStrategy.answer(question, { entities }, { embedder: createWordHashEmbedder() });
}

describe('relation words WordNet files under a listed one', () => {
  // First, so that nothing has loaded the synonyms before the strategy does.
  it('answers through the KG strategy without anything loaded by hand', async () => {
    const result = await answer("Who was Mara Curie's hubby?", [mara]);
    expect(result.text).toBe("Mara Curie's spouse is Piet Curie [Q3, spouse: Piet Curie].");
  });

  it('reads a noun whose first sense is a listed relation as that relation, in the plural too', async () => {
    await relationSynonymsLoaded(wordnetLexicon());
    expect(relationPaths('hubby')).toEqual([['spouse']]);
    expect(relationPaths('grandads')).toEqual(relationPaths('grandfather'));
    expect(pathsOf("Who was Nell Joliot's grandad on her mother's side?", [nell])).toEqual([['Nell Joliot', [['mother', 'father']]]]);
  });

  it('leaves a word that is also a verb, an adjective or another thing: partner, minor, pop', async () => {
    await relationSynonymsLoaded(wordnetLexicon());
    for (const word of ['partner', 'minor', 'pop', 'kid', 'childhood']) expect(relationPaths(word), word).toEqual([]);
  });
});

describe('extractive-kg over relation chains', () => {
  it('answers a two-hop question with the final fact, citing every hop as a triple of the given KG', async () => {
    const result = await answer("Who was the father of Piet Curie's wife?", [piet, mara]);
    expect(result.statements).toEqual([
      { text: "Piet Curie's spouse is Mara Curie.", citations: [{ kind: 'triple', qid: 'Q4', property: 'spouse', value: 'Mara Curie' }] },
      { text: "Mara Curie's father is Wladek Sklod.", citations: [{ kind: 'triple', qid: 'Q3', property: 'father', value: 'Wladek Sklod' }] },
    ]);
    expect(result.citationChecks.map((check) => check.inKg)).toEqual([true, true]);
  });

  it('answers a three-hop chain and a grandfather on the mother\'s side', async () => {
    const three = await answer("Who was Nell Joliot's mother's mother's father?", [nell, iris, mara]);
    expect(three.statements.map((s) => s.text)).toEqual([
      "Nell Joliot's mother is Iris Curie.",
      "Iris Curie's mother is Mara Curie.",
      "Mara Curie's father is Wladek Sklod.",
    ]);
    const side = await answer("Who was the grandfather of Nell Joliot on her mother's side?", [nell, iris]);
    expect(side.text).toBe("Nell Joliot's mother is Iris Curie [Q1, mother: Iris Curie]. Iris Curie's father is Piet Curie [Q2, father: Piet Curie].");
  });

  it('answers a maternal uncle through the mother\'s sibling, citing both hops', async () => {
    const aunt = card('Q14', 'Rosa Curie', { sibling: ['Iris Curie'] });
    const withUncle = card('Q2', 'Iris Curie', { ...iris.properties, sibling: ['Rosa Curie', 'Tom Curie'] });
    const result = await answer("Who was Nell Joliot's maternal uncle?", [nell, withUncle, aunt]);
    expect(result.statements.flatMap((s) => s.citations)).toEqual([
      { kind: 'triple', qid: 'Q1', property: 'mother', value: 'Iris Curie' },
      { kind: 'triple', qid: 'Q2', property: 'sibling', value: 'Rosa Curie' },
      { kind: 'triple', qid: 'Q2', property: 'sibling', value: 'Tom Curie' },
    ]);
  });

  it('answers the teacher of the teacher', async () => {
    const result = await answer('Who taught the teacher of Aristotle?', [aristotle, plato]);
    expect(result.text).toBe('Aristotle was a student of Plato [Q7, student of: Plato]. Plato was a student of Socrates [Q6, student of: Socrates].');
  });

  it('says only [NA] where the chain breaks: the hop it walked is a nearby fact, not what was asked', async () => {
    const result = await answer('How many grandchildren did Cass Ali have?', [ali, lila]);
    expect(result.statements).toEqual([{ text: "Nothing in the knowledge graph gives Lila Ali's child.", citations: [{ kind: 'na' }] }]);
  });
});

describe('extractive-kg aspect coverage', () => {
  it('does not let a similar relation cover a relation word (grandchildren ≠ child) when no chain is walkable', async () => {
    // Only the one-hop card: the chain cannot be followed past Lila Ali.
    const result = await answer('How many grandchildren did Cass Ali have?', [ali]);
    expect(result.statements.at(-1)).toEqual({ text: "Nothing in the knowledge graph gives Lila Ali's child.", citations: [{ kind: 'na' }] });
    // Neither the child (a similar relation) nor the broken chain's first hop is cited.
    expect(result.statements.flatMap((s) => s.citations).filter((c) => c.kind === 'triple')).toEqual([]);
  });

  it('does not cover an aspect through the subject\'s name shared by a relative (dogs ≠ father)', async () => {
    const darwin = card('Q11', 'Charles Darwin', { father: ['Robert Darwin'], 'place of birth': ['Shrewsbury'] });
    const result = await answer("What were the names of Charles Darwin's dogs?", [darwin]);
    expect(result.statements).toEqual([
      { text: 'Nothing in the knowledge graph answers "What were the names of Charles Darwin\'s dogs".', citations: [{ kind: 'na' }] },
    ]);
  });

  it('keeps the words of a type-like entity the question names ("political party") as what is asked', async () => {
    const senator = card('Q12', 'Paul Simon', { 'member of political party': ['Democratic Party'], 'place of birth': ['Eugene'] });
    const partyClass: EntityCard = { qid: 'Q13', name: 'political party', properties: { 'instance of': ['class'] } };
    const result = await answer('Which political party did Paul Simon belong to?', [partyClass, senator]);
    expect(result.statements[0]).toEqual({
      text: 'Paul Simon was a member of political party Democratic Party.',
      citations: [{ kind: 'triple', qid: 'Q12', property: 'member of political party', value: 'Democratic Party' }],
    });
  });
});
