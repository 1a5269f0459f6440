import { describe, expect, it } from 'vitest';
import type { Passage } from '../../../../src/core/passage.js';
import '../../../../src/generate/all-strategies.js';
import { calledInPassage, namesPerson, sentenceSubjects, sharesName, titleIsPerson, withReferent } from '../../../../src/generate/extractive/sentence-subject.js';
import { strategyRegistry } from '../../../../src/generate/strategy-registry.js';
import { wordnetLexicon } from '../../../../src/text/lexicon/wordnet-lexicon.js';
import { createUseLiteEmbedder } from '../../../../retrievers/dense/use-lite-embedder.js';

const lexicon = wordnetLexicon();
const embedder = createUseLiteEmbedder();
const passage = (id: string, title: string, text: string): Passage => ({ id, title, text });

const darwin = passage(
  'darwin',
  'Charles Darwin',
  'In 1839 Charles Darwin married his cousin Emma Wedgwood. He died at Down House in April 1882 and was buried in Westminster Abbey, near Isaac Newton.',
);
const owens = passage(
  'owens',
  'Jesse Owens',
  'At the 1936 Summer Olympics in Berlin, Jesse Owens won four gold medals, in the sprints, the long jump and the relay.',
);
const ali = passage(
  'ali',
  'Muhammad Ali',
  'Muhammad Ali took up boxing at the age of twelve. At the 1960 Summer Olympics in Rome he won the gold medal in the light heavyweight division.',
);
const socrates = passage(
  'socrates',
  'Socrates',
  'Socrates was sentenced to death and drank a cup of hemlock in prison. Plato described his last hours in the dialogue Phaedo.',
);
const plato = passage('plato', 'Plato', 'Plato was an Athenian philosopher who founded the Academy. His most famous student was Aristotle.');

async function answer(question: string, passages: Passage[]): Promise<string> {
  return (await strategyRegistry.get('extractive').answer(question, { passages }, { embedder })).text;
}

describe('sentence subjects', () => {
  it('tells person names from names of things by WordNet', async () => {
    expect(await titleIsPerson('Charles Darwin', lexicon)).toBe(true);
    expect(await titleIsPerson('Tomas Vell', lexicon)).toBe(true);
    expect(await titleIsPerson('Kharn Pass railway', lexicon)).toBe(false);
    expect(await titleIsPerson('Lake Orvana', lexicon)).toBe(true);
    // A capitalised adjective is no one's name.
    expect(await titleIsPerson('Olympic', lexicon)).toBe(false);
    // A form of address before a name makes a person, whatever the name's word is besides; a possessive a thing.
    expect(await titleIsPerson('Queen Charlotte', lexicon)).toBe(true);
    expect(await titleIsPerson('Charlotte', lexicon)).toBe(false);
    expect(await titleIsPerson("Queen's Charlotte", lexicon)).toBe(false);
  });

  it("reads another name a passage gives its subject, and only its subject's", () => {
    const lotte = passage('l1', 'Charlotte Wendt', 'Charlotte Wendt, known to her pupils as Lotte, taught the harp in Graz.');
    expect(calledInPassage(lotte, ['Lotte Wendt'])).toBe(true);
    expect(calledInPassage(lotte, ['Lotte'])).toBe(true);
    expect(calledInPassage(lotte, ['Lotte Brandt'])).toBe(false);
    const brother = passage('k1', 'Karl Wendt', 'Karl Wendt taught his sister Charlotte, known as Lotte, the piano.');
    expect(calledInPassage(brother, ['Lotte Wendt'])).toBe(false);
  });

  it("reads the subject's birth name, whole, as another name of the subject", () => {
    const wendt = passage('b1', 'Charlotte Wendt', 'Charlotte Wendt was born Charlotte Brandt in Graz in 1850, the daughter of a harp maker.');
    expect(calledInPassage(wendt, ['Charlotte Brandt'])).toBe(true);
    // A place after "born in" is no name, and another person's birth name is theirs.
    expect(calledInPassage(wendt, ['Graz'])).toBe(false);
    const sister = passage('b2', 'Karl Wendt', 'Karl Wendt married Anna Vell, who was born Anna Kraus in Linz.');
    expect(calledInPassage(sister, ['Anna Kraus'])).toBe(false);
  });

  it("takes a person passage's subject, and in a passage about a thing the last person named, as the referent", async () => {
    const [first, second] = await sentenceSubjects(darwin, ['In 1839 Charles Darwin married his cousin.', 'He died at Down House.'], lexicon);
    expect(first).toEqual({ sentence: 'In 1839 Charles Darwin married his cousin.', hasPronoun: true, referent: 'Charles Darwin' });
    expect(second!.referent).toBe('Charles Darwin');
    const railway = passage('r', 'Kharn Pass railway', '');
    const subjects = await sentenceSubjects(railway, ['The railway climbs to the border.', 'The engineer Tomas Vell surveyed it.', 'He designed the line.'], lexicon);
    expect(subjects.map((subject) => subject.referent)).toEqual([undefined, undefined, 'Tomas Vell']);
  });

  it('names an opening pronoun, possessive included, and leaves other sentences alone', () => {
    expect(withReferent('He designed the line.', 'Tomas Vell')).toBe('Tomas Vell designed the line.');
    expect(withReferent('Her workshop trained forty.', 'Edda Mirren')).toBe("Edda Mirren's workshop trained forty.");
    expect(withReferent('The line opened in 1891.', 'Tomas Vell')).toBe('The line opened in 1891.');
    expect(withReferent('He designed the line.', undefined)).toBe('He designed the line.');
  });

  it('names the subject pronoun after an opening adverbial, not a clause of its own', () => {
    expect(withReferent('Between 1890 and 1894 he surveyed the pass.', 'Tomas Vell')).toBe('Between 1890 and 1894 Tomas Vell surveyed the pass.');
    expect(withReferent('After the flood she rebuilt the mill.', 'Edda Mirren')).toBe('After the flood Edda Mirren rebuilt the mill.');
    expect(withReferent('Aged twelve, he carried the mail.', 'Tomas Vell')).toBe('Aged twelve, Tomas Vell carried the mail.');
    // The pronoun of a subordinate clause, or after another person's verb, may be someone else's.
    expect(withReferent('Because he was ill, the line closed.', 'Tomas Vell')).toBe('Because he was ill, the line closed.');
    expect(withReferent('When Anders Kell retired, he sold the mill.', 'Tomas Vell')).toBe('When Anders Kell retired, he sold the mill.');
    expect(withReferent('In 1890 his brother bought the mill.', 'Tomas Vell')).toBe('In 1890 his brother bought the mill.');
    expect(withReferent('The mayor thanked him in 1891.', 'Tomas Vell')).toBe('The mayor thanked him in 1891.');
  });

  it('compares names by their words', () => {
    expect(sharesName('Pietro Perugino', ['Perugino'])).toBe(true);
    expect(sharesName('Charles Darwin', ['Isaac Newton'])).toBe(false);
    // The same given names in another order: a mother and her daughter.
    expect(sharesName('Anna Maria Vell', ['Maria Anna Vell'])).toBe(false);
    // Relatives share a surname, not a person.
    expect(sharesName('Emily Brontë', ['Charlotte Brontë'])).toBe(false);
    expect(sharesName('Brontë', ['Charlotte Brontë'])).toBe(true);
    expect(sharesName('Ada Quill', ['Mara Voss', 'Ada Quill'])).toBe(true);
  });
});

describe('whether a text names a person', () => {
  it('takes the whole name, or the last name with no other given name before it', () => {
    expect(namesPerson('Sonia Vessi was born near Turin.', 'Sonia Vessi')).toBe(true);
    expect(namesPerson('In 1968 Vessi married Rajiv.', 'Sonia Vessi')).toBe(true);
    expect(namesPerson('When Vessi arrived, Mrs Vessi was ill.', 'Sonia Vessi')).toBe(true);
    expect(namesPerson('Rajiv Vessi, the son of Indira and Feroze Vessi, was born in 1944.', 'Sonia Vessi')).toBe(false);
    expect(namesPerson('Johann Sebastian Dorr was born in 1685.', 'Johann Nepomuk Hummel')).toBe(false);
  });
});

describe('passage sentences about someone the question does not ask about are dropped (issue 15)', () => {
  it('does not answer for Isaac Newton with Darwin\'s "He died at Down House … near Isaac Newton"', async () => {
    const text = await answer('Who was the father of Isaac Newton?', [darwin]);
    expect(text).not.toContain('Down House');
    expect(text).toContain('[NA]');
  });

  it("keeps Jesse Owens' four gold medals and drops Muhammad Ali's \"he won the gold medal\"", async () => {
    const text = await answer('Who won four gold medals at the 1936 Olympics?', [owens, ali]);
    expect(text).toContain('Jesse Owens won four gold medals');
    expect(text).not.toContain('1960');
  });

  it('does not answer for one person with a sentence that opens with another and names none of the asked', async () => {
    const master = passage('h1', 'Anton Reger', 'Karl Wendt and Ida Marten were among the many pupils of Anton Reger. Reger died in Graz in 1809.');
    expect(await answer('In which city did Karl Wendt die?', [master])).not.toContain('Graz');
    // A sentence naming the asked person still answers.
    const pupil = passage('w1', 'Anton Reger', 'Reger died in Graz in 1809. Karl Wendt, the last pupil Reger taught, died in Leoben in 1840.');
    expect(await answer('Where did Karl Wendt die?', [pupil])).toContain('Leoben');
  });

  it('compares the opening person whole: a shared surname or given name is someone else', async () => {
    // Each question's person is named in the passages, so only the opening-person check can refuse the sentences.
    const family = passage('g1', 'Indra Vessi', 'Rajiv Vessi, the elder son of Indra and Feroze Vessi, was born in Turin in 1944. Indra Vessi was born in Pavia in 1917. Rajiv married Sonia Vessi in 1968.');
    expect(await answer('In which town was Sonia Vessi born?', [family])).not.toMatch(/Turin|Pavia/u);
    const namesake = passage('d1', 'Johann Sebastian Dorr', 'Johann Sebastian Dorr was born in Eisenach in 1685 into a family of musicians.');
    const pupil = passage('h1', 'Anton Reger', 'Anton Reger taught Johann Nepomuk Hummel the organ.');
    expect(await answer('In what year was Johann Nepomuk Hummel born?', [namesake, pupil])).not.toContain('1685');
  });

  it('keeps a sentence opening with someone else after a date when it speaks of the asked person by a pronoun', async () => {
    const leonardo = passage('l1', 'Leo Vardi', 'In 1516 King Olaf of Norway invited him to Bergen, where he died in 1519.');
    expect(await answer('Where did Leo Vardi die?', [leonardo])).toContain('Bergen');
  });

  it('answers for a person asked by the name the document gives her, from any of its passages', async () => {
    const first = passage('l1#0', 'Charlotte Wendt', 'Charlotte Wendt, known to her pupils as Lotte, was born in Graz in 1790.');
    const second = passage('l1#1', 'Charlotte Wendt', 'After her wedding in 1820 she moved with her husband to the town of Leoben.');
    const text = await answer('To which town did Lotte Wendt move after her wedding?', [first, second]);
    expect(text).toContain('Leoben');
  });

  it("does not narrate Socrates' last hours for \"Who was Plato?\"", async () => {
    const text = await answer('Who was Plato?', [plato, socrates]);
    expect(text).not.toContain('last hours');
    expect(text).toContain('Plato');
  });

  it('keeps a sentence about an unnamed person a "who" question asks for when it says much of what is asked', async () => {
    const teacher = passage(
      'teacher',
      'Anton Reger',
      'Anton Reger taught the piano in Vienna. In 1802, staying at Heiligenstadt, he wrote a letter to his brothers, now called the Heiligenstadt Testament.',
    );
    const pupil = passage('pupil', 'Karl Wendt', 'Karl Wendt was born in Vienna in 1791 and was taught first by his father.');
    const text = await answer('Who taught Karl Wendt, and what is the letter that teacher wrote at Heiligenstadt in 1802 called?', [pupil, teacher]);
    expect(text).toContain('Heiligenstadt Testament');
    // Darwin's sentence shares nothing asked with "Who was the father of Isaac Newton?" beyond the name.
    expect(await answer('Who was the father of Isaac Newton?', [darwin])).not.toContain('Down House');
  });
});

describe('a sibling is not the person asked about, though they share a surname', () => {
  it("does not quote Ilse Vandry's \"she and her sister Greta\" as an answer about Greta Vandry", async () => {
    const greta = passage('greta', 'Greta Vandry', 'Greta Vandry was a glass engraver from Linz. Greta Vandry had two sisters, Ilse and Hanne, who both became weavers.');
    const ilse = passage('ilse', 'Ilse Vandry', 'Ilse Vandry was a weaver. As children she and her sister Greta Vandry kept a diary about the sisters and an invented island.');
    const text = await answer('Who were the sisters of Greta Vandry?', [greta, ilse]);
    expect(text).toContain('Ilse and Hanne');
    expect(text).not.toContain('invented island');
  });
});
