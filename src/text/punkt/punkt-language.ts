import { PY_WHITESPACE as WS, pyRstrip, pyStrip } from '../python-char-classes.js';

// NLTK's `PunktLanguageVars` for English, with Python's Unicode character classes (see python-char-classes.ts).

const SPACE = `[${WS}]`;
const NON_SPACE = `[^${WS}]`;

/** Characters that cannot appear within words (NLTK 3.8: `?` and `!` included, `.` not). */
const NON_WORD = `(?:[)";}\\]*:@'({\\[?!])`;
/** Hyphen runs and ellipses are tokens of their own. */
const MULTI_CHAR = `(?:-{2,}|\\.{2,}|(?:\\.${SPACE}){2,}\\.)`;
/** Characters that may not start a word token. */
const WORD_START = '[^("`{\\[:;&#*@)}\\]\\-,]';

/**
 * Punkt's word tokenizer: splits off punctuation other than periods; a period stays on the word it ends.
 * One alternative per NLTK's verbose regex branch.
 */
export const WORD_TOKEN_RE = new RegExp(
  `${MULTI_CHAR}` +
    `|(?=${WORD_START})${NON_SPACE}+?(?=${SPACE}|$|${NON_WORD}|${MULTI_CHAR}|,(?=$|${SPACE}|${NON_WORD}|${MULTI_CHAR}))` +
    `|${NON_SPACE}`,
  'gu',
);

/**
 * A candidate sentence end and what follows it: other punctuation, or whitespace then the next token
 * (group `next`). NLTK ≥ 3.8 matches only the end character; the word before it is found separately.
 */
export const PERIOD_CONTEXT_RE = new RegExp(`[.?!](?=(?<after>${NON_WORD}|${SPACE}+(?<next>${NON_SPACE}+)))`, 'gu');

/** Closing punctuation after a sentence end that belongs to the sentence before it (NLTK `re_boundary_realignment`). */
export const BOUNDARY_REALIGNMENT_RE = new RegExp(`^["')\\]}]+?(?:${SPACE}+|(?=--)|(?=\\n)|$)`, 'u');

export const SENTENCE_END_CHARS: readonly string[] = ['.', '?', '!'];

/** Python `string.whitespace`: ASCII only, used where NLTK scans for the last space before a word. */
export function isAsciiWhitespace(char: string): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\v' || char === '\f';
}

/** Python `str.rstrip()`. */
export const rstripPython = pyRstrip;

/** Python `not s.strip()`. */
export function isBlankPython(text: string): boolean {
  return pyStrip(text) === '';
}
