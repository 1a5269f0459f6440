import { describe, expect, it } from 'vitest';
import type { Answer, Statement } from '../../../src/core/answer.js';
import { joinSourceAnswers } from '../../../src/pipeline/join-source-answers.js';

const triple = (property: string, value: string) => ({ kind: 'triple' as const, qid: 'Q1', property, value });
const passage = (index: number) => ({ kind: 'passage' as const, index, id: `p${index}#0`, title: 'Cosima Wagner' });
const answer = (text: string, statements: Statement[]): Answer => ({ question: 'q', text, statements, strategy: 's', trace: [] });

const kgFather = answer("Cosima Wagner's father is Franz Liszt [Q1, father: Franz Liszt].", [
  { text: "Cosima Wagner's father is Franz Liszt.", citations: [triple('father', 'Franz Liszt')] },
]);

describe('joinSourceAnswers', () => {
  it('keeps, after a complete KG answer, only passage sentences that corroborate it or say what it left unsaid', () => {
    const passages = answer('x', [
      { text: 'She married Hans von Bülow, one of her father’s pupils.', citations: [passage(1)] },
      { text: 'Her father Franz Liszt was a pianist.', citations: [passage(2)] },
      { text: 'She ran the Bayreuth Festival after 1883.', citations: [passage(3)] },
    ]);
    const joined = joinSourceAnswers('Who was the father of Cosima Wagner, who ran the festival?', kgFather, passages);
    expect(joined.statements.map((s) => s.text)).toEqual([
      "Cosima Wagner's father is Franz Liszt.",
      'Her father Franz Liszt was a pianist.',
      'She ran the Bayreuth Festival after 1883.',
    ]);
    expect(joined.text).toBe(
      "Cosima Wagner's father is Franz Liszt [Q1, father: Franz Liszt]. Her father Franz Liszt was a pianist [2]. She ran the Bayreuth Festival after 1883 [3].",
    );
  });

  it('reads a date the KG cites by its year and as readers write a year before the era: a passage giving it corroborates', () => {
    const kg = answer('Tova Brandt\'s date of birth is 1435-01-01 [Q1, date_of_birth: 1435-01-01].', [
      { text: "Tova Brandt's date of birth is 1435-01-01.", citations: [triple('date_of_birth', '1435-01-01')] },
    ]);
    const passages = answer('x', [
      { text: 'Tova Brandt was born around 1435 in Tarrow.', citations: [passage(1)] },
      { text: 'She moved to Halden in 1470.', citations: [passage(2)] },
    ]);
    expect(joinSourceAnswers('Around what year was Tova Brandt born?', kg, passages).statements.map((s) => s.text)).toEqual([
      "Tova Brandt's date of birth is 1435-01-01.",
      'Tova Brandt was born around 1435 in Tarrow.',
    ]);
    const bc = answer('x', [{ text: 'x', citations: [triple('date_of_death', '-0347-01-01')] }]);
    const said = answer('x', [{ text: 'He died in Athens in 347 BC.', citations: [passage(1)] }]);
    expect(joinSourceAnswers('When did Olaf Stern die?', bc, said).statements.map((s) => s.text)).toContain('He died in Athens in 347 BC.');
  });

  it('keeps a passage sentence whose year is a year or two off the date the KG cites: the sources disagree', () => {
    const kg = answer('x', [{ text: "Olaf Stern's date of death is 347 BC.", citations: [triple('date_of_death', '-0347-01-01')] }]);
    const passages = answer('x', [
      { text: 'Olaf Stern died in Athens around 348 BC, at a wedding feast.', citations: [passage(1)] },
      { text: 'He opened his school in 387 BC.', citations: [passage(2)] },
    ]);
    expect(joinSourceAnswers('Around what year did Olaf Stern die?', kg, passages).statements.map((s) => s.text)).toEqual([
      "Olaf Stern's date of death is 347 BC.",
      'Olaf Stern died in Athens around 348 BC, at a wedding feast.',
    ]);
    // A year of the other era is no near year: 348 AD is seven centuries off.
    const otherEra = answer('x', [{ text: 'A copy of his book was made in 348.', citations: [passage(1)] }]);
    expect(joinSourceAnswers('When did Olaf Stern die?', kg, otherEra).statements).toHaveLength(1);
  });

  it('keeps a sentence from a passage about an entity the KG cited when it says a question word the KG did not', () => {
    const kg = answer("Raphael was a student of Pietro Perugino [Q1, student of: Pietro Perugino].", [
      { text: 'Raphael was a student of Pietro Perugino.', citations: [triple('student of', 'Pietro Perugino')] },
    ]);
    const perugino = { kind: 'passage' as const, index: 1, id: 'p135#0', title: 'Pietro Perugino' };
    const other = { kind: 'passage' as const, index: 2, id: 'p70#0', title: 'Carl Czerny' };
    const passages = answer('x', [
      { text: 'Perugino died of plague in 1523.', citations: [perugino] },
      { text: 'Czerny died in Vienna in 1857.', citations: [other] },
    ]);
    const joined = joinSourceAnswers("Who was Raphael's teacher, and what did that teacher die of?", kg, passages);
    expect(joined.statements.map((s) => s.text)).toEqual(['Raphael was a student of Pietro Perugino.', 'Perugino died of plague in 1523.']);
  });

  it('keeps a sentence that says two words of the question the KG never says, verbs included, but not one', () => {
    const kg = answer("Leo Stern's notable work is The Violin Book [Q1, notable works: The Violin Book]. Joseph Haydn's notable work is The Creation [Q1, notable works: The Creation].", [
      { text: "Leo Stern's notable work is The Violin Book.", citations: [triple('notable works', 'The Violin Book')] },
      { text: "Joseph Haydn's notable work is The Creation.", citations: [triple('notable works', 'The Creation')] },
    ]);
    const passages = answer('x', [
      { text: 'Among his compositions is the Toy Suite, long wrongly attributed to Haydn.', citations: [passage(1)] },
      { text: 'He was wrongly remembered as a violinist.', citations: [passage(2)] },
    ]);
    const joined = joinSourceAnswers('Which work by Leo Stern was long wrongly attributed to Haydn?', kg, passages);
    expect(joined.statements.map((s) => s.text)).toEqual([
      "Leo Stern's notable work is The Violin Book.",
      "Joseph Haydn's notable work is The Creation.",
      'Among his compositions is the Toy Suite, long wrongly attributed to Haydn.',
    ]);
  });

  it('keeps a number for "how many" after a KG list, which need not be the whole count', () => {
    const kg = answer("Cosima Wagner's children are Isolde and Siegfried [Q1, child: Isolde, child: Siegfried].", [
      { text: "Cosima Wagner's children are Isolde and Siegfried.", citations: [triple('child', 'Isolde'), triple('child', 'Siegfried')] },
    ]);
    const passages = answer('x', [
      { text: 'She had five children.', citations: [passage(1)] },
      { text: 'Her children grew up in Tribschen.', citations: [passage(2)] },
    ]);
    const joined = joinSourceAnswers('How many children did Cosima Wagner have?', kg, passages);
    expect(joined.statements.map((s) => s.text)).toEqual(["Cosima Wagner's children are Isolde and Siegfried.", 'She had five children.']);
  });

  it('keeps a sentence that says the question\'s order word when the KG\'s sentences do not', () => {
    const kg = answer("Olaf Stern's occupation is sculptor [Q1, occupation: sculptor].", [{ text: "Olaf Stern's occupation is sculptor.", citations: [triple('occupation', 'sculptor')] }]);
    const passages = answer('x', [
      { text: 'The Harbour Gate is the only work he ever signed.', citations: [passage(1)] },
      { text: 'He worked in Bergen for ten years.', citations: [passage(2)] },
    ]);
    const joined = joinSourceAnswers('Which is the only work Olaf Stern ever signed?', kg, passages);
    expect(joined.statements.map((s) => s.text)).toEqual(["Olaf Stern's occupation is sculptor.", 'The Harbour Gate is the only work he ever signed.']);
  });

  it('drops the passages’ [NA] when the KG answered everything', () => {
    const passages = answer('None of the retrieved passages answers the question [NA].', [
      { text: 'None of the retrieved passages answers the question.', citations: [{ kind: 'na' }] },
    ]);
    expect(joinSourceAnswers('Who was the father of Cosima Wagner?', kgFather, passages).text).toBe(kgFather.text);
  });

  it('keeps every passage sentence and both [NA]s when the KG lacks something', () => {
    const kg = answer('Nothing in the knowledge graph answers "her favourite food" [NA].', [
      { text: 'Nothing in the knowledge graph answers "her favourite food".', citations: [{ kind: 'na' }] },
    ]);
    const passages = answer('None of the retrieved passages answers the question [NA].', [
      { text: 'None of the retrieved passages answers the question.', citations: [{ kind: 'na' }] },
    ]);
    const joined = joinSourceAnswers('What was her favourite food?', kg, passages);
    expect(joined.statements).toHaveLength(2);
    expect(joined.text).toBe(`${kg.text} ${passages.text}`);
  });
});

describe('joinSourceAnswers after a KG answer that left the asked noun open', () => {
  it('keeps every passage sentence, as after an incomplete KG answer', () => {
    const kg = answer("Tova Brandt's place of burial is Church of St Olaf, Varby [Q1, place of burial: Church of St Olaf, Varby].", [
      { text: "Tova Brandt's place of burial is Church of St Olaf, Varby.", citations: [triple('place of burial', 'Church of St Olaf, Varby')] },
    ]);
    const passages = answer('x', [{ text: 'She was buried in the church at Varby in Halland.', citations: [passage(1)] }]);
    const question = 'In which county is the church where Tova Brandt was buried?';
    expect(joinSourceAnswers(question, kg, passages).statements).toHaveLength(1);
    expect(joinSourceAnswers(question, kg, passages, { askedNoun: 'county' }).statements.map((s) => s.text)).toContain('She was buried in the church at Varby in Halland.');
  });
});
