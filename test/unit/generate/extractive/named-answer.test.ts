import { describe, expect, it } from 'vitest';
import { askedKind } from '../../../../src/generate/answer-type/asked-kind.js';
import { expectedAnswer } from '../../../../src/generate/answer-type/expected-answer.js';
import { namedAnswerOf, namesAnswer } from '../../../../src/generate/extractive/named-answer.js';
import { wordnetLexicon } from '../../../../src/text/lexicon/wordnet-lexicon.js';

const lexicon = wordnetLexicon();

async function requirement(question: string) {
  return namedAnswerOf(question, await expectedAnswer(question, lexicon), await askedKind(question, lexicon), true, lexicon);
}

async function answers(question: string, sentence: string): Promise<boolean> {
  const required = await requirement(question);
  if (!required) throw new Error(`no requirement for ${question}`);
  return namesAnswer(sentence, required, question, lexicon);
}

describe('what a question asking for someone in particular needs', () => {
  it('asks a person of who, whose and which <kind of person>', async () => {
    expect((await requirement('Who drafted the harbour charter with Tova Brandt?'))?.need).toBe('person');
    expect((await requirement('Whose funeral did Tova Brandt sing at?'))?.need).toBe('person');
    expect(await requirement('Which surgeon treated Tova Brandt in Malmö?')).toMatchObject({ need: 'person', kind: 'surgeon' });
    // "the name of" asks for what follows it.
    expect(await requirement("What was the name of Tova Brandt's brother-in-law?")).toMatchObject({ need: 'person' });
  });

  it('asks no name of "what kind of": a kind is said by a word ("an early thriller")', async () => {
    expect(await requirement("What kind of novel is Tova Brandt's The Salt Road?")).toBeUndefined();
    expect(await requirement('Which novel did Tova Brandt write first?')).toMatchObject({ need: 'kind', kind: 'novel' });
  });

  it('does not take a name ending in a noun for a thing for a person, though a word of it names one', async () => {
    // Harvard is also John Harvard, but a college is no person; Newton ends a person's name, though a newton is a unit.
    expect(await answers('Under whom did Tova Brandt study law?', 'After leaving Harvard College in 1921 she taught school and then chose law.')).toBe(false);
    expect(await answers('Under whom did Tova Brandt study law?', 'She studied law in Tarrow with Mary Newton.')).toBe(true);
  });

  it("reads the kind's word in capitals after another capitalised word as the end of a name that says which one", async () => {
    // The tagger reads "Upper" and "Down" as no part of a name; the capitals say they are.
    expect(await answers('What was the name of the house where Tova Brandt lived?', 'In 1856 she moved to Down House in the village of Harrow Green.')).toBe(true);
    expect(await answers('What was the name of the house where Tova Brandt lived?', 'In 1856 she moved house.')).toBe(false);
  });

  it('accepts a person the question does not name, by name or by a noun for a person', async () => {
    expect(await answers('Who drafted the harbour charter with Tova Brandt?', 'She drafted the charter in 1921 together with Ole Hansker.')).toBe(true);
    expect(await answers('Who broke the window of the Brandt workshop?', 'The window was broken by a drunken sailor in 1902.')).toBe(true);
    // A name right after a noun for a person is a person's, though WordNet knows Olympia as a city.
    expect(await answers("Who was Tova Brandt's daughter?", 'In 1920 she sailed to Bergen with her daughter Olympia.')).toBe(true);
    expect(await answers("Who was Tova Brandt's daughter?", 'In 1920 she sailed to Bergen with her cargo for Olympia.')).toBe(false);
  });

  it('takes a family for people: who were the patrons is answered by "the Habsburg family"', async () => {
    expect(await answers("Who were Tova Brandt's main patrons?", 'Her workshop grew quickly, and the Habsburg family were among her most important patrons.')).toBe(true);
    // A thing by a capitalised name is still no one.
    expect(await answers("Who were Tova Brandt's main patrons?", 'Her workshop grew quickly, and Harvard College was among her most important patrons.')).toBe(false);
  });

  it('refuses a sentence that names nobody new, only places, or only the asked kind again', async () => {
    expect(await answers('Who drafted the harbour charter with Tova Brandt?', 'After the strike she drafted a charter for the harbour.')).toBe(false);
    expect(await answers('Whose funeral did Tova Brandt sing at?', 'Tova Brandt sang in Bergen in 1931, reportedly at a funeral.')).toBe(false);
    // A name right after "in" is where something happened.
    expect(await answers('Who drafted the harbour charter with Tova Brandt?', 'The charter was drafted in Kvarnsund during the strike.')).toBe(false);
    expect(await answers('Which physician treated Tova Brandt in Malmö?', 'In 1950 she travelled to Malmö to be treated by her doctor.')).toBe(false);
  });

  it('takes a name after "near" for the answer when the question asks whom something is near', async () => {
    const sentence = 'She was buried in the harbour churchyard, near Ole Hansker.';
    expect(await answers("Tova Brandt's grave is close to which famous sailor?", sentence)).toBe(true);
    expect(await answers('Who drafted the harbour charter with Tova Brandt?', sentence)).toBe(false);
  });
});

describe('a kind of person the sentence says', () => {
  it('does not take a bare noun after a preposition for a person ("won by knockout")', async () => {
    expect(await answers('Who was Tova Brandt’s opponent in her first match?', 'Tova Brandt won forty matches, thirty of them by knockout.')).toBe(false);
    expect(await answers('Who was Tova Brandt’s opponent in her first match?', 'Tova Brandt won her first match against a former champion.')).toBe(true);
  });

  it('needs the name next to the kind’s word, not a name elsewhere in the sentence', async () => {
    expect(await answers('Which friend paid the fine that freed Tova Brandt?', 'King Olav pardoned her later, but at first a friend paid her fine.')).toBe(false);
    expect(await answers('Which friend paid the fine that freed Tova Brandt?', 'Her fine was paid by her friend Ole Hansker.')).toBe(true);
    // A regnal number or a word WordNet knows as something else does not hide a person: Dana is also a goddess.
    expect(await answers('Which Danish king did Tova Brandt meet?', 'She met the Danish king Christian IX at Aarhus.')).toBe(true);
    expect(await answers('Which American envoy did Tova Brandt serve?', 'She served as secretary to the American envoy Francis Dana.')).toBe(true);
  });

  it('takes a name WordNet knows as a person when the kind’s word is said only in another clause', async () => {
    const question = 'Which painter was Tova Brandt taught by?';
    expect(await answers(question, 'In 1880 she learnt from Caravaggio, who lived nearby; both painters were later sued by a rival painter.')).toBe(true);
    // Not a name WordNet does not know as a person, nor one in the same clause as the kind's word.
    expect(await answers(question, 'In 1880 she was sent to the Gestapo; later another painter taught her.')).toBe(false);
    expect(await answers(question, 'In 1880 she met Caravaggio at a fair, where a painter taught her.')).toBe(false);
  });

  it('does not take a noun describing a person the question names for someone new', async () => {
    expect(await answers('Who finished the statue of Ole Hansker after Tova Brandt died?', 'She worked on a statue of the harbour master Ole Hansker until her death.')).toBe(false);
  });
});

describe('what a question asking for a thing of a kind needs', () => {
  it('refuses the kind said again with nothing that says which one', async () => {
    expect(await answers('What illness did Tova Brandt die of?', 'Tova Brandt died in Malmö in 1961, aged sixty, after an illness.')).toBe(false);
    expect(await answers('What were the names of Tova Brandt’s horses?', 'She spent her summers riding across the hills with her horses.')).toBe(false);
    expect(await answers('Which Oslo theatres did Tova Brandt sing in?', 'She sang for years in Oslo theatres.')).toBe(false);
    // An adjective grading an attribute says how long or how bad, not which illness.
    expect(await answers('What illness did Tova Brandt die of?', 'Tova Brandt died in Malmö in 1961 after a short illness.')).toBe(false);
    expect(await answers('What illness did Tova Brandt die of?', 'Tova Brandt died in Malmö in 1961 after a serious illness.')).toBe(false);
    expect(await answers('What illness did Tova Brandt suffer from?', 'Tova Brandt suffered from a mental illness.')).toBe(true);
    // A proper adjective says whose prisons, not which.
    expect(await answers('Which prison held Tova Brandt first?', 'She spent three years in Swedish prisons.')).toBe(false);
  });

  it('takes a name made of the question’s words for new when the question does not say them together', async () => {
    expect(await answers('What are the halls Tova Brandt painted in the town museum known as today?', 'She painted three halls of the town museum, now known as the Brandt Halls.')).toBe(true);
    // The same words said together in the question are no answer.
    expect(await answers('Which Brandt Halls did Tova paint?', 'She painted the Brandt Halls with great care.')).toBe(false);
  });

  it('accepts a name near the kind, a word of its own before it, a narrower noun or a number', async () => {
    expect(await answers('Which orchestra did Tova Brandt lead?', 'In 1930 she took over the Kvarnsund Philharmonic Orchestra.')).toBe(true);
    expect(await answers('Which treaty did Tova Brandt help negotiate?', 'She helped negotiate the treaty of Kvarnsund in 1920.')).toBe(true);
    expect(await answers('Which school did Tova Brandt attend?', 'As a child she attended a cooperative school run by her aunt.')).toBe(true);
    expect(await answers('What illness did Tova Brandt die of?', 'Her illness, tuberculosis, killed her in 1961.')).toBe(true);
    expect(await answers("What was Tova Brandt's racing record?", 'Her record stood at nineteen wins and two defeats.')).toBe(true);
    expect(await answers('On which wall did Tova Brandt paint her mural?', 'She painted it on the wall of the ferry terminal.')).toBe(true);
  });

  it('leaves alone a sentence that does not say the kind in its own word', async () => {
    expect(await answers('Which instrument did Tova Brandt play?', 'She played the cello from the age of six.')).toBe(true);
  });
});

describe('questions the requirement leaves alone', () => {
  it('has none for a question of two parts, a question about a preposition’s object, or a coarse type other than person', async () => {
    expect(await requirement('Who was the father of Tova Brandt, and in which city did he work?')).toBeUndefined();
    expect(await requirement("What was Tova Brandt's thesis about?")).toBeUndefined();
    expect(await requirement('In which city was Tova Brandt born?')).toBeUndefined();
    expect(await requirement('When did Tova Brandt marry?')).toBeUndefined();
  });

  it('has none when nothing beyond whom the question is about is asked', async () => {
    expect(await namedAnswerOf('Who was Tova Brandt?', await expectedAnswer('Who was Tova Brandt?', lexicon), undefined, false, lexicon)).toBeUndefined();
  });
});

describe('a question asking for a kind of person in particular', () => {
  it('is not answered by a name of someone the sentence does not show to be of the kind', async () => {
    expect(await answers('Which physician did Tova Brandt move to Tarrow to be near?', 'In 1902 she accepted a marriage proposal from Ole Hansker, a wealthy young man.')).toBe(false);
  });

  it('is answered where the sentence says the kind, a kind of it, or what the question says was done', async () => {
    expect(await answers('Which physician did Tova Brandt move to Tarrow to be near?', 'She moved to Tarrow to be near her physician, Ole Hansker.')).toBe(true);
    expect(await answers('Which physician treated Tova Brandt in Tarrow?', 'In Tarrow the surgeon Ole Hansker looked after her.')).toBe(true);
    expect(await answers('For which director did Tova Brandt write the score of Storm Bay?', 'For Ole Hansker she wrote the score of Storm Bay in 1977.')).toBe(true);
  });

  it('by a name WordNet knows as one of the kind', async () => {
    expect(await answers('Which painter did Tova Brandt admire most?', 'All her life she kept a print by Caravaggio above her desk.')).toBe(true);
  });

  it('leaves a kind in capitals or a relation to the other checks', async () => {
    expect(await answers('Tova Brandt sang for which Founding Father?', 'In 1790 she sang for George Washington in New York.')).toBe(true);
    expect(await answers("Tova Brandt fought the son of which of her father's rivals?", 'In 1921 she fought Ole Hansker, son of Jon Hansker.')).toBe(true);
  });
});
