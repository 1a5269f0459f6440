import { describe, expect, it } from 'vitest';
import type { EntityCard } from '../../../../src/core/knowledge.js';
import { extractiveKgStrategy } from '../../../../src/generate/extractive-kg/extractive-kg-strategy.js';
import { followUpAspects } from '../../../../src/generate/extractive-kg/follow-up-aspects.js';
import { questionAspects } from '../../../../src/generate/extractive-kg/question-aspects.js';
import { createWordHashEmbedder } from './word-hash-embedder.js';
import { createUseLiteEmbedder } from '../../../../retrievers/dense/use-lite-embedder.js';

const perugino: EntityCard = {
  qid: 'Q1',
  name: 'Pietro Perugino',
  aliases: ['Perugino'],
  properties: { 'instance of': ['human'], date_of_death: ['1523-01-01'], 'place of death': ['Fontignano'], occupation: ['painter'] },
};
const beethoven: EntityCard = {
  qid: 'Q2',
  name: 'Ludwig van Beethoven',
  aliases: ['Beethoven'],
  properties: { 'instance of': ['human'], 'place of birth': ['Bonn'], date_of_death: ['1827-03-26'], occupation: ['composer'] },
};
const einstein: EntityCard = {
  qid: 'Q3',
  name: 'Albert Einstein',
  properties: { 'sex or gender': ['male'], 'place of birth': ['Ulm'], spouse: ['Mileva Marić', 'Elsa Einstein'] },
};
const mileva: EntityCard = {
  qid: 'Q4',
  name: 'Mileva Marić',
  properties: { 'sex or gender': ['female'], 'place of birth': ['Titel'], spouse: ['Albert Einstein'] },
};
const charlotte: EntityCard = {
  qid: 'Q5',
  name: 'Charlotte Brontë',
  properties: { 'instance of': ['human'], sibling: ['Emily Brontë', 'Anne Brontë'], father: ['Patrick Brontë'], occupation: ['novelist'] },
};
const bohr: EntityCard = {
  qid: 'Q6',
  name: 'Niels Bohr',
  properties: { 'instance of': ['human'], occupation: ['physicist'], date_of_death: ['1962-11-18'], 'place of birth': ['Copenhagen'], 'award received': ['Nobel Prize in Physics'] },
};

async function answer(question: string, entities: EntityCard[]) {
  return (await extractiveKgStrategy.answer(question, { entities }, { embedder: createWordHashEmbedder() })).text;
}

describe('the asked type and relation decide which facts answer (issue 15)', () => {
  it("reads what is asked of a named relative from the relative's side ('X's son Francis by profession')", async () => {
    const father: EntityCard = { qid: 'Q24', name: 'Olaf Vell', properties: { 'instance of': ['human'], child: ['Francis Vell'], occupation: ['naturalist'] } };
    const son: EntityCard = { qid: 'Q25', name: 'Francis Vell', properties: { 'instance of': ['human'], father: ['Olaf Vell'], occupation: ['botanist'] } };
    expect(await answer("What was Olaf Vell's son Francis by profession?", [father, son])).toBe("Francis Vell's occupation is botanist [Q25, occupation: botanist].");
  });

  it('answers "what kind of artist" with the occupations that are kinds of artist', async () => {
    const maker: EntityCard = { qid: 'Q23', name: 'Lina Dorr', properties: { 'instance of': ['human'], occupation: ['painter', 'sculptor'], 'place of birth': ['Tarrow'] } };
    expect(await answer('what kind of artist was lina dorr', [maker])).toBe("Lina Dorr's occupations are painter and sculptor [Q23, occupation: painter, occupation: sculptor].");
  });

  it('does not answer "who" with an alma mater, a school though its last word is "mother"', async () => {
    const teacher: EntityCard = { qid: 'Q26', name: 'Paul Vell', properties: { 'instance of': ['human'], 'alma mater': ['Tarrow School of Physics'], occupation: ['physicist'] } };
    expect(await answer('Who wrote the plan for reforming education with Paul Vell?', [teacher])).toBe(
      'Nothing in the knowledge graph answers "Who wrote the plan for reforming education with Paul Vell" [NA].',
    );
  });

  it('says [NA] for an asked kind no fact is of, rather than the most similar fact', async () => {
    const pianist: EntityCard = { qid: 'Q22', name: 'Hans Kvarn', properties: { 'instance of': ['human'], occupation: ['pianist', 'conductor'], 'student of': ['Franz Liszt'] } };
    // USE-lite, the offline default, finds the occupation similar enough to fall back on.
    const result = await extractiveKgStrategy.answer('Which orchestra did Hans Kvarn lead?', { entities: [pianist] }, { embedder: createUseLiteEmbedder() });
    expect(result.text).toBe('Nothing in the knowledge graph answers "Which orchestra did Hans Kvarn lead" [NA].');
  });

  it("reads a trade and a living as the occupation, which WordNet's first senses do not reach", async () => {
    const potter: EntityCard = { qid: 'Q21', name: 'Jon Harrow', properties: { 'instance of': ['human'], occupation: ['potter'], 'place of birth': ['Tarrow'] } };
    for (const question of ["What was Jon Harrow's trade?", 'How did Jon Harrow earn his living?', 'what did jon harrow do for a living']) {
      expect(await answer(question, [potter])).toBe("Jon Harrow's occupation is potter [Q21, occupation: potter].");
    }
  });

  it('says [NA] for a cause of death the KG lacks, not the date or place of death', async () => {
    const text = await answer('What was the cause of death of Perugino?', [perugino]);
    expect(text).toBe('Nothing in the knowledge graph answers "What was the cause of death of Perugino" [NA].');
  });

  it('says [NA] for a birth date the KG lacks, not the place of birth', async () => {
    const text = await answer('When was Beethoven born?', [beethoven]);
    expect(text).not.toContain('Bonn');
    expect(text).toContain('[NA]');
    expect(await answer('Where was Beethoven born?', [beethoven])).toContain('place of birth is Bonn');
  });

  it('answers a date or a number only with a value of that form, never an untyped one', async () => {
    // "paint" links the movement (a painters' movement), which is no date.
    const painter: EntityCard = { qid: 'Q7', name: 'Tova Brandt', properties: { 'instance of': ['human'], movement: ['Baroque'], date_of_death: ['1651-05-02'] } };
    const text = await answer('When did Tova Brandt go to Paris to paint for the queen?', [painter]);
    expect(text).not.toContain('Baroque');
    expect(text).toContain('[NA]');
    expect(await answer('When did Tova Brandt die?', [painter])).toContain('1651');
  });

  it('answers "she" after "the first wife of X" from the wife\'s card, never X\'s own birthplace', async () => {
    const text = await answer('Who was the first wife of Albert Einstein and where was she born?', [einstein, mileva]);
    expect(text).toContain('Mileva Marić');
    expect(text).toContain('place of birth is Titel [Q4, place of birth: Titel]');
    expect(text).not.toContain('Ulm');
  });

  it('answers "the first wife" with the spouse whose own description says so, not every spouse', async () => {
    const elsa: EntityCard = { qid: 'Q8', name: 'Elsa Einstein', description: 'second wife of Albert Einstein', properties: { 'sex or gender': ['female'] } };
    const text = await answer('Who was the first wife of Albert Einstein?', [einstein, { ...mileva, description: 'first wife of Albert Einstein' }, elsa]);
    expect(text).toContain('spouse is Mileva Marić [Q3, spouse: Mileva Marić]');
    expect(text).not.toContain('Elsa');
    // Without a description that says the order, the KG cannot tell which spouse came first, so it gives both.
    expect(await answer('Who was the first wife of Albert Einstein?', [einstein, mileva])).toMatch(/Elsa Einstein.*Mileva Marić|Mileva Marić.*Elsa Einstein/);
  });

  it('says [NA] for "who" when the linked facts name things, not people', async () => {
    const composer: EntityCard = { qid: 'Q11', name: 'Rolf Anders', properties: { 'notable works': ['Harbour Suite'], occupation: ['composer'], employer: ['Lund Opera'] } };
    const text = await answer("Who catalogued Rolf Anders's works?", [composer]);
    expect(text).not.toContain('Harbour Suite');
    expect(text).toContain('[NA]');
    expect(await answer('Who did Rolf Anders work for?', [composer])).toContain('Lund Opera');
    // A label ending in "in" lists events and places: no one Rolf Anders beat.
    const rower: EntityCard = {
      qid: 'Q12',
      name: 'Rolf Anders',
      properties: { 'instance of': ['human'], 'participated in': ['1912 Summer Olympics', '1920 Summer Olympics'], sport: ['rowing'], 'place of birth': ['Tarrow'] },
    };
    // USE-lite links "Olympic final" to the facts that name the Olympics.
    const beaten = (await extractiveKgStrategy.answer('Whom did Rolf Anders beat in the Olympic singles final in 1912?', { entities: [rower] }, { embedder: createUseLiteEmbedder() })).text;
    expect(beaten).not.toContain('1912 Summer Olympics');
    expect(beaten).toContain('[NA]');
    expect(await answer('In which Olympics did Rolf Anders take part?', [rower])).toContain('1912 Summer Olympics');
  });

  it('says [NA] for an amount asked by a verb of paying where no fact holds a number', async () => {
    const mayor: EntityCard = { qid: 'Q90', name: 'Rolf Anders', properties: { 'instance of': ['human'], 'position held': ['Mayor of Tarrow'], occupation: ['harbour pilot'] } };
    const text = await answer('what was rolf anders paid in his position', [mayor]);
    expect(await answer('What was Rolf Anders paid for his work?', [mayor])).not.toContain('harbour pilot');
    expect(text).not.toContain('Mayor of Tarrow');
    expect(text).toContain('[NA]');
    expect(await answer('What position did Rolf Anders hold?', [mayor])).toContain('Mayor of Tarrow');
  });

  it('says [NA] for a count the KG does not state, and lists the values only when their names are asked too', async () => {
    const charlotteCount = await answer('How many siblings did Charlotte Brontë have?', [charlotte]);
    expect(charlotteCount).not.toContain('Emily Brontë');
    expect(charlotteCount).toContain('[NA]');
    const named = await answer('How many siblings did Charlotte Brontë have, and what were their names?', [charlotte]);
    expect(named).toContain('Emily Brontë');
    expect(named).toContain('Anne Brontë');
  });

  it('says [NA] for the wife\'s birthplace when her card was not retrieved, still not X\'s', async () => {
    const text = await answer('Who was the first wife of Albert Einstein and where was she born?', [einstein]);
    expect(text).not.toContain('Ulm');
    expect(text).toContain('"where was she born" [NA]');
  });

  it('answers "Where did X work?" with the employer, an organisation the type does not rule out', async () => {
    const text = await answer('Where did Niels Bohr work?', [{ ...bohr, properties: { ...bohr.properties, employer: ['University of Copenhagen'] } }]);
    expect(text).toContain('University of Copenhagen');
  });

  it("reads the noun after a possessive (\"X's cause of death\"), and prefers the label naming most of the asked words", async () => {
    const painter: EntityCard = {
      ...perugino,
      properties: { ...perugino.properties, 'cause of death': ['plague'], 'place of birth': ['Città della Pieve'] },
    };
    expect(await answer("What was Perugino's cause of death?", [painter])).toBe("Pietro Perugino's cause of death is plague [Q1, cause of death: plague].");
    expect(await answer("What was Perugino's place of birth?", [painter])).toBe(
      "Pietro Perugino's place of birth is Città della Pieve [Q1, place of birth: Città della Pieve].",
    );
  });

  it('answers "Where and when …" with both the place and the date', async () => {
    const text = await answer('When and where did Niels Bohr die?', [{ ...bohr, properties: { ...bohr.properties, 'place of death': ['Copenhagen'] } }]);
    expect(text).toBe("Niels Bohr's date of death is 1962-11-18; place of death is Copenhagen [Q6, date_of_death: 1962-11-18, place of death: Copenhagen].");
  });

  it('matches "sisters" to the sibling property through WordNet', async () => {
    const text = await answer('Who were the sisters of Charlotte Brontë?', [charlotte]);
    expect(text).toBe("Charlotte Brontë's siblings are Emily Brontë and Anne Brontë [Q5, sibling: Emily Brontë, sibling: Anne Brontë].");
  });

  it('matches "pass away" to the date of death, typed by "when"', async () => {
    const text = await answer('When did Niels Bohr pass away?', [bohr]);
    expect(text).toBe("Niels Bohr's date of death is 1962-11-18 [Q6, date_of_death: 1962-11-18].");
  });

  it('answers a request without a question word ("Tell me about X") with what X was', async () => {
    const text = await answer('Tell me about Niels Bohr.', [bohr]);
    expect(text).toContain('occupation is physicist');
    // A request for the whole person adds the life's frame and honours, which "Who was X?" leaves out.
    expect(text).toContain('received Nobel Prize in Physics');
    expect(text).toContain('place of birth is Copenhagen');
    expect(text).not.toContain('[NA]');
    expect(await answer('Who was Niels Bohr?', [bohr])).toBe("Niels Bohr's occupation is physicist [Q6, occupation: physicist].");
  });
});

describe('narrowing rules read from prompts/heuristics/question-narrowing.json', () => {
  it('answers "Which university did X graduate from?" with where X studied, not the employer', async () => {
    const astronaut: EntityCard = {
      qid: 'Q8',
      name: 'Rolf Anders',
      properties: { 'educated at': ['Purdue University'], employer: ['Stanford University'], occupation: ['astronaut'] },
    };
    const text = await answer('Which university did Rolf Anders graduate from?', [astronaut]);
    expect(text).toContain('Purdue University');
    expect(text).not.toContain('Stanford');
  });
});

describe('follow-up aspects', () => {
  const aspectsOf = (question: string, cards: EntityCard[]) => questionAspects(question, cards.flatMap((card) => [card.name, ...(card.aliases ?? [])]));

  it('takes a pronoun of the other gender than the named person as the relative asked before', () => {
    const question = 'Who was the first wife of Albert Einstein and where was she born?';
    expect(followUpAspects(aspectsOf(question, [einstein]), [einstein])).toEqual([{ aspect: 1, from: einstein, labels: ['spouse'] }]);
  });

  it('keeps a pronoun of the named person\'s gender about that person', () => {
    const ada: EntityCard = { qid: 'Q7', name: 'Ada Quill', properties: { 'sex or gender': ['female'], father: ['Byron Quill'] } };
    const question = "Who was Ada Quill's father, and where was she buried?";
    expect(followUpAspects(aspectsOf(question, [ada]), [ada])).toEqual([]);
  });

  it('takes nothing as a follow-up when the KG does not give the gender', () => {
    const question = 'Who was the first wife of Albert Einstein and where was she born?';
    const unsexed = { ...einstein, properties: { spouse: ['Mileva Marić'] } };
    expect(followUpAspects(aspectsOf(question, [unsexed]), [unsexed])).toEqual([]);
  });
});
