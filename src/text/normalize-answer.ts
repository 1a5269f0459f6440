import { PY_WORD_CHAR, pySplitWhitespace } from './python-char-classes.js';

/** Python's `string.punctuation`: ASCII only, so ’ “ — and other Unicode punctuation survive normalisation. */
const ASCII_PUNCTUATION = new Set('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');

/** `\b(a|an|the)\b` with Python's Unicode word boundary ("éthe" keeps its "the"). */
const ARTICLE_RE = new RegExp(`(?<!${PY_WORD_CHAR})(?:a|an|the)(?!${PY_WORD_CHAR})`, 'gu');

/**
 * SQuAD's `normalize_answer` as ALCE uses it for STR-EM, QA-EM/F1 and QAMPARI: lower case, drop ASCII punctuation,
 * replace articles with a space, collapse whitespace — in that order, so "the." becomes "the" before articles go.
 */
export function normalizeAnswer(text: string): string {
  const lowered = text.toLowerCase();
  let withoutPunctuation = '';
  for (const char of lowered) if (!ASCII_PUNCTUATION.has(char)) withoutPunctuation += char;
  return pySplitWhitespace(withoutPunctuation.replace(ARTICLE_RE, ' ')).join(' ');
}
