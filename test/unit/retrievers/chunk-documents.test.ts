import { describe, expect, it } from 'vitest';
import { chunkDocuments, parseDocumentsJsonl } from '../../../retrievers/passages/chunk-documents.js';
import { InputError } from '../../../src/core/errors.js';

const words = (n: number, prefix = 'w') => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(' ');

describe('chunkDocuments', () => {
  it('splits into 100-word passages with ids <docid>#<k> and keeps the title', () => {
    const passages = chunkDocuments([{ id: 'doc17', title: 'T', text: words(250) }]);
    expect(passages.map((p) => p.id)).toEqual(['doc17#0', 'doc17#1', 'doc17#2']);
    expect(passages.map((p) => p.text.split(' ').length)).toEqual([100, 100, 50]);
    expect(passages.every((p) => p.title === 'T')).toBe(true);
    expect(passages[1]!.text.startsWith('w100 ')).toBe(true);
  });

  it('normalises whitespace and drops empty documents', () => {
    const passages = chunkDocuments([
      { id: 'a', title: '', text: '  one\n two\tthree  ' },
      { id: 'b', title: '', text: '   ' },
    ], 2);
    expect(passages).toEqual([
      { id: 'a#0', title: '', text: 'one two' },
      { id: 'a#1', title: '', text: 'three' },
    ]);
  });

  it('rejects a non-positive passage length', () => {
    expect(() => chunkDocuments([], 0)).toThrow(InputError);
  });
});

describe('parseDocumentsJsonl', () => {
  it('reads id/title/text and numbers lines without an id', () => {
    const docs = parseDocumentsJsonl('{"id":"x","title":"X","text":"a"}\n\n{"text":"b"}\n', 'f.jsonl');
    expect(docs).toEqual([
      { id: 'x', title: 'X', text: 'a' },
      { id: '3', title: '', text: 'b' },
    ]);
  });

  it('names the file and line of a bad record', () => {
    expect(() => parseDocumentsJsonl('{"id":"x"}', 'f.jsonl')).toThrow('f.jsonl line 1: missing string field "text"');
    expect(() => parseDocumentsJsonl('nope', 'f.jsonl')).toThrow('f.jsonl line 1: not valid JSON');
    expect(() => parseDocumentsJsonl('{"id":"x","text":"a"}\n{"id":"x","text":"b"}', 'f.jsonl')).toThrow('duplicate document id');
  });
});
