import { describe, expect, it } from 'vitest';
import { pythonRepr, pythonStringRepr } from '../../../../src/generate/kalma/python-repr.js';

// [text, repr(text)] pairs printed by CPython 3.11's repr().
const CASES: [string, string][] = [["plain", "'plain'"], ["O'Hara", "\"O'Hara\""], ["say \"hi\"", "'say \"hi\"'"], ["both ' and \"", "'both \\' and \"'"], ["back\\slash", "'back\\\\slash'"], ["tab\there", "'tab\\there'"], ["nl\nx", "'nl\\nx'"], [" nbsp", "'\\xa0nbsp'"], ["line sep", "'line\\u2028sep'"], ["é accents ü", "'é accents ü'"], ["zero​width", "'zero\\u200bwidth'"], ["😀 emoji", "'😀 emoji'"], ["bell\u0007", "'bell\\x07'"]];

describe("Python's repr of strings (KaLMA prints its KG with it)", () => {
  it('quotes and escapes exactly as CPython', () => {
    for (const [text, repr] of CASES) expect(pythonStringRepr(text), JSON.stringify(text)).toBe(repr);
  });

  it('writes lists and dicts as str() does', () => {
    expect(pythonRepr([{ name: "Ann O'Hara", qid: 'Q1' }, { a: ['x', 'y'] }])).toBe(`[{'name': "Ann O'Hara", 'qid': 'Q1'}, {'a': ['x', 'y']}]`);
  });
});
