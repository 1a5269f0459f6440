import { describe, expect, it } from 'vitest';
import { formatAnswer, resolveCitations, type PrintableAnswer } from '../../../src/cli/print-answer.js';

const answer: PrintableAnswer = {
  question: "Who was Ada Quill's father?",
  text: "Ada Quill's father is Byron Quill [Q1, father: Byron Quill]. She was born in London [Q1, place of birth: London]. He loved her [NA].",
  statements: [
    { text: "Ada Quill's father is Byron Quill.", citations: [{ kind: 'triple', qid: 'Q1', property: 'father', value: 'Byron Quill' }] },
    { text: 'She was born in London.', citations: [{ kind: 'triple', qid: 'Q1', property: 'place of birth', value: 'London' }] },
    { text: 'He loved her.', citations: [{ kind: 'na' }] },
  ],
  strategy: 'kalma',
  trace: [],
  citationChecks: [
    { citation: { kind: 'triple', qid: 'Q1', property: 'father', value: 'Byron Quill' }, inKg: true },
    { citation: { kind: 'triple', qid: 'Q1', property: 'place of birth', value: 'London' }, inKg: false, problem: '"London" is not a value of Ada Quill\'s place of birth' },
  ],
};
const entities = [{ qid: 'Q1', name: 'Ada Quill', properties: { father: ['Byron Quill'], 'place of birth': ['Port Mallow'] } }];

describe('printing answers', () => {
  it('shows the text, then each citation resolved to its triple, [NA] included', () => {
    const text = formatAnswer(answer, { entities });
    expect(text).toContain(`${answer.text}\n`);
    expect(text).toContain('[Q1] Ada Quill — father: Byron Quill  ✓ in KG');
    expect(text).toContain('[Q1] Ada Quill — place of birth: London  ✗ not in KG: "London" is not a value');
    expect(text).toContain('3. He loved her.\n     [NA]');
    expect(text).toContain('1 citation(s) do not resolve to a triple of the retrieved KG.');
  });

  it('names extractive strategies as extractive', () => {
    expect(formatAnswer({ ...answer, strategy: 'extractive-kg' })).toContain('Strategy: extractive-kg (extractive, no LLM');
  });

  it('gives JSON with every citation resolved', () => {
    const json = JSON.parse(formatAnswer(answer, { json: true, entities, extra: { retrieval: { entities: ['Q1'] } } }));
    expect(json.resolvedCitations).toEqual(resolveCitations(answer, entities));
    expect(json.resolvedCitations[0]).toEqual({ statement: 0, kind: 'triple', qid: 'Q1', entity: 'Ada Quill', property: 'father', value: 'Byron Quill', inKg: true });
    expect(json.resolvedCitations[2]).toEqual({ statement: 2, kind: 'na' });
    expect(json.retrieval).toEqual({ entities: ['Q1'] });
    expect(json.statements).toHaveLength(3);
  });
});
