import { describe, expect, it } from 'vitest';
import { entityToKalmaText, kalmaTextValue, kgToKalmaText } from '../../../../src/generate/kalma/kg-text.js';

describe('KG → KaLMA flat text', () => {
  it("writes KaLMA's form for plain values", () => {
    const text = kgToKalmaText([
      { qid: 'Q206534', name: 'Stephen Crane', properties: { 'sex or gender': ['male'], 'place of birth': ['Newark'] } },
      { qid: 'Q2', name: 'Jonathan Townley Crane', properties: {} },
    ]);
    expect(text).toBe('[{name: Stephen Crane, sex or gender: male, place of birth: Newark, qid: Q206534}, {name: Jonathan Townley Crane, qid: Q2}]');
  });

  it('repeats the key of a multi-valued property, one per triple', () => {
    expect(entityToKalmaText({ qid: 'Q1', name: 'A', properties: { child: ['B', 'C'] } })).toBe('{name: A, child: B, child: C, qid: Q1}');
  });

  it.each([
    ['Christ\'s College, Cambridge', '"Christ\'s College, Cambridge"'],
    ['Hitler\'s Piano Player: The Rise and Fall', '"Hitler\'s Piano Player: The Rise and Fall"'],
    ['The "Quiet" Engine', '"The \\"Quiet\\" Engine"'],
    ['back\\slash', '"back\\\\slash"'],
    ['{braces}', '"{braces}"'],
    ['[1]', '"[1]"'],
    ['', '""'],
    ["O'Neill", "O'Neill"],
    ['1871-11-01', '1871-11-01'],
  ])('quotes %j only when it could be misread', (value, expected) => {
    expect(kalmaTextValue(value)).toBe(expected);
    // A quoted value reads back as the original with JSON.parse.
    if (expected.startsWith('"')) expect(JSON.parse(expected)).toBe(value);
  });

  it('keeps the entity boundaries when values hold commas and colons', () => {
    const text = kgToKalmaText([{ qid: 'Q1', name: 'A, B: C', properties: { 'notable work': ['X, Y: Z'] } }]);
    expect(text).toBe('[{name: "A, B: C", notable work: "X, Y: Z", qid: Q1}]');
  });
});
