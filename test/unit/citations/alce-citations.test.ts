import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  citationMarkers,
  formatAlceAnswer,
  parseAlceAnswer,
  passagePosition,
  removeCitations,
} from '../../../src/citations/alce-citations.js';
import type { Statement } from '../../../src/core/answer.js';
import { InputError } from '../../../src/core/errors.js';
import type { Passage } from '../../../src/core/passage.js';
import { sharedData } from '../../support/shared-data.js';

const golden = JSON.parse(readFileSync(sharedData('golden/alce_golden_cases.json'), 'utf8')) as {
  remove_citations: Record<string, string>;
};

const passages: Passage[] = [1, 2, 3, 4].map((n) => ({ id: `p${n}`, title: `Title ${n}`, text: `Passage ${n}.` }));

describe('removeCitations (ALCE remove_citations)', () => {
  it.each(Object.entries(golden.remove_citations))('matches the reference on %j', (input, expected) => {
    expect(removeCitations(input)).toBe(expected);
  });

  it('treats any Unicode decimal digit as \\d, like Python', () => {
    expect(removeCitations('Cairo [١] is big.')).toBe('Cairo is big.');
  });
});

describe('citationMarkers', () => {
  it('finds 1-based markers in order, only the first number of "[1, 2]"', () => {
    expect(citationMarkers('A [1][2] b [12] c [1, 3] d [0].')).toEqual([1, 2, 12, 1, 0]);
    expect(citationMarkers('No citation here.')).toEqual([]);
  });

  it("reads non-ASCII decimal digits as Python's int() does", () => {
    expect(citationMarkers('[١٢] [𝟓]')).toEqual([12, 5]);
  });
});

describe('parseAlceAnswer', () => {
  it('splits Punkt sentences, strips markers from the claim and resolves passages', () => {
    const statements = parseAlceAnswer('Paris is the capital [1][2]. It is large [3].', passages);
    expect(statements.map((s) => s.text)).toEqual(['Paris is the capital.', 'It is large.']);
    expect(statements[0]!.citations).toEqual([
      { kind: 'passage', index: 1, id: 'p1', title: 'Title 1' },
      { kind: 'passage', index: 2, id: 'p2', title: 'Title 2' },
    ]);
    expect(statements[1]!.sentence).toBe('It is large [3].');
  });

  it('keeps the first three markers by default and reports the rest as dropped', () => {
    const [statement] = parseAlceAnswer('A claim [4][3][2][1].', passages);
    expect(statement!.citations.map((c) => c.index)).toEqual([4, 3, 2]);
    expect(statement!.dropped).toEqual([1]);
    const [two] = parseAlceAnswer('A claim [4][3][2][1].', passages, { maxCitations: 2 });
    expect(two!.citations.map((c) => c.index)).toEqual([4, 3]);
  });

  it('flags out-of-range markers anywhere in the sentence, even past the third', () => {
    const [statement] = parseAlceAnswer('A claim [1][2][3][9].', passages);
    expect(statement!.outOfRange).toEqual([9]);
    const [unresolved] = parseAlceAnswer('Another [7].', passages);
    expect(unresolved!.citations).toEqual([{ kind: 'passage', index: 7 }]);
    expect(unresolved!.outOfRange).toEqual([7]);
  });

  it('reports "[0]" as out of range by default and maps it to the last passage on request', () => {
    expect(parseAlceAnswer('Zero [0].', passages)[0]!.outOfRange).toEqual([0]);
    const [statement] = parseAlceAnswer('Zero [0].', passages, { zeroMarker: 'last-passage' });
    expect(statement!.outOfRange).toEqual([]);
    expect(statement!.citations).toEqual([{ kind: 'passage', index: 0, id: 'p4', title: 'Title 4' }]);
    expect(passagePosition(0, 4, { zeroMarker: 'last-passage' })).toBe(3);
    expect(passagePosition(5, 4)).toBeUndefined();
  });

  it('leaves citations unresolved and unchecked without passages', () => {
    const [statement] = parseAlceAnswer('Claim [8].');
    expect(statement!.citations).toEqual([{ kind: 'passage', index: 8 }]);
    expect(statement!.outOfRange).toEqual([]);
  });

  it('gives a marker after the period to the next sentence, as ALCE does', () => {
    const statements = parseAlceAnswer('First claim. [1] Second claim.', passages);
    expect(statements.map((s) => [s.text, s.citations.map((c) => c.index)])).toEqual([
      ['First claim.', []],
      ['Second claim.', [1]],
    ]);
  });

  it('rejects a negative citation limit', () => {
    expect(() => parseAlceAnswer('A [1].', passages, { maxCitations: -1 })).toThrow(InputError);
  });

  it('keeps as many citations per sentence as ALCE evaluated in its human-evaluation file', () => {
    const data = JSON.parse(readFileSync(sharedData('alce/human_citations.dev.json'), 'utf8')) as Record<
      string,
      Record<string, Record<string, { output: string; sentences: { citations: unknown[] }[] }>>
    >;
    const items = Object.values(data).flatMap((runs) => Object.values(runs).flatMap((run) => Object.values(run)));
    let sentences = 0;
    for (const item of items) {
      const parsed = parseAlceAnswer(item.output);
      expect(parsed.map((s) => s.citations.length)).toEqual(item.sentences.map((s) => s.citations.length));
      sentences += parsed.length;
    }
    expect(sentences).toBe(177);
  });
});

describe('formatAlceAnswer', () => {
  it('puts markers before the final punctuation', () => {
    const statements: Statement[] = [
      { text: 'Paris is the capital.', citations: [{ kind: 'passage', index: 1 }, { kind: 'passage', index: 2 }] },
      { text: 'Is it large?', citations: [] },
      { text: 'No final stop', citations: [{ kind: 'passage', index: 3 }] },
    ];
    expect(formatAlceAnswer(statements)).toBe('Paris is the capital [1][2]. Is it large? No final stop [3]');
  });

  it('round-trips format → parse → format', () => {
    const statements: Statement[] = [
      { text: 'The Eiffel Tower was finished in 1889.', citations: [{ kind: 'passage', index: 2 }] },
      { text: 'It is 330 m tall.', citations: [{ kind: 'passage', index: 1 }, { kind: 'passage', index: 3 }] },
      { text: 'Mr. Eiffel designed it.', citations: [] },
    ];
    const text = formatAlceAnswer(statements);
    const parsed = parseAlceAnswer(text, passages);
    expect(parsed.map((s) => ({ text: s.text, indices: s.citations.map((c) => c.index) }))).toEqual(
      statements.map((s) => ({ text: s.text, indices: s.citations.map((c) => (c.kind === 'passage' ? c.index : -1)) })),
    );
    expect(formatAlceAnswer(parsed)).toBe(text);
  });

  it('refuses citations that have no ALCE form', () => {
    const statements: Statement[] = [{ text: 'X.', citations: [{ kind: 'na' }] }];
    expect(() => formatAlceAnswer(statements)).toThrow(/statement 1: ALCE answers cite passages only/);
  });
});
