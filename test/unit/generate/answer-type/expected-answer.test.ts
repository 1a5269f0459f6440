import { describe, expect, it } from 'vitest';
import { expectedAnswer } from '../../../../src/generate/answer-type/expected-answer.js';
import { factType, labelHead } from '../../../../src/generate/answer-type/fact-type.js';
import { wordnetLexicon } from '../../../../src/text/lexicon/wordnet-lexicon.js';

const lexicon = wordnetLexicon();
const typeOf = async (question: string) => (await expectedAnswer(question, lexicon))?.type;

describe('expected answer type', () => {
  it('reads the type from the question word', async () => {
    expect(await typeOf('When was Beethoven born?')).toBe('date');
    expect(await typeOf('Where did she die?')).toBe('place');
    expect(await typeOf('Who was the first wife of Albert Einstein')).toBe('person');
    expect(await typeOf('Why did the conservatoire refuse him?')).toBe('reason');
    expect(await typeOf('How many children did he have?')).toBe('quantity');
  });

  it('reads it from the noun after what/which through its WordNet kinds', async () => {
    expect(await typeOf('What was the cause of death of Perugino?')).toBe('reason');
    expect(await typeOf('In which city did he die?')).toBe('place');
    expect(await typeOf('What year did the war end?')).toBe('date');
    expect(await typeOf('Which poet named it?')).toBe('person');
    expect(await typeOf('What is the population of Brennfall?')).toBe('quantity');
    // An age is a number of years, as "how old" asks, though WordNet files "age" under time.
    expect(await typeOf('At what age did Tova Brandt first sail alone?')).toBe('quantity');
    // The adjective is passed over: "imaginary" alone is WordNet's imaginary number.
    expect(await typeOf('What imaginary city did she invent?')).toBe('place');
    expect(await typeOf('What imaginary kingdom did she invent?')).not.toBe('quantity');
  });

  it('marks "how many" as a count and skips the "s" a blanked-out possessive name leaves', async () => {
    expect(await expectedAnswer('How many children did he have?', lexicon)).toEqual({ type: 'quantity', count: true });
    expect(await expectedAnswer("What was              's cause of death?", lexicon)).toEqual({ type: 'reason', noun: 'cause' });
  });

  it('gives a measure for "how <adjective>"', async () => {
    const expected = await expectedAnswer('How deep is Lake Orvana?', lexicon);
    expect(expected?.type).toBe('quantity');
    expect(expected?.measure).toContain('depth');
  });

  it('asks no measure for "how <adverb>": a manner or a time', async () => {
    expect(await expectedAnswer('How soon did Tova Brandt leave the guild?', lexicon)).toBeUndefined();
    expect(await expectedAnswer('How exactly was Olaf Stern dismissed from the mill?', lexicon)).toBeUndefined();
  });

  it('reads a yes-or-no question as asking no type, though a clause of it opens with a question word', async () => {
    expect(await typeOf('Did Ilse Varga let a doctor treat her when she was dying?')).toBeUndefined();
    expect(await typeOf('Was Ilse Varga still painting where she retired?')).toBeUndefined();
    // A verb of knowing asks the embedded question.
    expect(await typeOf('Do you know when Ilse Varga died?')).toBe('date');
    expect((await expectedAnswer('Can you tell me how many ships Ilse Varga owned?', lexicon))?.count).toBe(true);
  });

  it('reads a question after a leading clause of time by its own question word', async () => {
    expect(await typeOf('When Ilse Varga wrote to the king, what did she ask for?')).toBeUndefined();
    expect(await typeOf('While Ilse Varga was at sea, where did her husband live?')).toBe('place');
    expect(await typeOf('When did Ilse Varga write to the king?')).toBe('date');
  });

  it('requires nothing when the question does not say', async () => {
    expect(await typeOf('What did she discover?')).toBeUndefined();
    expect(await typeOf('How did he die?')).toBeUndefined();
    expect(await typeOf('Which university did he attend?')).toBeUndefined();
    // A kind of artist is a painter or a sculptor, no person.
    expect(await typeOf('What kind of artist was he?')).toBeUndefined();
    expect(await typeOf('Which artist taught him?')).toBe('person');
  });
});

describe('fact value type', () => {
  it('types a value by its form', async () => {
    expect(await factType('date_of_birth', '1770-12-17', lexicon)).toBe('date');
    expect(await factType('inception', '1523', lexicon)).toBe('date');
    expect(await factType('elevation', '87 metres', lexicon)).toBe('quantity');
  });

  it("types it by the label's head noun", async () => {
    expect(labelHead('place of birth')).toBe('place');
    expect(labelHead('award received')).toBe('award');
    expect(await factType('place of death', 'Fontignano', lexicon)).toBe('place');
    expect(await factType('cause of death', 'plague', lexicon)).toBe('reason');
    expect(await factType('spouse', 'Mileva Marić', lexicon)).toBe('person');
    expect(await factType('country of citizenship', 'Denmark', lexicon)).toBe('place');
  });

  it('leaves untyped what the label does not say, and reads a label WordNet knows whole', async () => {
    expect(await factType('occupation', 'painter', lexicon)).toBeUndefined();
    expect(await factType('alma mater', 'ETH Zurich', lexicon)).toBeUndefined();
    expect(await factType('position held', 'Minister for Finance', lexicon)).toBeUndefined();
    // Employers and memberships are mostly organisations, though WordNet's employer and member are persons.
    expect(await factType('employer', 'University of Copenhagen', lexicon)).toBeUndefined();
    expect(await factType('member of', 'Royal Society', lexicon)).toBeUndefined();
  });
});
