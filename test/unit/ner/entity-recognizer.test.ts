import { describe, expect, it } from 'vitest';
import { nameMentions } from '../../../src/core/mention.js';
import { createEntityRecognizer } from '../../../src/ner/entity-recognizer.js';
import { createGazetteer } from '../../../src/ner/gazetteer.js';
import type { Mention } from '../../../src/core/mention.js';

const gazetteer = createGazetteer([
  { qid: 'Q1', label: 'Artemisia Gentileschi', aliases: ['Artemisia Lomi'], types: ['human'] },
  { qid: 'Q2', label: 'Orazio Gentileschi', aliases: [], types: ['human'] },
  { qid: 'Q5', label: 'human', aliases: [], types: [] },
  { qid: 'Q3', label: 'Rome', aliases: [], types: ['city'] },
  { qid: 'Q4', label: 'Accademia delle Arti del Disegno', aliases: [], types: ['academy'] },
  { qid: 'Q6', label: 'Judith Slaying Holofernes', aliases: [], types: ['painting'] },
  { qid: 'Q7', label: 'Ada Lovelace', aliases: ['Augusta Ada King'], types: ['human'] },
]);
const withGazetteer = createEntityRecognizer({ gazetteer });
const plain = createEntityRecognizer();

const summary = (mentions: Mention[]) => mentions.map((m) => `${m.text}/${m.type}/${m.source}`);

describe('entity recognizer with a KG gazetteer', () => {
  it.each([
    ["Who was Artemisia Gentileschi's father?", ['Artemisia Gentileschi/person/gazetteer']],
    ['Who taught orazio gentileschi?', ['orazio gentileschi/person/gazetteer']],
    ['Was ARTEMISIA GENTILESCHI famous?', ['ARTEMISIA GENTILESCHI/person/gazetteer']],
    ['Did Artemisia Lomi live in Rome?', ['Artemisia Lomi/person/gazetteer', 'Rome/place/gazetteer']],
    ['When did Augusta Ada King die?', ['Augusta Ada King/person/gazetteer']],
    ['Was she a member of the Accademia delle Arti del Disegno?', ['Accademia delle Arti del Disegno/organisation/gazetteer']],
    ['Who painted Judith Slaying Holofernes?', ['Judith Slaying Holofernes/work/gazetteer']],
  ])('%s', (question, expected) => {
    expect(summary(withGazetteer.recognize(question))).toEqual(expected);
  });

  it('ignores a lower-case common noun that happens to be a label', () => {
    expect(withGazetteer.recognize('Was every human born in rome?').map((m) => m.text)).toEqual([]);
  });

  it('gives character offsets that point at the mention in the question', () => {
    const question = "Did Ada Lovelace's work inspire Orazio Gentileschi?";
    for (const mention of withGazetteer.recognize(question)) {
      expect(question.slice(mention.start, mention.end)).toBe(mention.text);
    }
  });

  it('prefers the gazetteer name over a proper-noun run on the same tokens', () => {
    const mentions = withGazetteer.recognize('How did Orazio Gentileschi influence Artemisia Gentileschi?');
    expect(mentions.every((m) => m.source === 'gazetteer')).toBe(true);
    expect(mentions).toHaveLength(2);
  });

  it('re-learns its names when another gazetteer used the shared pipeline in between', () => {
    const other = createEntityRecognizer({ gazetteer: createGazetteer([{ qid: 'Q9', label: 'Zed Zedson', aliases: [], types: ['human'] }]) });
    expect(other.recognize('Who was zed zedson?').map((m) => m.source)).toEqual(['gazetteer']);
    expect(withGazetteer.recognize('Who was orazio gentileschi?').map((m) => m.text)).toEqual(['orazio gentileschi']);
  });
});

describe('entity recognizer from proper nouns alone', () => {
  it.each([
    ["What was Stephen Crane's first novel?", ['Stephen Crane/person']],
    ["Where is Jesus' tomb?", ['Jesus/other']],
    ['Was Ludwig van Beethoven deaf?', ['Ludwig van Beethoven/person']],
    ["Who was Leonardo da Vinci's teacher?", ['Leonardo da Vinci/person']],
    ['Where did Charles de Gaulle study?', ['Charles de Gaulle/person']],
    ['Who wrote about J. R. R. Tolkien?', ['J. R. R. Tolkien/person']],
    ['Did John F. Kennedy meet Jean-Paul Sartre?', ['John F. Kennedy/person', 'Jean-Paul Sartre/person']],
    ["Was Anne-Marie O'Neill an actress?", ["Anne-Marie O'Neill/person"]],
    ['Did David Lloyd-George lead Britain?', ['David Lloyd-George/person', 'Britain/other']],
    ['Who studied at the University of Pennsylvania?', ['University of Pennsylvania/organisation']],
    ['Was she born in Lille?', ['Lille/place']],
    ['What did the Nazi Party do?', ['Nazi Party/organisation']],
  ])('%s', (question, expected) => {
    expect(nameMentions(plain.recognize(question)).map((m) => `${m.text}/${m.type}`)).toEqual(expected);
  });

  it('does not take a particle that no name follows', () => {
    const names = nameMentions(plain.recognize('Was Stephen Crane de facto a realist?')).map((m) => m.text);
    expect(names).toEqual(['Stephen Crane']);
  });

  it('does not treat the sentence-initial question word as a name', () => {
    expect(nameMentions(plain.recognize('Describe the life of Marie Curie.')).map((m) => m.text)).toEqual(['Marie Curie']);
  });

  it("keeps wink's own dates and numbers as typed mentions, not names", () => {
    const mentions = plain.recognize('Who was born on 12 March 1890 with 3 siblings?');
    expect(mentions.map((m) => `${m.text}/${m.source}`)).toEqual(['12 March 1890/date', '3/number']);
    expect(nameMentions(mentions)).toEqual([]);
  });

  it('lists each name once in nameMentions', () => {
    const mentions = plain.recognize('Did Marie Curie marry? Was Marie Curie French?');
    expect(nameMentions(mentions).map((m) => m.text)).toEqual(['Marie Curie']);
  });
});

describe('entity recognizer without a gazetteer', () => {
  it('keeps a name whole when the tokenizer splits a letter off it ("Vukić", "Wałęsa")', () => {
    const recognizer = createEntityRecognizer();
    const names = (text: string) => nameMentions(recognizer.recognize(text)).map((mention) => mention.text);
    expect(names('What did Darja Vukić buy with the prize money?')).toContain('Darja Vukić');
    expect(names("Who was Lech Wałęsa's wife?")).toContain('Lech Wałęsa');
  });
});
