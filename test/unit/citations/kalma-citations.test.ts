import { describe, expect, it } from 'vitest';
import {
  canonicalPropertyKey,
  extractKalmaCitations,
  formatKalmaAnswer,
  formatKalmaCitation,
  parseKalmaAnswer,
  removeKalmaCitations,
} from '../../../src/citations/kalma-citations.js';
import type { Statement, TripleCitation } from '../../../src/core/answer.js';
import { InputError } from '../../../src/core/errors.js';

const triple = (qid: string, property: string, value: string): TripleCitation => ({ kind: 'triple', qid, property, value });
const strict = (text: string) => extractKalmaCitations(text, { mode: 'strict' });
const lenient = (text: string, knownProperties?: string[]) =>
  extractKalmaCitations(text, { mode: 'lenient', knownProperties });

describe('extractKalmaCitations, strict (KaLMA extract_citations)', () => {
  it('expands a multi-property citation and ignores the name in the second slot', () => {
    expect(strict('X [Q1, Ada Lovelace, father: Lord Byron, mother: Anne Isabella Milbanke].').triples).toEqual([
      triple('Q1', 'father', 'Lord Byron'),
      triple('Q1', 'mother', 'Anne Isabella Milbanke'),
    ]);
  });

  it('keeps ", " inside values, cutting at the last ", " before the next ": "', () => {
    expect(strict('[Q1, place of birth: Paris, France, occupation: writer]').triples).toEqual([
      triple('Q1', 'place of birth', 'Paris, France'),
      triple('Q1', 'occupation', 'writer'),
    ]);
  });

  it('yields nothing for "prop:value" and breaks on values containing ": ", as the reference does', () => {
    const noSpace = strict('X [Q1, occupation:writer].');
    expect(noSpace.triples).toEqual([]);
    expect(noSpace.unparsed).toEqual(['[Q1, occupation:writer]']);
    expect(strict('[Q1, notable work: Star Wars: A New Hope]').triples).toEqual([triple('Q1', 'notable work', 'Star Wars')]);
  });

  it('counts only the exact "[NA]" and keeps whitespace as written', () => {
    const result = strict('A [NA] B [ NA ] C [N/A] D [Q1, a: b ].');
    expect(result.naCount).toBe(1);
    expect(result.triples).toEqual([triple('Q1', 'a', 'b ')]);
    expect(result.unparsed).toEqual(['[ NA ]', '[N/A]']);
    expect(result.repairs).toEqual([]);
  });

  it('treats any bracketed text as a citation attempt, but not across lines', () => {
    expect(strict('see [1] and [citation needed]').unparsed).toEqual(['[1]', '[citation needed]']);
    expect(strict('[Q1, a\n: b]').unparsed).toEqual([]);
  });
});

describe('extractKalmaCitations, lenient', () => {
  it('reads well-formed citations exactly as strict mode does, with no repairs', () => {
    const text = 'A [Q212657, Artemisia Gentileschi, movement: Caravaggisti] B [Q1, place of birth: Paris, France] [NA].';
    const result = lenient(text);
    expect(result.triples).toEqual(strict(text).triples);
    expect(result.naCount).toBe(1);
    expect(result.repairs).toEqual([]);
  });

  it('accepts "prop:value" and reports it', () => {
    const result = lenient('X [Q1, occupation:writer].');
    expect(result.triples).toEqual([triple('Q1', 'occupation', 'writer')]);
    expect(result.repairs).toEqual(['[Q1, occupation:writer]: "occupation:" has no space after the colon']);
  });

  it('maps spaces and underscores in keys to the KG form (BioKaLMA convention by default)', () => {
    const result = lenient('[Q1, date of birth: 1871-11-01, place_of_birth: Newark]');
    expect(result.triples).toEqual([triple('Q1', 'date_of_birth', '1871-11-01'), triple('Q1', 'place of birth', 'Newark')]);
    expect(result.repairs).toHaveLength(2);
    expect(result.repairs[0]).toContain('property "date of birth" read as "date_of_birth"');
    expect(lenient('[Q1, place of birth: Rome]', ['place_of_birth']).triples).toEqual([triple('Q1', 'place_of_birth', 'Rome')]);
    expect(canonicalPropertyKey('sex_or_gender')).toBe('sex or gender');
  });

  it('trims stray whitespace and normalises the entity id, reporting both', () => {
    const result = lenient('[ q7 ,  sex or gender :  male ]');
    expect(result.triples).toEqual([triple('Q7', 'sex or gender', 'male')]);
    expect(result.repairs.length).toBeGreaterThanOrEqual(3);
  });

  it('reads "[ NA ]", "[N/A]" and "[na]" as [NA], reporting each', () => {
    const result = lenient('A [ NA ] B [N/A] C [na] D [NA].');
    expect(result.naCount).toBe(4);
    expect(result.repairs).toEqual(['[ NA ]: read as [NA]', '[N/A]: read as [NA]', '[na]: read as [NA]']);
  });

  it('keeps ": " inside a value and says the reference reads it differently', () => {
    const result = lenient('[Q1, notable work: Star Wars: A New Hope]');
    expect(result.triples).toEqual([triple('Q1', 'notable work', 'Star Wars: A New Hope')]);
    expect(result.repairs).toEqual([
      '[Q1, notable work: Star Wars: A New Hope]: read differently from the reference parser, which gives (Q1, notable work, Star Wars)',
    ]);
  });

  it('lists bracketed text that is no citation as unparsed', () => {
    const result = lenient('see [1], [Q1, Ada Lovelace] and [Q2, a:]');
    expect(result.triples).toEqual([]);
    expect(result.unparsed).toEqual(['[1]', '[Q1, Ada Lovelace]', '[Q2, a:]']);
  });
});

describe('parseKalmaAnswer', () => {
  it('attaches citations and [NA] to KaLMA sentences with citation-free text', () => {
    const statements = parseKalmaAnswer(
      'Ada was born in London [Q1, place of birth: London]. She loved music [NA] and maths [Q1, field: mathematics].',
      { mode: 'strict' },
    );
    expect(statements.map((s) => s.text)).toEqual(['Ada was born in London.', 'She loved music and maths.']);
    expect(statements[0]!.citations).toEqual([triple('Q1', 'place of birth', 'London')]);
    expect(statements[1]!.citations).toEqual([{ kind: 'na' }, triple('Q1', 'field', 'mathematics')]);
  });

  it('merges a sentence ending in "[NA]." with the next one (KaLMA split quirk)', () => {
    const statements = parseKalmaAnswer('She loved music [NA]. She died in 1852 [Q1, date_of_death: 1852].', { mode: 'strict' });
    expect(statements).toHaveLength(1);
    expect(statements[0]!.citations).toEqual([{ kind: 'na' }, triple('Q1', 'date_of_death', '1852')]);
  });

  it('returns repairs per statement in lenient mode, and nothing for empty text', () => {
    const [statement] = parseKalmaAnswer('Ada wrote code [Q1, occupation:programmer].', { mode: 'lenient' });
    expect(statement!.repairs).toHaveLength(1);
    expect(parseKalmaAnswer('  ', { mode: 'strict' })).toEqual([]);
  });

  it('rejects an unknown mode', () => {
    expect(() => parseKalmaAnswer('x', { mode: 'loose' as 'strict' })).toThrow(InputError);
  });
});

describe('removeKalmaCitations', () => {
  it('applies the reference replacements once each', () => {
    expect(removeKalmaCitations('A [Q1, a: b] [NA] and B [NA].')).toBe('A  and B.');
  });
});

describe('formatting KaLMA citations', () => {
  it('formats one entity with several facts', () => {
    expect(formatKalmaCitation('Q1', [{ property: 'father', value: 'Lord Byron' }, { property: 'occupation', value: 'writer' }])).toBe(
      '[Q1, father: Lord Byron, occupation: writer]',
    );
    expect(() => formatKalmaCitation('Q1', [])).toThrow(InputError);
  });

  it('round-trips format → parse → format', () => {
    const statements: Statement[] = [
      {
        text: 'Ada Lovelace was born in London in 1815.',
        citations: [triple('Q1', 'place of birth', 'London'), triple('Q1', 'date_of_birth', '1815-12-10')],
      },
      { text: 'Her father was Lord Byron.', citations: [triple('Q1', 'father', 'Lord Byron'), triple('Q2', 'name', 'Lord Byron')] },
      { text: 'She may have liked music, though nobody knows.', citations: [{ kind: 'na' }] },
    ];
    const text = formatKalmaAnswer(statements);
    expect(text).toBe(
      'Ada Lovelace was born in London in 1815 [Q1, place of birth: London, date_of_birth: 1815-12-10]. ' +
        'Her father was Lord Byron [Q1, father: Lord Byron] [Q2, name: Lord Byron]. ' +
        'She may have liked music, though nobody knows [NA].',
    );
    const parsed = parseKalmaAnswer(text, { mode: 'strict' });
    expect(parsed.map((s) => ({ text: s.text, citations: s.citations }))).toEqual(statements);
    expect(formatKalmaAnswer(parsed)).toBe(text);
  });

  it('refuses passage citations', () => {
    expect(() => formatKalmaAnswer([{ text: 'X.', citations: [{ kind: 'passage', index: 1 }] }])).toThrow(/statement 1/);
  });
});
