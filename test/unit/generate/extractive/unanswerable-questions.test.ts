import { describe, expect, it } from 'vitest';
import type { Passage } from '../../../../src/core/passage.js';
import '../../../../src/generate/all-strategies.js';
import { strategyRegistry } from '../../../../src/generate/strategy-registry.js';
import { createUseLiteEmbedder } from '../../../../retrievers/dense/use-lite-embedder.js';

// Hand-written passages about made-up people: each question below asks something they do not say, beside sentences
// that repeat the question's words.
const embedder = createUseLiteEmbedder();
const answer = async (question: string, passages: Passage[]) => strategyRegistry.get('extractive').answer(question, { passages }, { embedder });
const onlyNa = (statements: { citations: { kind: string }[] }[]): boolean =>
  statements.length > 0 && statements.every((statement) => statement.citations.every((citation) => citation.kind === 'na'));

const weaver: Passage = {
  id: 'w1',
  title: 'Edda Mirren',
  text: 'Edda Mirren spent her summers in Tarrow collecting shells along the shore. In one of her letters she praised the harbour at Tarrow. Around 300 BC a guild of weavers was founded near Tarrow. Edda Mirren died in Tarrow after a short illness.',
};
const family: Passage = {
  id: 'w2',
  title: 'Arno Mirren',
  text: 'Arno Mirren taught his two gifted children, Edda and Paul, to weave on a great loom. His portrait shows Lina Dorr, the wife of a Tarrow salt merchant, beside the loom.',
};

describe('extractive answers to questions the passages do not answer', () => {
  it('says [NA] when a quantity is asked and no sentence gives one, even one that repeats the question', async () => {
    expect(onlyNa((await answer('How many shells did Edda Mirren collect in Tarrow?', [weaver])).statements)).toBe(true);
    expect(onlyNa((await answer('How much was Edda Mirren paid for her letters?', [weaver])).statements)).toBe(true);
  });

  it('does not give the date of another event in a place the question names', async () => {
    const mover: Passage = { id: 'm1', title: 'Lina Dorr', text: 'Lina Dorr moved to Tarrow in 1902 and opened a salt shop there. She died in Tarrow in 1931.' };
    expect(onlyNa((await answer('In what year did Lina Dorr start studying law in Tarrow?', [mover])).statements)).toBe(true);
    expect((await answer('In what year did Lina Dorr open her salt shop in Tarrow?', [mover])).text).toContain('1902');
    // The particle of a name ("de'") is no word of the event.
    const courtier: Passage = { id: 'm2', title: 'Lina Dorr', text: "After working for Marie de' Medici in Paris, Lina Dorr moved to Tarrow in 1926." };
    expect(onlyNa((await answer("When did Lina Dorr go to Paris to paint for Marie de' Medici?", [courtier])).statements)).toBe(true);
  });

  it('reads a word of the event in another form whose stem begins it ("apprenticed" for "apprenticeship")', async () => {
    const weaverGirl: Passage = { id: 'm4', title: 'Lina Dorr', text: 'Lina Dorr grew up in Tarrow. At thirteen she was apprenticed to the weaver Ole Vang, against her father\'s wishes.' };
    expect((await answer('At what age did Lina Dorr begin her apprenticeship with Ole Vang?', [weaverGirl])).text).toContain('thirteen');
  });

  it('does not answer what someone did with another person\'s sentence that only names them, when the question\'s verb is light', async () => {
    const bride: Passage = { id: 'm5', title: 'Lina Dorr', text: 'Lina Dorr married Ole Vang, a co-founder of the Tarrow Weavers, in November 1917 in Bergen.' };
    expect(onlyNa((await answer('where did ole vang go to college', [bride])).statements)).toBe(true);
    expect((await answer('When did Ole Vang marry?', [bride])).text).toContain('November 1917');
  });

  it('reads "which years" as asking dates, not as a word of the event ("years old")', async () => {
    const painter: Passage = {
      id: 'm3',
      title: 'Lina Dorr',
      text: 'Between 1604 and 1608 Lina Dorr painted the ceiling of the Tarrow guildhall. She died in Tarrow in 1650, almost eighty years old.',
    };
    const answered = (await answer('Between which years did Lina Dorr paint the ceiling of the Tarrow guildhall?', [painter])).text;
    expect(answered).toContain('Between 1604 and 1608');
    expect(answered).not.toContain('eighty years old');
  });

  it('does not give the date of another event in the sentence that says the asked one', async () => {
    const governess: Passage = {
      id: 'g1',
      title: 'Lina Dorr',
      text: 'Lina Dorr worked for several years as a governess, first with the Vell family and then with the Kvarns, experiences she drew on for her first novel Salt, published in 1887. She died in Tarrow in 1931.',
    };
    expect(onlyNa((await answer('What year did Lina Dorr start working for the Vells?', [governess])).statements)).toBe(true);
    expect((await answer('What year did Lina Dorr publish her first novel?', [governess])).text).toContain('1887');
  });

  it('takes a verb of the asked relation for an answer to it', async () => {
    const single: Passage = { id: 'v1', title: 'Arno Vell', text: 'Arno Vell never married and lived above his ferry office in Tarrow.' };
    expect((await answer('Who was the wife of Arno Vell?', [single])).text).toContain('never married');
  });

  it('still answers a quantity from a sentence that gives one', async () => {
    const result = await answer('How many children did Arno Mirren teach?', [family]);
    expect(result.text).toContain('two gifted children');
  });

  it('takes the named thing of a light verb ("got her first Kvarn Cup") for the event, and nothing else for it', async () => {
    const rider: Passage = { id: 'k1', title: 'Tova Brandt', text: 'Tova Brandt won her first Kvarn Cup in 1990, aged nineteen. She moved to Tarrow at the age of twenty-five and opened a riding school there.' };
    expect((await answer('How old was Tova Brandt when she got her first Kvarn Cup?', [rider])).text).toContain('aged nineteen');
    expect(onlyNa((await answer('How old was Tova Brandt when she got her first horse?', [rider])).statements)).toBe(true);
  });

  it('reads a word of a name the question gives only where the sentence writes it as a name', async () => {
    const question = 'What was the name of the theatre where The Silver Harp opened?';
    const court: Passage = { id: 'h1', title: 'Arno Vell', text: "Arno Vell spent thirty years in the service of King Olaf as a court musician, accompanying the king's harp playing." };
    const composer: Passage = { id: 'h2', title: 'Ivo Brandt', text: 'Ivo Brandt wrote The Silver Harp in 1790, a year before he died.' };
    expect(onlyNa((await answer(question, [court, composer])).statements)).toBe(true);
    const opened: Passage = { ...composer, text: 'Ivo Brandt wrote The Silver Harp in 1790. The Silver Harp opened at the Tarrow Playhouse in 1791.' };
    expect((await answer(question, [court, opened])).text).toContain('Tarrow Playhouse');
  });

  it("does not take a sentence of another person's document for the asked person's when their names share words", async () => {
    const father: Passage = { id: 'd1', title: 'Ivo Brandt', text: 'Ivo Brandt was born in Tarrow in 1801. He was the first harbour master of Tarrow under King Olaf.' };
    const son: Passage = { id: 'd2', title: 'Ivo Kvarn Brandt', text: 'Ivo Kvarn Brandt was born in Tarrow in 1830. He sailed to Vell at twenty and built ships there.' };
    expect(onlyNa((await answer('Who was harbour master under Ivo Kvarn Brandt?', [father, son])).statements)).toBe(true);
  });

  it('does not take what another person did with the asked one for what the asked one did', async () => {
    const bride: Passage = { id: 'o1', title: 'Tova Brandt', text: 'Tova Brandt married Ivo Kvarn, a ship builder from Vell, in May 1890 in Tarrow. She taught riding there for thirty years.' };
    expect(onlyNa((await answer('Where was Ivo Kvarn born?', [bride])).statements)).toBe(true);
    expect((await answer('When did Ivo Kvarn marry?', [bride])).text).toContain('1890');
  });

  it('takes the named thing of a phrasal verb of a light verb ("come out") for the event', async () => {
    const author: Passage = { id: 'k3', title: 'Lina Dorr', text: 'Lina Dorr wrote quickly. Salt Harbour followed in 1887, and two shorter books soon after. She moved to Tarrow in 1890.' };
    expect((await answer("what year did lina dorr's salt harbour come out", [author])).text).toContain('1887');
    expect(onlyNa((await answer("what year did lina dorr's third novel come out", [author])).statements)).toBe(true);
  });

  it('does not answer what someone died of with where and when they died', async () => {
    const rider: Passage = { id: 'k2', title: 'Tova Brandt', text: 'Tova Brandt died in Tarrow in May 1887. She had taught riding there for thirty years.' };
    expect(onlyNa((await answer('What did Tova Brandt die of?', [rider])).statements)).toBe(true);
    const ill: Passage = { ...rider, text: 'Tova Brandt died of typhoid fever in Tarrow in May 1887. She had taught riding there for thirty years.' };
    expect((await answer('What did Tova Brandt die of?', [ill])).text).toContain('typhoid fever');
    // "go" is a synonym of "die" in one of its thirty senses.
    const student: Passage = { ...rider, text: 'Tova Brandt went to Tarrow to study law but was expelled, and she turned to riding instead.' };
    expect(onlyNa((await answer('What did Tova Brandt die of?', [student])).statements)).toBe(true);
    // "the cause of X's death" asks what the verb took "of", and "passing", a derivation of "death", is no word of it
    // ("passed the funds to her").
    const heir: Passage = { ...rider, text: 'Tova Brandt died in Tarrow in May 1887. Under the settlement her brother passed the funds to Tova Brandt.' };
    expect(onlyNa((await answer("What was the cause of Tova Brandt's death?", [heir])).statements)).toBe(true);
    expect((await answer("What was the cause of Tova Brandt's death?", [ill])).text).toContain('typhoid fever');
    // The verb's noun after a possessive says the death without its cause, as the verb does.
    const rector: Passage = { ...rider, text: 'Tova Brandt served as rector of the Tarrow riding school from 1860 until her death in 1887.' };
    expect(onlyNa((await answer('What did Tova Brandt die of?', [rector])).statements)).toBe(true);
  });

  it('holds a question that asks no thing to its verbs', async () => {
    expect(onlyNa((await answer('What did Edda Mirren eat on the day before she died?', [weaver])).statements)).toBe(true);
  });

  it("does not take another person's relation for the asked person's", async () => {
    expect(onlyNa((await answer('How many children did Edda Mirren have?', [family])).statements)).toBe(true);
    expect(onlyNa((await answer('Who was the wife of Arno Mirren?', [family])).statements)).toBe(true);
  });

  it('reads "the name of X\'s mother" as asking the mother, who no sentence names', async () => {
    // "named" is no answer to "name of", and "father" (WordNet's derivation of the verb "to mother") none to "mother".
    const father: Passage = { id: 'f1', title: 'Edda Mirren', text: "Edda Mirren's father, also named Arno, was a weaver in Tarrow." };
    expect(onlyNa((await answer("What was the name of Edda Mirren's mother?", [father])).statements)).toBe(true);
  });

  it('does not quote a same-name person the description rules out', async () => {
    const painter: Passage = { id: 'p1', title: 'Paul Dorr (painter)', text: 'Paul Dorr painted the harbour of Tarrow and supported the Tarrow rowing club.' };
    const senator: Passage = { id: 's1', title: 'Paul Dorr (senator)', text: 'Paul Dorr sat in the senate for twenty years and spoke for the farmers.' };
    expect(onlyNa((await answer('Which club did Paul Dorr, the senator, support?', [painter, senator])).statements)).toBe(true);
    expect((await answer('Which club did Paul Dorr, the painter, support?', [painter, senator])).text).toContain('rowing club');
  });

  it('answers "the name of" only with a sentence that gives a name', async () => {
    const cats: Passage = { id: 'c1', title: 'Edda Mirren', text: 'Edda Mirren never married and lived with her parents and many cats.' };
    expect(onlyNa((await answer("What was the name of Edda Mirren's favourite cat?", [cats])).statements)).toBe(true);
    const named: Passage = { ...cats, text: `${cats.text} Her favourite cat was a grey tom called Pepper.` };
    expect((await answer("What was the name of Edda Mirren's favourite cat?", [named])).text).toContain('Pepper');
  });

  it('says [NA] when a kind is asked that no passage says, and answers a kind of name from a naming phrase', async () => {
    expect(onlyNa((await answer('In which hospital did Edda Mirren die?', [weaver])).statements)).toBe(true);
    const nicknamed: Passage = { ...weaver, text: `Edda Mirren, known in Tarrow as Shell Edda, was born in 1850. ${weaver.text}` };
    expect((await answer("What was Edda Mirren's nickname?", [nicknamed])).text).toContain('Shell Edda');
    expect(onlyNa((await answer("What was Edda Mirren's nickname?", [weaver])).statements)).toBe(true);
  });

  it('answers "how many" only with a number of the thing counted', async () => {
    const rider: Passage = { id: 'r1', title: 'Olaf Stern', text: 'Olaf Stern founded many stables and named one, Greywind, after his horse. He rode across Tarrow every summer.' };
    expect(onlyNa((await answer('How many horses did Olaf Stern own?', [rider])).statements)).toBe(true);
    const owner: Passage = { ...rider, text: `${rider.text} By 1890 he owned twelve horses.` };
    expect((await answer('How many horses did Olaf Stern own?', [owner])).text).toContain('twelve horses');
  });

  it('takes a count of the counted noun in other words for a word of the event, but not a count of something else', async () => {
    const mother: Passage = { id: 'r2', title: 'Tova Brandt', text: 'Tova Brandt was born in Tarrow in 1961, the youngest of five daughters of Ilse Brandt. She rode across Tarrow every summer.' };
    expect((await answer('How many girls did Ilse Brandt have?', [mother])).text).toContain('five daughters');
    const nominee: Passage = { id: 'r3', title: 'Olaf Stern', text: 'Olaf Stern has received more than fifty Kvarn Award nominations for his film scores. He lives in Tarrow.' };
    expect(onlyNa((await answer('How many Kvarn Awards has Olaf Stern won?', [nominee])).statements)).toBe(true);
  });

  it('takes a sentence naming another person the question names as about the asked kind, but not one naming its place', async () => {
    const composer: Passage = { id: 'c1', title: 'Edda Mirren', text: 'Among her compositions is the Harbour Suite, long attributed to Lina Dorr. She moved to London in 1880.' };
    expect((await answer('Which work by Edda Mirren was long attributed to Lina Dorr?', [composer])).text).toContain('Harbour Suite');
    expect(onlyNa((await answer('Which hospital treated Edda Mirren in London?', [composer])).statements)).toBe(true);
  });

  it('answers a question that picks one by order or preference only with a sentence that says the same word', async () => {
    const ransom: Passage = { id: 'b1', title: 'Olaf Stern', text: 'On a voyage to Tarrow Olaf Stern was captured by pirates, until a friend paid his ransom.' };
    expect(onlyNa((await answer("Who was Olaf Stern's best friend?", [ransom])).statements)).toBe(true);
    const best: Passage = { ...ransom, text: `${ransom.text} His best friend was the painter Lina Dorr.` };
    expect((await answer("Who was Olaf Stern's best friend?", [best])).text).toContain('Lina Dorr');
  });

  it("does not give a person's name for the name of a thing", async () => {
    const farmer: Passage = { id: 'f1', title: 'Tova Brandt', text: 'Tova Brandt lost the 1910 election to Henrik Ibsen, her old rival, and retired to her farm near Tarrow.' };
    expect(onlyNa((await answer("What was the name of Tova Brandt's farm near Tarrow?", [farmer])).statements)).toBe(true);
    const named: Passage = { id: 'f2', title: 'Tova Brandt', text: 'Tova Brandt lost the 1910 election and retired to her farm near Tarrow, Mossvik Gard.' };
    expect((await answer("What was the name of Tova Brandt's farm near Tarrow?", [named])).text).toContain('Mossvik Gard');
  });

  it('does not answer "who did it" with a sentence that leaves the doer unsaid', async () => {
    const king: Passage = { id: 'k1', title: 'Aldric of Varn', text: 'Aldric of Varn became king in 1204, when his uncle was poisoned at a feast. He ruled Varn for thirty years.' };
    expect(onlyNa((await answer('Who poisoned the uncle of Aldric of Varn?', [king])).statements)).toBe(true);
    const named: Passage = { id: 'k2', title: 'Aldric of Varn', text: 'Aldric of Varn became king in 1204, when his uncle was poisoned by the cook Hendrik Sall at a feast.' };
    expect((await answer('Who poisoned the uncle of Aldric of Varn?', [named])).text).toContain('Hendrik Sall');
  });
});

describe('a question about a relative of the person it names', () => {
  const olaf: Passage = {
    id: 'o1',
    title: 'Olaf Stern',
    text: 'Olaf Stern died in Bergen in 1901 after a long illness. He married Ilse Marten, a weaver from Molde, in 1870.',
  };
  const widow: Passage = { id: 'o2', title: 'Olaf Stern', text: 'His wife Ilse died in Molde in 1899, two years before him.' };

  it("is not answered by the named person's own sentence", async () => {
    expect(onlyNa((await answer("When did Olaf Stern's wife Ilse die?", [olaf])).statements)).toBe(true);
    expect(onlyNa((await answer("In which town did Olaf Stern's father die?", [olaf])).statements)).toBe(true);
  });

  it("is not answered by a sentence about another relative when the question names the one it asks about", async () => {
    const sons: Passage = { id: 'o3', title: 'Olaf Stern', text: 'His elder son Jon Stern died in Bergen in 1920.' };
    expect(onlyNa((await answer("When did Olaf Stern's younger son Per die?", [olaf, sons])).statements)).toBe(true);
  });

  it('is answered by a sentence that speaks of the relative', async () => {
    expect((await answer("When did Olaf Stern's wife Ilse die?", [olaf, widow])).text).toContain('1899');
  });

  it('is answered where the stretch naming the relative by a given name says what is asked, or a kind of it', async () => {
    const care: Passage = { id: 'o4', title: 'Ilse Marten', text: 'Olaf Stern married Ilse Marten in 1870. She spent her last years caring for their younger son Per, who suffered from asthma.' };
    // Per is named by his given name in his mother's passage: the stretch after his name says what he suffered from.
    expect((await answer("What illness did Olaf Stern's younger son Per suffer from?", [care])).text).toContain('who suffered from asthma');
    // Asthma is a respiratory illness, a compound whose head is the asked kind; no word of the question is said.
    expect((await answer("What illness did Ilse Marten's younger son have?", [care])).text).toContain('who suffered from asthma');
    // A name is no kind said: "the Molde guild" says no city of birth.
    expect(onlyNa((await answer("In which city was Ilse Marten's younger son born?", [care])).statements)).toBe(true);
  });
});

describe("a passage of another person of the asked person's surname", () => {
  it('speaks of the relative only where it names the asked person by more than the surname', async () => {
    const lina: Passage = { id: 's0', title: 'Lina Stern', text: 'Lina Stern was born in Tarrow in 1850 and became a weaver there.' };
    const other: Passage = { id: 's1', title: 'Arno Stern', text: 'Arno Stern died in Tarrow in 1890. Stern had taught at the Tarrow school for many years.' };
    expect(onlyNa((await answer("When did Lina Stern's mother die?", [lina, other])).statements)).toBe(true);
    const father: Passage = { ...other, text: `${other.text} His daughter Lina became a weaver.` };
    expect((await answer("When did Lina Stern's father die?", [lina, father])).text).toContain('1890');
  });
});

describe('a question asking only for a relative', () => {
  it('is not answered by a word WordNet relates to the relation word in another sense', async () => {
    // "mother" → the verb "to mother" → "generation".
    const rider: Passage = { id: 'g1', title: 'Tova Brandt', text: 'Tova Brandt became the finest rider of her generation and won the Kvarn Cup three times.' };
    expect(onlyNa((await answer('Who is the mother of Tova Brandt?', [rider])).statements)).toBe(true);
    expect(onlyNa((await answer('Who is the mother of the Kvarnish rider Tova Brandt?', [rider])).statements)).toBe(true);
  });
});

describe('a verb of several words', () => {
  it('is answered by a sentence with one of its WordNet synonyms ("laid to rest" → buried)', async () => {
    const passage: Passage = { id: 't1', title: 'Tova Brandt', text: 'Tova Brandt spent her last years in Molde. She was buried in the churchyard of Bolsøy.' };
    expect((await answer('Where was Tova Brandt laid to rest?', [passage])).text).toContain('Bolsøy');
  });
});

describe('an order word that picks a relative the question only mentions', () => {
  it('does not have to be in the answer sentence', async () => {
    const passage: Passage = { id: 's1', title: 'Olaf Stern', text: 'In 1870 Olaf Stern married Ilse Marten, and together they ran a bakery business in Molde.' };
    expect((await answer('What business did Olaf Stern run with his second wife?', [passage])).text).toContain('bakery');
  });
});

describe('a relation word before a name', () => {
  it('is what is asked for, not a description of whom the question is about', async () => {
    const { withoutDescriptions } = await import('../../../../src/generate/extractive/extractive-strategy.js');
    const { wordnetLexicon } = await import('../../../../src/text/lexicon/wordnet-lexicon.js');
    const lexicon = wordnetLexicon();
    expect((await withoutDescriptions('What was the name of the daughter Ilse Marten had before her marriage?', lexicon)).plain).toContain('the daughter');
    expect((await withoutDescriptions('Where did the painter Ilse Marten live?', lexicon)).plain).not.toContain('painter');
  });
});

describe('an order word in a passage sentence', () => {
  it('prefers a sentence where it picks the asked noun to one where it is only used', async () => {
    const passage: Passage = {
      id: 'a1',
      title: 'Ilse Marten',
      text: "Ilse Marten's second novel, The Salt Road, was one of the first novels about the herring trade and sold well at first, although many critics disliked its length and its ending. Ilse Marten worked as a governess for years, experiences she drew on for her first novel Harbour Lights.",
    };
    const text = (await answer("What was Ilse Marten's first novel?", [passage])).text;
    expect(text).toContain('Harbour Lights');
    expect(text).not.toContain('The Salt Road');
  });
});
