import { wellFormed } from '../../src/text/well-formed.js';
import { InputError } from '../../src/core/errors.js';

// SPARQL 1.1 ECHAR: inside "…" a quote, backslash, line feed or carriage return must be escaped; the others
// are escaped too so a query stays on one line per literal in logs.
const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '"': '\\"',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
};

/** A SPARQL string literal holding exactly `value`, whatever characters it contains. */
export function sparqlString(value: string, language?: string): string {
  const body = value.replace(/[\\"'\n\r\t\b\f]/g, (char) => ESCAPES[char]!);
  if (language === undefined) return `"${body}"`;
  if (!/^[a-zA-Z]+(-[a-zA-Z0-9]+)*$/.test(language)) throw new InputError(language, 'not a language tag');
  return `"${body}"@${language}`;
}

/** `<iri>`, refusing characters that would end the IRI early or inject syntax. */
export function sparqlIri(iri: string): string {
  if (/[\s<>"{}|^`\\]/.test(iri)) throw new InputError(iri, 'not usable as an IRI in a SPARQL query');
  return `<${iri}>`;
}

const QID = /^Q[1-9]\d*$/;

/** Entity ids are interpolated into IRIs, so only well-formed ids get through. */
export function checkQid(qid: string): string {
  if (!QID.test(qid)) throw new InputError(qid, 'not an entity id (expected Q followed by digits)');
  return qid;
}

/** An N-Triples literal (same escaping rules for the characters that matter). */
export function ntriplesString(value: string, language?: string): string {
  // A lone surrogate (a string cut in the middle of an emoji) is no character; it becomes U+FFFD instead of
  // failing the whole file.
  const body = wellFormed(value).replace(/[\\"\n\r]/g, (char) => ESCAPES[char]!);
  return language === undefined ? `"${body}"` : `"${body}"@${language}`;
}
