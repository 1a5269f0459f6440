/**
 * Python 3 `str`/`re` character semantics that reference code (ALCE, KaLMA, NLTK) relies on, for use in JavaScript
 * regular expressions (`u` flag). JavaScript's own `\s`, `\d`, `\w` and `\b` differ: Python's `\s` is
 * `str.isspace()` (it includes \x1c-\x1f and \x85, not \ufeff), `\d` is any decimal digit, `\w` any letter or number
 * plus `_`, and `\b` is a boundary between those word characters and the rest.
 */

/** Body of a character class matching Python `str.isspace()` characters. */
export const PY_WHITESPACE = '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

/** Python `\w` as a class. */
export const PY_WORD_CHAR = '[\\p{L}\\p{N}_]';

/** Python `[^\W\d]`: word characters that are not decimal digits. */
export const PY_LETTER = '[\\p{L}\\p{Nl}\\p{No}_]';

const TRAILING_WHITESPACE_RE = new RegExp(`[${PY_WHITESPACE}]+$`, 'u');
const LEADING_WHITESPACE_RE = new RegExp(`^[${PY_WHITESPACE}]+`, 'u');
const WHITESPACE_RUN_RE = new RegExp(`[${PY_WHITESPACE}]+`, 'u');

/** Python `s.rstrip()`. */
export function pyRstrip(text: string): string {
  return text.replace(TRAILING_WHITESPACE_RE, '');
}

/** Python `s.strip()`. */
export function pyStrip(text: string): string {
  return pyRstrip(text).replace(LEADING_WHITESPACE_RE, '');
}

/** Python `s.split()` (no argument): whitespace-separated pieces, none empty. */
export function pySplitWhitespace(text: string): string[] {
  return text.split(WHITESPACE_RUN_RE).filter((piece) => piece !== '');
}
