import { describe, expect, it } from 'vitest';
import { parseAlceAnswer } from '../../../src/citations/alce-citations.js';
import { answerToJson, answerToJsonString } from '../../../src/citations/answer-json.js';
import { parseKalmaAnswer } from '../../../src/citations/kalma-citations.js';
import type { Answer } from '../../../src/core/answer.js';

const passages = [
  { id: 'p1', title: 'Eiffel Tower', text: 'The tower was finished in 1889.' },
  { id: 'p2', title: 'Paris', text: 'Paris is the capital of France.' },
];

describe('answerToJson', () => {
  it('prints exactly question, text, statements (text, citations), strategy, trace, in that order', () => {
    const text = 'The tower was finished in 1889 [1]. It stands in Paris [2][5].';
    const answer: Answer = {
      question: 'When was the Eiffel Tower finished?',
      text,
      statements: parseAlceAnswer(text, passages),
      strategy: 'vanilla',
      trace: [{ step: 'generate', prompt: 'Q?', reply: text, promptTokens: 12, cached: false }],
    };
    const json = answerToJson(answer);
    expect(Object.keys(json)).toEqual(['question', 'text', 'statements', 'strategy', 'trace']);
    expect(json.statements).toEqual([
      { text: 'The tower was finished in 1889.', citations: [{ kind: 'passage', index: 1, id: 'p1', title: 'Eiffel Tower' }] },
      {
        text: 'It stands in Paris.',
        citations: [
          { kind: 'passage', index: 2, id: 'p2', title: 'Paris' },
          { kind: 'passage', index: 5 },
        ],
      },
    ]);
    expect(Object.keys(json.statements[0]!)).toEqual(['text', 'citations']);
    expect(json.trace).toEqual([{ step: 'generate', prompt: 'Q?', reply: text, promptTokens: 12, cached: false }]);
  });

  it('prints triple and [NA] citations in their JSON forms', () => {
    const text = 'Ada was born in London [Q1, Ada Lovelace, place of birth: London]. She liked music [NA].';
    const answer: Answer = {
      question: 'Who was Ada Lovelace?',
      text,
      statements: parseKalmaAnswer(text, { mode: 'strict' }),
      strategy: 'kalma',
      trace: [],
    };
    expect(JSON.parse(answerToJsonString(answer))).toEqual({
      question: 'Who was Ada Lovelace?',
      text,
      statements: [
        { text: 'Ada was born in London.', citations: [{ kind: 'triple', qid: 'Q1', property: 'place of birth', value: 'London' }] },
        { text: 'She liked music.', citations: [{ kind: 'na' }] },
      ],
      strategy: 'kalma',
      trace: [],
    });
  });
});
