import { describe, expect, it } from 'vitest';
import type { Passage } from '../../../../src/core/passage.js';
import '../../../../src/generate/all-strategies.js';
import { strategyRegistry } from '../../../../src/generate/strategy-registry.js';
import { introducesRelativeBy, namesRelation, namesRelationThen } from '../../../../src/generate/extractive/names-relation.js';
import { relationPaths } from '../../../../src/generate/extractive-kg/relation-chain.js';
import { createUseLiteEmbedder } from '../../../../retrievers/dense/use-lite-embedder.js';

describe('a sentence naming the asked relation', () => {
  it('by the relation noun, or by its inverse before "of"', () => {
    expect(namesRelation('His father, a ropemaker, taught him knots.', new Set(['father']))).toBe(true);
    expect(namesRelation('Tomas Vell was born in Tarrow, the son of a ropemaker.', new Set(['father']))).toBe(true);
    expect(namesRelation('Edda Vell was the daughter of a harbour pilot.', new Set(['father']))).toBe(true);
    expect(namesRelation('She was the wife of a salt merchant.', new Set(['spouse']))).toBe(true);
  });

  it('not by a son or daughter without "of", nor by another relation', () => {
    expect(namesRelation('Tomas Vell had a son and a daughter.', new Set(['father']))).toBe(false);
    expect(namesRelation('His brother ran the ferry.', new Set(['father']))).toBe(false);
    expect(namesRelation('Tomas Vell was born in Tarrow.', new Set())).toBe(false);
  });

  it('by "born … to" a name or "a", "the", in one clause, for a parent only', () => {
    const sentence = 'Tomas Vell was born in Tarrow in 1840 to Jon Vell, a ropemaker, and Edda Lind.';
    expect(namesRelation(sentence, new Set(['father']))).toBe(true);
    expect(namesRelation(sentence, new Set(['mother']))).toBe(true);
    expect(namesRelation('Tomas Vell was born to a family of ropemakers.', new Set(['father']))).toBe(true);
    expect(namesRelation(sentence, new Set(['spouse']))).toBe(false);
    expect(namesRelation('Tomas Vell was born in Tarrow, and he moved to Brennfall in 1860.', new Set(['father']))).toBe(false);
    expect(namesRelationThen(sentence, new Set(['father']), new Set(['ropemaker']))).toBe(true);
  });

  it('reads "the son of …" as the father only: it does not say which parent, and a mother is named by the word', () => {
    expect(namesRelation('Tomas Vell was born in Tarrow, the son of a ropemaker.', new Set(['mother']))).toBe(false);
    expect(namesRelation('His mother, a seamstress, sewed sails.', new Set(['mother']))).toBe(true);
  });

  it('counts familiar kin words as the relation they stand for', () => {
    expect(relationPaths('dad')).toEqual([['father']]);
    expect(relationPaths('mum')).toEqual([['mother']]);
  });
});

describe('extractive answers about a parent stated from the child’s side', () => {
  const embedder = createUseLiteEmbedder();
  const answer = async (question: string, passages: Passage[]) => strategyRegistry.get('extractive').answer(question, { passages }, { embedder });
  const ropemaker: Passage = {
    id: 'r1',
    title: 'Tomas Vell',
    text: 'Tomas Vell was born in Tarrow in 1850, the son of a ropemaker. He sailed to Oslo in 1871 and later ran the ferry between Tarrow and Kvarn.',
  };

  it('quotes the sentence for the father, and says [NA] for the mother', async () => {
    expect((await answer("What was Tomas Vell's father?", [ropemaker])).text).toContain('the son of a ropemaker');
    const mother = await answer("What was Tomas Vell's mother?", [ropemaker]);
    expect(mother.statements.every((statement) => statement.citations.every((citation) => citation.kind === 'na'))).toBe(true);
  });

  const painter: Passage = {
    id: 'r2',
    title: 'Edda Vell',
    text: 'Edda Vell was born in Tarrow in 1850, the daughter of Per Vell, a painter at the court of the Duke of Kvarn. She sailed to Oslo in 1871.',
  };

  it("answers what is asked of the father from the child's sentence, and [NA] when his name is asked of a sentence without it", async () => {
    expect((await answer("Whose court did Edda Vell's father work at?", [painter])).text).toContain('Duke of Kvarn');
    const name = await answer("What was the name of Tomas Vell's father?", [ropemaker]);
    expect(name.statements.every((statement) => statement.citations.every((citation) => citation.kind === 'na'))).toBe(true);
  });

  it("answers what a relative did for a living by the noun the relative is introduced with", async () => {
    expect((await answer("What was the trade of Tomas Vell's father?", [ropemaker])).text).toContain('the son of a ropemaker');
    const carver: Passage = { id: 'r3', title: 'Edda Vell', text: 'Edda Vell took her name from her father, a carver who made figureheads for the ships of Tarrow.' };
    expect((await answer("what did edda vell's dad do for a living?", [carver])).text).toContain('a carver');
    // Asked something else of him, the introduction says nothing.
    const born = await answer("Where was Tomas Vell's father born?", [ropemaker]);
    expect(born.statements.every((statement) => statement.citations.every((citation) => citation.kind === 'na'))).toBe(true);
  });
});

describe('a relative introduced by what they were', () => {
  it('is the relation noun, a comma and an article, or its inverse, "of" and an article', () => {
    expect(introducesRelativeBy('He learned from his father, a goldsmith.', new Set(['father']))).toBe(true);
    expect(introducesRelativeBy('Tomas Vell was the son of a ropemaker.', new Set(['father']))).toBe(true);
    expect(introducesRelativeBy('Tomas Vell was the son of Per Vell.', new Set(['father']))).toBe(false);
    expect(introducesRelativeBy('His father, Per Vell, made ropes.', new Set(['father']))).toBe(false);
    expect(introducesRelativeBy('He learned from his father, a goldsmith.', new Set(['mother']))).toBe(false);
    // A verb of the relation, the relative's name (particles and all), and what they were.
    expect(introducesRelativeBy('In 1884 Edda Vell married Jon von Kvarn zu Tarrow, a magistrate.', new Set(['spouse']))).toBe(true);
    expect(introducesRelativeBy('In 1884 Edda Vell married Jon von Kvarn zu Tarrow, and moved to Oslo.', new Set(['spouse']))).toBe(false);
    // Or the noun between "the" and the relative's name.
    expect(introducesRelativeBy('In 1890 he married the weaver Lina Dorr.', new Set(['spouse']))).toBe(true);
    expect(introducesRelativeBy('His wife, the weaver Lina Dorr, died in 1901.', new Set(['spouse']))).toBe(true);
    expect(introducesRelativeBy('In 1890 he married Lina Dorr in the harbour church.', new Set(['spouse']))).toBe(false);
  });

  it('is the relation noun, maybe the relative\'s name, then "was a"', () => {
    expect(introducesRelativeBy('His father Per was a prosperous ropemaker.', new Set(['father']))).toBe(true);
    expect(introducesRelativeBy('His father was a ropemaker in Tarrow.', new Set(['father']))).toBe(true);
    expect(introducesRelativeBy('His father Per was born in Tarrow.', new Set(['father']))).toBe(false);
    expect(introducesRelativeBy('His mother Ida was a weaver.', new Set(['father']))).toBe(false);
  });
});
