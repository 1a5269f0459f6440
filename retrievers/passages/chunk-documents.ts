import { readFile } from 'node:fs/promises';
import { InputError } from '../../src/core/errors.js';
import type { Passage } from '../../src/core/passage.js';

/** A source document before chunking: one line of a `{id, title, text}` JSONL file. */
export interface SourceDocument {
  id: string;
  title: string;
  text: string;
}

/** ALCE retrieves over DPR's Wikipedia split: 100-word passages, each keeping its article title. */
export const DEFAULT_PASSAGE_WORDS = 100;

/**
 * Splits each document into consecutive passages of `wordsPerPassage` whitespace-separated words. Ids are
 * `<docid>#<k>` (k from 0), so they stay stable as long as the document's text does.
 */
export function chunkDocuments(docs: SourceDocument[], wordsPerPassage = DEFAULT_PASSAGE_WORDS): Passage[] {
  if (!Number.isInteger(wordsPerPassage) || wordsPerPassage < 1) {
    throw new InputError('wordsPerPassage', `must be a positive integer, got ${wordsPerPassage}`);
  }
  const passages: Passage[] = [];
  for (const doc of docs) {
    const words = doc.text.split(/\s+/).filter((word) => word !== '');
    for (let start = 0, k = 0; start < words.length; start += wordsPerPassage, k += 1) {
      passages.push({ id: `${doc.id}#${k}`, title: doc.title, text: words.slice(start, start + wordsPerPassage).join(' ') });
    }
  }
  return passages;
}

/** One line of a documents JSONL file (`where` names it in errors); a line without an `id` gets `fallbackId`. */
export function parseDocumentLine(line: string, where: string, fallbackId: string): SourceDocument {
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    throw new InputError(where, 'not valid JSON');
  }
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    throw new InputError(where, 'expected a JSON object {"id", "title", "text"}');
  }
  const { id, title, text } = record as Record<string, unknown>;
  if (typeof text !== 'string') throw new InputError(where, 'missing string field "text"');
  if (title !== undefined && typeof title !== 'string') throw new InputError(where, '"title" must be a string');
  if (id !== undefined && typeof id !== 'string' && typeof id !== 'number') {
    throw new InputError(where, '"id" must be a string or a number');
  }
  return { id: id === undefined ? fallbackId : String(id), title: title ?? '', text };
}

/** Parses a JSONL file of documents; a line without an `id` gets its 1-based line number as id. */
export function parseDocumentsJsonl(content: string, source: string): SourceDocument[] {
  const docs: SourceDocument[] = [];
  const seen = new Set<string>();
  content.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const where = `${source} line ${index + 1}`;
    const doc = parseDocumentLine(line, where, String(index + 1));
    if (seen.has(doc.id)) throw new InputError(where, `duplicate document id "${doc.id}"`);
    seen.add(doc.id);
    docs.push(doc);
  });
  return docs;
}

/**
 * The documents of a JSONL file one at a time, read as a stream (a corpus larger than memory), with the same
 * checks and ids as `parseDocumentsJsonl`. The set of ids seen is kept to refuse duplicates; it grows with the
 * number of documents, not their text.
 */
export async function* streamDocumentsJsonl(path: string): AsyncGenerator<SourceDocument> {
  const [{ createReadStream }, { createInterface }] = await Promise.all([import('node:fs'), import('node:readline')]);
  const input = createReadStream(path, { encoding: 'utf8' });
  const opened = new Promise<void>((resolve, reject) => {
    input.once('ready', () => resolve());
    input.once('error', () => reject(new InputError(path, 'cannot read documents file')));
  });
  await opened;
  const seen = new Set<string>();
  let lineNumber = 0;
  try {
    for await (const line of createInterface({ input, crlfDelay: Infinity })) {
      lineNumber += 1;
      if (line.trim() === '') continue;
      const where = `${path} line ${lineNumber}`;
      const doc = parseDocumentLine(line, where, String(lineNumber));
      if (seen.has(doc.id)) throw new InputError(where, `duplicate document id "${doc.id}"`);
      seen.add(doc.id);
      yield doc;
    }
  } finally {
    input.destroy();
  }
}

export async function readDocumentsJsonl(path: string): Promise<SourceDocument[]> {
  let content: string;
  try {
    content = await readFile(path, 'utf8');
  } catch {
    throw new InputError(path, 'cannot read documents file');
  }
  const docs = parseDocumentsJsonl(content, path);
  if (docs.length === 0) throw new InputError(path, 'no documents in file');
  return docs;
}
