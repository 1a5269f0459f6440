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
