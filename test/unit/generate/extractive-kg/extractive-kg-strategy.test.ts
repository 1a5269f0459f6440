import { describe, expect, it } from 'vitest';
import { parseKalmaAnswer } from '../../../../src/citations/kalma-citations.js';
import { ConfigError } from '../../../../src/core/errors.js';
import type { EntityCard } from '../../../../src/core/knowledge.js';
import { extractiveKgStrategy } from '../../../../src/generate/extractive-kg/extractive-kg-strategy.js';
import { questionAspects } from '../../../../src/generate/extractive-kg/question-aspects.js';
import { createWordHashEmbedder } from './word-hash-embedder.js';

const ada: EntityCard = {
  qid: 'Q9100001',
  name: 'Ada Quill',
  aliases: ['Augusta Ada Quill'],
  properties: {
    'instance of': ['human'],
    father: ['Byron Quill'],
    mother: ['Anne Milbank Quill'],
    'place of birth': ['Port Mallow'],
    date_of_birth: ['1815-12-10'],
    occupation: ['mathematician', 'writer'],
    child: ['Byron King Quill', 'Anne Isabella Quill'],
    'educated at': ["Christ's College, Cambridge"],
  },
};
const byron: EntityCard = { qid: 'Q9100002', name: 'Byron Quill', properties: { occupation: ['poet'], 'place of death': ['Missolonghi'] } };

async function answer(question: string, entities: EntityCard[] = [ada, byron]) {
  return extractiveKgStrategy.answer(question, { entities }, { embedder: createWordHashEmbedder() });
}

describe('question aspects', () => {
  it('splits a question into the things it asks, names removed from the terms', () => {
    const aspects = questionAspects(
      "What were Ada Quill's early life, family background, health issues, and how did she influence computing?",
      ['Ada Quill'],
    );
    expect(aspects.map((a) => a.text)).toEqual([
      "What were Ada Quill's early life",
      'family background',
      'health issues',
      'how did she influence computing',
    ]);
    expect(aspects.map((a) => a.terms)).toEqual([['early'], ['family'], ['health', 'issues'], ['computing']]);
  });

  it('splits at "and" only where a new question starts', () => {
    expect(questionAspects('Who were the father and mother of X and where was X born?', ['X']).map((a) => a.terms)).toEqual([
      ['father', 'mother'],
      ['born'],
    ]);
  });
});

describe('what the words of an aspect link', () => {
  it('reads a description before the name as saying who, and answers what the other words ask', async () => {
    expect((await answer('Where did the poet Byron Quill die?')).text).toContain('Missolonghi');
    expect((await answer('Where did Byron Quill die?')).text).toContain('Missolonghi');
  });

  it('links no place or date fact through the words "place" and "date" of its label alone', async () => {
    // "position" and "set" are WordNet synonyms of the verb "place"; a place of birth is no position.
    const position = await answer('In which position did Ada Quill play football?');
    expect(position.text).not.toContain('Port Mallow');
    expect(position.statements.every((s) => s.citations.every((c) => c.kind === 'na'))).toBe(true);
    expect((await answer('Where was Ada Quill born?')).text).toContain('Port Mallow');
  });
});

describe('words for relations and events in the tables', () => {
  it('reads "offspring" as children, "instructed" as taught and "interred" as buried', async () => {
    const olaf: EntityCard = {
      qid: 'Q9100003',
      name: 'Olaf Stern',
      properties: { 'instance of': ['human'], 'student of': ['Mira Holt'], 'place of burial': ['Vell Chapel'], child: ['Ina Stern'] },
    };
    expect((await answer('Who were the offspring of Olaf Stern?', [olaf])).text).toContain('Ina Stern');
    expect((await answer('Who instructed Olaf Stern?', [olaf])).text).toContain('Mira Holt');
    expect((await answer('Where is Olaf Stern interred?', [olaf])).text).toContain('Vell Chapel');
  });

  it('reads "What did X write / paint / compose / create?" as asking the notable works, and "What killed X?" the cause of death', async () => {
    const lise: EntityCard = {
      qid: 'Q9100004',
      name: 'Lise Arno',
      properties: { 'instance of': ['human'], 'notable works': ['The Salt Road'], 'cause of death': ['pneumonia'], 'place of death': ['Tarrow'] },
    };
    for (const verb of ['write', 'paint', 'compose', 'create']) expect((await answer(`What did Lise Arno ${verb}?`, [lise])).text).toContain('The Salt Road');
    expect((await answer('What killed Lise Arno?', [lise])).text).toContain('pneumonia');
    expect((await answer('What killed Lise Arno?', [lise])).text).not.toContain('Tarrow');
  });
});

describe('a negated question', () => {
  it('is not answered by the fact it negates: the KG states what is', async () => {
    const asked = await answer('Which occupation did Ada Quill never take up?');
    expect(asked.text).not.toContain('mathematician');
    expect(asked.statements.every((s) => s.citations.every((c) => c.kind === 'na'))).toBe(true);
    expect((await answer('Which occupation did Ada Quill take up?')).text).toContain('mathematician');
    expect((await answer("What job didn't Ada Quill have?")).text).not.toContain('mathematician');
  });
});

describe('a statement before the question', () => {
  it('is read as a premise that describes, not as an aspect asked', () => {
    const aspects = questionAspects('Ada Quill was born in Port Mallow. How many brothers did she have?', ['Ada Quill']);
    expect(aspects.map((a) => [a.text, a.describes === true, a.premise === true])).toEqual([
      ['Ada Quill was born in Port Mallow', true, true],
      ['How many brothers did she have', false, false],
    ]);
    // A request is no statement: "Tell me about Ada Quill." asks.
    expect(questionAspects('Tell me about Ada Quill. Where was she born?', ['Ada Quill']).some((a) => a.describes)).toBe(false);
  });

  it('is confirmed only beside an answer, and still says whom the question asks about', async () => {
    expect((await answer('Ada Quill was born in Port Mallow. How many brothers did she have?')).text).not.toContain('Port Mallow');
    const text = (await answer('Ada Quill was born in Port Mallow. What was her occupation?')).text;
    expect(text).toContain('mathematician');
  });
});

describe('question aspects around a description of the subject', () => {
  it('drops "X, the description," and joins the words after it to the question before it', () => {
    const aspects = questionAspects('Which football club did John Williams, the classical guitarist, support?', ['John Williams']);
    expect(aspects).toEqual([
      { text: 'Which football club did John Williams support', terms: ['football', 'club', 'support'], masked: 'Which football club did support' },
      { text: 'the classical guitarist', terms: ['classical', 'guitarist'], masked: 'the classical guitarist', describes: true },
    ]);
  });

  it('keeps a new question after the description as its own aspect', () => {
    const aspects = questionAspects('On which mission did Michael Collins, the astronaut, fly, and what did he achieve on it?', ['Michael Collins']);
    expect(aspects.filter((a) => !a.describes).map((a) => a.text)).toEqual(['On which mission did Michael Collins fly', 'what did he achieve on it']);
  });

  it('reads "the …" after a relative as a description of the relative, relative clause included', () => {
    const aspects = questionAspects("What was the first name of Tova Brandt's father, the organist who taught her to play?", ['Tova Brandt']);
    expect(aspects.filter((a) => !a.describes).map((a) => a.text)).toEqual(["What was the first name of Tova Brandt's father"]);
    // A question word that asks ("…, the organist, and who was he?") is no relative clause.
    const asking = questionAspects("Who was Tova Brandt's father, the organist who was he?", ['Tova Brandt']);
    expect(asking.filter((a) => !a.describes)).toHaveLength(2);
  });

  it('joins the verb after a name that holds a comma to the question the name ends', () => {
    const aspects = questionAspects('Where was the wife of Edmund Vane, 2nd Baron of Rill, laid to rest?', ['Edmund Vane, 2nd Baron of Rill']);
    expect(aspects.map((a) => a.text)).toEqual(['Where was the wife of Edmund Vane, 2nd Baron of Rill laid to rest']);
    // A piece with a question word of its own still asks on its own.
    const two = questionAspects('Who was the wife of Edmund Vane, 2nd Baron of Rill, and where was she buried?', ['Edmund Vane, 2nd Baron of Rill']);
    expect(two.map((a) => a.text)).toEqual(['Who was the wife of Edmund Vane, 2nd Baron of Rill', 'where was she buried']);
  });

  it("reads a possessive after a name as a description too ('X, Y's second wife,')", () => {
    const aspects = questionAspects("Where was Lina Dorr, Olaf Vell's second wife, born?", ['Lina Dorr', 'Olaf Vell']);
    expect(aspects.filter((a) => !a.describes).map((a) => a.text)).toEqual(['Where was Lina Dorr born']);
    expect(aspects.filter((a) => a.describes).map((a) => a.text)).toEqual(["Olaf Vell's second wife"]);
    // A possessive that asks ("…, Olaf Vell's wife, and where was she born?") keeps its question.
    expect(questionAspects("Who was Lina Dorr, and where was Olaf Vell's wife born?", ['Lina Dorr', 'Olaf Vell']).some((a) => a.describes)).toBe(false);
  });

  it('reads a lower-case possessive of a known name after a name as a description', () => {
    const aspects = questionAspects("what did lina dorr, olaf vell's wife, die of?", ['Lina Dorr', 'Olaf Vell']);
    expect(aspects.filter((a) => !a.describes).map((a) => a.text)).toEqual(['what did lina dorr die of']);
    expect(aspects.filter((a) => a.describes).map((a) => a.text)).toEqual(["olaf vell's wife"]);
  });

  it('answers nothing asked of the subject with the facts of someone named only in her description', async () => {
    const wife: EntityCard = { qid: 'Q31', name: 'Lina Dorr', properties: { 'instance of': ['human'], spouse: ['Olaf Vell'] } };
    const husband: EntityCard = { qid: 'Q32', name: 'Olaf Vell', properties: { 'instance of': ['human'], 'place of birth': ['Tarrow'], spouse: ['Lina Dorr'] } };
    const result = await extractiveKgStrategy.answer("Where was Lina Dorr, Olaf Vell's second wife, born?", { entities: [wife, husband] }, { embedder: createWordHashEmbedder() });
    expect(result.text).toBe('Nothing in the knowledge graph answers "Where was Lina Dorr born" [NA].');
  });

  it("reads a relation set off after a name ('X, son of Y,') as a description, not as asking for the relative", () => {
    const aspects = questionAspects('Where was the mother of Emil Dorr, son of Olaf Vell, buried?', ['Emil Dorr', 'Olaf Vell']);
    expect(aspects.filter((a) => !a.describes).map((a) => a.text)).toEqual(['Where was the mother of Emil Dorr buried']);
    expect(aspects.filter((a) => a.describes).map((a) => a.text)).toEqual(['son of Olaf Vell']);
    // A relation that asks ("…, and whose son was he?") keeps its question, and one that is no relation word is asked.
    expect(questionAspects('Where was Emil Dorr buried, and son of whom was he?', ['Emil Dorr']).some((a) => a.describes)).toBe(false);
    expect(questionAspects('Where was Emil Dorr, leader of the band, buried?', ['Emil Dorr']).some((a) => a.describes)).toBe(false);
  });

  it('reads "X-born" before a name as where the person came from, asking nothing of a birth', async () => {
    const [aspect] = questionAspects('In what year did the Welsh-born poet Byron Quill first visit Tarrow?', ['Byron Quill']);
    expect(aspect!.terms).toEqual(['year', 'poet', 'first', 'visit', 'tarrow']);
    const result = await answer('In what year did the Welsh-born mathematician Ada Quill first visit Tarrow?');
    expect(result.text).not.toContain('1815-12-10');
    expect(result.text).toContain('[NA]');
  });

  it('treats "the …" as a description only right after a name', () => {
    const aspects = questionAspects('Where did she study, the university or the academy?', []);
    expect(aspects.map((a) => a.text)).toEqual(['Where did she study', 'the university or the academy']);
  });
});

describe('extractive-kg strategy', () => {
  it('answers a father question with the exact triple cited', async () => {
    const result = await answer('Who was the father of Ada Quill?');
    expect(result.statements).toEqual([
      { text: "Ada Quill's father is Byron Quill.", citations: [{ kind: 'triple', qid: 'Q9100001', property: 'father', value: 'Byron Quill' }] },
    ]);
    expect(result.text).toBe("Ada Quill's father is Byron Quill [Q9100001, father: Byron Quill].");
    expect(result.strategy).toBe('extractive-kg');
    expect(result.citationChecks.every((check) => check.inKg)).toBe(true);
  });

  it('reads a verb phrase WordNet knows as one verb: "laid to rest" asks where someone was buried', async () => {
    const poet: EntityCard = { qid: 'Q9100003', name: 'Byron Quill', properties: { 'place of death': ['Missolonghi'], 'place of burial': ['Hucknall'] } };
    const result = await answer('Where was Byron Quill laid to rest?', [poet]);
    expect(result.text).toBe("Byron Quill's place of burial is Hucknall [Q9100003, place of burial: Hucknall].");
  });

  it("answers a pupil's master and whom someone was apprenticed to with the teacher the pupil's card states", async () => {
    const pupil: EntityCard = { qid: 'Q9100004', name: 'Tomas Vell', properties: { 'instance of': ['human'], 'student of': ['Olaf Brandt'], occupation: ['painter'] } };
    const master: EntityCard = { qid: 'Q9100005', name: 'Olaf Brandt', properties: { 'instance of': ['human'], 'place of death': ['Tarrow'], student: ['Tomas Vell'] } };
    const apprenticed = await answer('To which painter was Tomas Vell apprenticed?', [pupil, master]);
    expect(apprenticed.text).toContain('student of: Olaf Brandt');
    expect(apprenticed.text).not.toContain('occupation');
    const died = await answer("Where did Tomas Vell's master die?", [pupil, master]);
    expect(died.text).toContain('place of death: Tarrow');
  });

  it('reads "post" as an office held', async () => {
    const envoy: EntityCard = { qid: 'Q9100006', name: 'Lina Dorr', properties: { 'instance of': ['human'], 'position held': ['Envoy to Tarrow'], 'place of birth': ['Harrow Green'] } };
    expect((await answer('What post did Lina Dorr hold?', [envoy])).text).toBe('Lina Dorr held the position of Envoy to Tarrow [Q9100006, position held: Envoy to Tarrow].');
  });

  it('marks each aspect no triple covers with [NA]', async () => {
    const result = await answer("Who was Ada Quill's father, and what was her favourite food?");
    expect(result.statements.map((s) => s.citations.map((c) => c.kind))).toEqual([['triple'], ['na']]);
    expect(result.statements[1]!.text).toBe('Nothing in the knowledge graph answers "what was her favourite food".');
  });

  it('groups the facts of one entity, all values of multi-valued properties, and cues like "born" and "children"', async () => {
    const result = await answer('Where was Ada Quill born and who were her children?');
    expect(result.statements).toHaveLength(1);
    expect(result.statements[0]!.text).toBe("Ada Quill's place of birth is Port Mallow; children are Byron King Quill and Anne Isabella Quill.");
    expect(result.statements[0]!.citations).toHaveLength(3);
  });

  it('lets "where" and "when" choose between place and date', async () => {
    expect((await answer('When was Ada Quill born?')).text).toBe("Ada Quill's date of birth is 1815-12-10 [Q9100001, date_of_birth: 1815-12-10].");
    expect((await answer('Where was Ada Quill born?')).text).toBe("Ada Quill's place of birth is Port Mallow [Q9100001, place of birth: Port Mallow].");
    // Without a wh-word both stay.
    expect((await answer("What do we know of Ada Quill's birth?")).statements[0]!.citations).toHaveLength(2);
  });

  it('answers "which university" with where the person studied, not where they worked', async () => {
    const scholar: EntityCard = { qid: 'Q8', name: 'Ada Quill', properties: { 'alma mater': ['Girton College'], employer: ['University of London'] } };
    expect((await answer('Which university did Ada Quill graduate from?', [scholar])).text).toBe(
      "Ada Quill's alma mater is Girton College [Q8, alma mater: Girton College].",
    );
  });

  it('does not answer with the place a time clause names as its landmark', async () => {
    const scholar: EntityCard = { qid: 'Q8', name: 'Ada Quill', properties: { 'alma mater': ['University of Tarrow'] } };
    expect((await answer('Which school did Ada Quill attend before she went to Tarrow?', [scholar])).text).toContain('[NA]');
    expect((await answer('Which school did Ada Quill attend before she went to Bergen?', [scholar])).text).toContain('University of Tarrow');
  });

  it('does not take a value that is part of the name as said in the question', async () => {
    const named: EntityCard = { qid: 'Q7', name: 'Stephen Crane', properties: { 'given name': ['Stephen'], father: ['Jonathan Crane'] } };
    expect((await answer("Who was Stephen Crane's father?", [named])).text).toBe("Stephen Crane's father is Jonathan Crane [Q7, father: Jonathan Crane].");
  });

  it('answers "Who was X?" with what X was', async () => {
    const result = await answer('Who was Byron Quill?', [byron]);
    expect(result.text).toBe("Byron Quill's occupation is poet [Q9100002, occupation: poet].");
  });

  it('writes one sentence per entity when the question asks about two', async () => {
    const result = await answer('What was the occupation of Ada Quill and of Byron Quill?');
    // Byron Quill is named in the question and is Ada's father: a value said in the question links its triple too.
    expect(result.statements.map((s) => s.text)).toEqual([
      "Ada Quill's father is Byron Quill; occupations are mathematician and writer.",
      "Byron Quill's occupation is poet.",
    ]);
  });

  it('never marks a description of the subject [NA], and does not confirm it when nothing asked is answered', async () => {
    const result = await answer('Where did Ada Quill, the mathematician, die?', [ada]);
    expect(result.text).toBe('Nothing in the knowledge graph answers "Where did Ada Quill die" [NA].');
  });

  it('marks a place asked [NA] although a fact names the person the question names: a father is no place', async () => {
    const result = await answer('Where did Ada Quill meet Byron Quill?', [ada]);
    expect(result.text).toBe('Nothing in the knowledge graph answers "Where did Ada Quill meet Byron Quill" [NA].');
  });

  it('marks the aspect [NA] although a fact restates what the question says, and does not say that fact alone', async () => {
    const result = await answer('What did Ada Quill write about Byron Quill?', [ada]);
    expect(result.text).toBe('Nothing in the knowledge graph answers "What did Ada Quill write about Byron Quill" [NA].');
  });

  it('says a restated fact beside an answer to another aspect', async () => {
    const result = await answer('What did Ada Quill write about Byron Quill, and where was she born?', [ada]);
    const cited = result.statements.flatMap((s) => s.citations).map((c) => (c.kind === 'triple' ? c.property : c.kind));
    expect(cited).toEqual(expect.arrayContaining(['father', 'place of birth', 'na']));
  });

  it('says [NA] when no entity was retrieved', async () => {
    const result = await answer('Who was the father of Nobody?', []);
    expect(result.statements).toEqual([{ text: 'No entity the question names was found in the knowledge graph.', citations: [{ kind: 'na' }] }]);
  });

  it('produces text whose citations KaLMA-parse back to triples of the KG', async () => {
    const result = await answer('Where did Ada Quill study and who was her mother?');
    const parsed = parseKalmaAnswer(result.text, { mode: 'lenient', knownProperties: Object.keys(ada.properties) });
    const triples = parsed.flatMap((s) => s.citations).filter((c) => c.kind === 'triple');
    expect(triples).toContainEqual({ kind: 'triple', qid: 'Q9100001', property: 'mother', value: 'Anne Milbank Quill' });
  });

  it('is deterministic', async () => {
    const question = 'What is known about Ada Quill, her parents and her death?';
    expect((await answer(question)).text).toBe((await answer(question)).text);
  });

  it('needs an embedder', async () => {
    await expect(extractiveKgStrategy.answer('Who?', { entities: [ada] }, {})).rejects.toThrow(ConfigError);
  });
});

describe('extractive-kg strategy on questions the KG cannot answer', () => {
  it('does not confirm the description of the subject when nothing asked is answered', async () => {
    const result = await answer('Which football club did Ada Quill, the mathematician, support?');
    expect(result.statements.map((s) => s.citations.map((c) => c.kind))).toEqual([['na']]);
  });

  it('still confirms the description beside an answer', async () => {
    const result = await answer('Where was Ada Quill, the mathematician, born?');
    const cited = result.statements.flatMap((s) => s.citations).map((c) => (c.kind === 'triple' ? c.property : c.kind));
    expect(cited).toEqual(expect.arrayContaining(['occupation', 'place of birth']));
  });

  it('does not answer from the verb of a time clause: "before she died" asks nothing of her death', async () => {
    const withDeath: EntityCard = { ...ada, properties: { ...ada.properties, 'place of death': ['Marylebone'], date_of_death: ['1852-11-27'] } };
    const result = await answer('What did Ada Quill eat on the day before she died?', [withDeath]);
    expect(result.statements.every((s) => s.citations.every((c) => c.kind === 'na'))).toBe(true);
  });

  it('says [NA] when the asked kind is not what the fact holds: a birthplace is no hospital', async () => {
    const result = await answer('In which hospital was Ada Quill born?');
    expect(result.statements.every((s) => s.citations.every((c) => c.kind === 'na'))).toBe(true);
    // The same fact answers the question that asks a place.
    expect((await answer('In which town was Ada Quill born?')).text).toContain('Port Mallow');
  });

  it('links a fact by the asked kind when no word of the question names its label', async () => {
    const withPseudonym: EntityCard = { ...ada, properties: { ...ada.properties, pseudonym: ['A. Q. Lovel'] } };
    const result = await answer('What pen name did Ada Quill write under?', [withPseudonym]);
    expect(result.text).toContain('A. Q. Lovel');
    expect(result.statements.some((s) => s.citations.some((c) => c.kind === 'na'))).toBe(false);
  });

  it('prefers the fact of the asked kind to an untyped one the words linked, but never stands one in for another relation', async () => {
    const writer: EntityCard = {
      ...ada,
      properties: { ...ada.properties, 'field of work': ['geology'], 'notable works': ['The Grey Harbour'], spouse: ['Olaf Stern'], 'place of burial': ["St Anne's Church, Port Mallow"] },
    };
    expect((await answer('Which books did Ada Quill write?', [writer])).text).toContain('The Grey Harbour');
    const married = await answer('In which church did Ada Quill marry?', [writer]);
    expect(married.text).not.toContain("St Anne's Church");
    expect(married.statements.every((s) => s.citations.every((c) => c.kind === 'na'))).toBe(true);
  });

  it('lets a cue for a label word in the singular name a label that has it in the plural ("paintings" → notable works)', async () => {
    const painter: EntityCard = { ...ada, properties: { ...ada.properties, occupation: ['painter'], 'notable works': ['The Grey Harbour'] } };
    const best = await answer("What are Ada Quill's best-known paintings?", [painter]);
    expect(best.text).toContain('The Grey Harbour');
    expect(best.text).not.toContain('painter');
  });

  it('does not let a common-noun value of another kind stand in for an asked kind, unless the kind names its property', async () => {
    // Ada's card has no notable works: her occupations (people, not books) do not answer for her most famous book.
    const book = await answer("What is Ada Quill's most famous book?");
    expect(book.statements.every((s) => s.citations.every((c) => c.kind === 'na'))).toBe(true);
    expect((await answer("What was Ada Quill's trade?")).text).toContain('mathematician');
  });

  it('does not answer a follow-up that names no one ("…, and what of?") with who the subject was', async () => {
    const answer2 = await answer('When did Byron Quill die, and what of?');
    expect(answer2.text).not.toContain('poet');
    expect((await answer('Who was Byron Quill?')).text).toContain('poet');
  });

  it('answers a "why" question only with a cause, never with an untyped fact its words linked', async () => {
    const expelled = await answer('Why did Ada Quill leave her occupation?');
    expect(expelled.statements.every((s) => s.citations.every((c) => c.kind === 'na'))).toBe(true);
    const died: EntityCard = { ...ada, properties: { ...ada.properties, 'cause of death': ['uterine cancer'] } };
    expect((await answer('Why did Ada Quill die so young?', [died])).text).toContain('uterine cancer');
  });

  it('does not answer "what" as a verb\'s subject ("What caused …") with a date or a place', async () => {
    const dead: EntityCard = { ...ada, properties: { ...ada.properties, date_of_death: ['1852-11-27'], 'place of death': ['Marylebone'] } };
    const caused = await answer("What most likely caused Ada Quill's death?", [dead]);
    expect(caused.statements.every((s) => s.citations.every((c) => c.kind === 'na'))).toBe(true);
    expect((await answer("When was Ada Quill's death?", [dead])).text).toContain('1852-11-27');
  });

  it('reads a filler word as asking for the property whose label it is', async () => {
    const influenced: EntityCard = { ...ada, properties: { ...ada.properties, 'influenced by': ['Mary Somerfield'] } };
    expect((await answer('Who influenced Ada Quill?', [influenced])).text).toContain('Mary Somerfield');
  });

  it('does not take a label participle for the asked kind: "Which prison held X?" is no question about a position held', async () => {
    const minister: EntityCard = { ...ada, properties: { ...ada.properties, 'position held': ['Lord Privy Seal'] } };
    const held = await answer('Which prison held Ada Quill?', [minister]);
    expect(held.statements.every((s) => s.citations.every((c) => c.kind === 'na'))).toBe(true);
    expect((await answer('Which position did Ada Quill hold?', [minister])).text).toContain('Lord Privy Seal');
  });

  it('answers a "what" with no noun by no date or place: "What did X die of?" is not when or where X died', async () => {
    const withDeath: EntityCard = { ...ada, properties: { ...ada.properties, 'place of death': ['Marylebone'], date_of_death: ['1852-11-27'] } };
    const result = await answer('What did Ada Quill die of?', [withDeath]);
    expect(result.statements.every((s) => s.citations.every((c) => c.kind === 'na'))).toBe(true);
    expect((await answer('When did Ada Quill die?', [withDeath])).text).toContain('1852-11-27');
    const withCause: EntityCard = { ...withDeath, properties: { ...withDeath.properties, 'cause of death': ['uterine cancer'] } };
    expect((await answer('What did Ada Quill die of?', [withCause])).text).toContain('uterine cancer');
  });
});

describe('a date asked of an event', () => {
  const ilse: EntityCard = { qid: 'Q9100010', name: 'Ilse Varga', properties: { 'instance of': ['human'], date_of_birth: ['1866-03-02'], date_of_death: ['1931-11-20'], 'place of death': ['Tarrow'] } };

  it('is answered by the date of that event only, not by the other dates of the card', async () => {
    const result = await answer('On what date did Ilse Varga die?', [ilse]);
    expect(result.text).toContain('1931-11-20');
    expect(result.text).not.toContain('1866-03-02');
  });

  it('is [NA] when the card has the event only by its place, and no similar date stands in for it', async () => {
    const anna: EntityCard = { qid: 'Q9100011', name: 'Anna Velt', properties: { 'instance of': ['human'], date_of_birth: ['1593-07-08'], 'place of death': ['Tarrow'] } };
    const result = await answer('On what exact date did Anna Velt die?', [anna]);
    expect(result.text).not.toContain('1593-07-08');
    expect(result.text).toContain('[NA]');
  });

  it('reads a word that begins with a word of the label as naming it ("birthday")', async () => {
    const result = await answer("Ilse Varga's birthday: what was the date?", [ilse]);
    expect(result.text).toContain('1866-03-02');
    expect(result.text).not.toContain('1931-11-20');
  });

  it('is [NA] when the event names no fact of the card, though the date noun names several', async () => {
    const result = await answer('On what date was Ilse Varga baptised?', [ilse]);
    expect(result.text).not.toContain('1866-03-02');
    expect(result.text).not.toContain('1931-11-20');
    expect(result.text).toContain('[NA]');
  });
});

describe('a kind or a day asked by a word the cue table reads', () => {
  const mira: EntityCard = {
    qid: 'Q9100050',
    name: 'Mira Holt',
    properties: { 'instance of': ['human'], 'country of citizenship': ['Norway'], date_of_birth: ['1888-05-02'], 'place of birth': ['Tarrow'] },
  };

  it('answers "what nationality" by the country of citizenship, though its value is a country, not a nationality', async () => {
    const result = await answer('What nationality was Mira Holt?', [mira]);
    expect(result.text).toContain('country of citizenship: Norway');
  });

  it('answers a title held by the position held, but not the title of something of theirs', async () => {
    const king: EntityCard = { qid: 'Q9100051', name: 'Orm Holt', properties: { 'instance of': ['human'], 'position held': ['King of Tarrow'], date_of_birth: ['1850-01-01'] } };
    expect((await answer('What title did Orm Holt hold?', [king])).text).toContain('position held: King of Tarrow');
    const memoir = await answer("What is the title of Orm Holt's memoir?", [king]);
    expect(memoir.text).not.toContain('King of Tarrow');
    expect(memoir.text).toContain('[NA]');
  });

  it('answers a birthday by the date of birth, not the place', async () => {
    const result = await answer("What is Mira Holt's birthday?", [mira]);
    expect(result.text).toContain('1888-05-02');
    expect(result.text).not.toContain('Tarrow');
  });
});

describe('a place that lies in a thing of the asked kind', () => {
  const wren: EntityCard = {
    qid: 'Q9100040',
    name: 'Ilse Wren',
    properties: {
      'instance of': ['human'],
      'place of birth': ['Port Mallow'],
      'place of death': ['Harl'],
      date_of_birth: ['1850-03-04'],
      'country of citizenship': ['Mercia'],
    },
  };
  const port: EntityCard = { qid: 'Q9100041', name: 'Port Mallow', properties: { 'instance of': ['human settlement'], country: ['Wessex'], population: ['4000'] } };

  it('answers "in which country was X born" by the birthplace and the country its card gives, both cited', async () => {
    const result = await answer('In which country was Ilse Wren born?', [wren, port]);
    expect(result.text).toContain('[Q9100040, place of birth: Port Mallow]');
    expect(result.text).toContain('[Q9100041, country: Wessex]');
    // The country of citizenship is linked only by the kind's word; the place's other facts are not asked.
    expect(result.text).not.toContain('Mercia');
    expect(result.text).not.toContain('4000');
  });

  it('takes the hop from the place the aspect before answered ("what country is that in")', async () => {
    const result = await answer('Where was Ilse Wren born, and what country is that in?', [wren, port]);
    expect(result.text).toContain('[Q9100041, country: Wessex]');
    expect(result.text).not.toContain('[NA]');
  });

  it('does not hop where the fact says the kind already, or the place has no card saying it', async () => {
    const citizen = await answer('Which country was Ilse Wren a citizen of?', [wren, port]);
    expect(citizen.text).toContain('Mercia');
    expect(citizen.text).not.toContain('Wessex');
    // Harl has no card: the hop has nowhere to go, and no country of birth stands in for it.
    const died = await answer('In which country did Ilse Wren die?', [wren, port]);
    expect(died.text).not.toContain('Wessex');
    const city = await answer('In which city was Ilse Wren born?', [wren, port]);
    expect(city.text).not.toContain('Wessex');
  });
});
