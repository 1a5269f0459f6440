import { InputError } from '../core/errors.js';
import type { PassageCitation, Statement } from '../core/answer.js';
import type { Passage } from '../core/passage.js';
import { splitSentences } from '../text/punkt-sentence-splitter.js';
import { pyStrip } from '../text/python-char-classes.js';

/** ALCE's marker pattern `\[\d+` (Python `\d`: any decimal digit). Only the opening `[n` counts. */
const MARKER_RE = /\[(\p{Nd}+)/gu;
const SPACED_MARKER_RE = / \[\p{Nd}+/gu;
const BARE_MARKER_RE = /\[\p{Nd}+/gu;
const DECIMAL_DIGIT_RE = /^\p{Nd}$/u;

/** ALCE's `at_most_citations` default: recall and precision look at the first three markers of a sentence. */
export const ALCE_MAX_CITATIONS = 3;

/**
 * Value of a Unicode decimal digit, as Python's `int()` reads it: digits come in runs of ten from zero, so the
 * distance to the start of the run (mod 10) is the value.
 */
function digitValue(char: string): number {
  let codePoint = char.codePointAt(0)!;
  let offset = 0;
  while (DECIMAL_DIGIT_RE.test(String.fromCodePoint(codePoint - 1))) {
    codePoint--;
    offset++;
  }
  return offset % 10;
}

/**
 * The 1-based numbers of the citation markers in `sentence`, in order, as ALCE finds them with
 * `re.findall(r"\[\d+", s)`: "[1][2]" → [1, 2]; "[1, 2]" → [1] (only the first number of a list counts);
 * "[12]" → [12]; "[0]" → [0].
 */
export function citationMarkers(sentence: string): number[] {
  return [...sentence.matchAll(MARKER_RE)].map((match) =>
    [...match[1]!].reduce((value, char) => value * 10 + digitValue(char), 0),
  );
}

/**
 * ALCE's `remove_citations`: drops " [n" and "[n", then every "]" and every " |" —
 * `re.sub(r"\[\d+", "", re.sub(r" \[\d+", "", s)).replace(" |", "").replace("]", "")`.
 * Any stray "]" goes too, and "[1, 2]" leaves ", 2".
 */
export function removeCitations(text: string): string {
  return text.replace(SPACED_MARKER_RE, '').replace(BARE_MARKER_RE, '').replaceAll(' |', '').replaceAll(']', '');
}

export interface AlceParseOptions {
  /** Markers kept per statement (ALCE `--at_most_citations`, default 3); the rest are listed in `dropped`. */
  maxCitations?: number;
  /**
   * How "[0]" resolves. ALCE turns it into index −1, which Python reads as the LAST passage; by default CiteQA
   * treats it as out of range and reports it instead. `'last-passage'` reproduces the reference.
   */
  zeroMarker?: 'out-of-range' | 'last-passage';
}

/** A Punkt sentence of an ALCE answer, with what the reference evaluation would see in it. */
export interface AlceStatement extends Statement {
  /** The sentence as split, markers included. `text` is `remove_citations(sentence).strip()`, ALCE's claim. */
  sentence: string;
  citations: PassageCitation[];
  /** Every marker of the sentence in order, before the `maxCitations` cut. */
  markers: number[];
  /** Markers beyond the first `maxCitations`, which ALCE ignores. */
  dropped: number[];
  /** Markers (any position, as ALCE checks them all) naming no passage; ALCE scores such a sentence's recall 0. */
  outOfRange: number[];
}

/**
 * 0-based position of the passage that marker `index` names among `count` passages, or undefined when it names
 * none. `[0]` names the last passage only under `zeroMarker: 'last-passage'` (ALCE's Python indexing).
 */
export function passagePosition(index: number, count: number, options: AlceParseOptions = {}): number | undefined {
  if (index === 0) return options.zeroMarker === 'last-passage' && count > 0 ? count - 1 : undefined;
  return index <= count ? index - 1 : undefined;
}

/**
 * Splits an ALCE answer into statements the way ALCE's citation evaluation does: NLTK Punkt sentences, markers by
 * `\[\d+`, the first `maxCitations` kept. With `passages` (in prompt order) markers resolve to passage id and
 * title and unresolvable ones are reported in `outOfRange`; without them no range check is made.
 */
export function parseAlceAnswer(text: string, passages?: readonly Passage[], options: AlceParseOptions = {}): AlceStatement[] {
  const maxCitations = options.maxCitations ?? ALCE_MAX_CITATIONS;
  if (!Number.isInteger(maxCitations) || maxCitations < 0) {
    throw new InputError('maxCitations', `must be a non-negative integer, got ${maxCitations}`);
  }
  return splitSentences(text).map((sentence): AlceStatement => {
    const markers = citationMarkers(sentence);
    const citation = (index: number): PassageCitation => {
      const position = passages ? passagePosition(index, passages.length, options) : undefined;
      const passage = position === undefined ? undefined : passages![position]!;
      return passage ? { kind: 'passage', index, id: passage.id, title: passage.title } : { kind: 'passage', index };
    };
    const outOfRange = passages
      ? markers.filter((index) => passagePosition(index, passages.length, options) === undefined)
      : [];
    return {
      text: pyStrip(removeCitations(sentence)),
      sentence,
      citations: markers.slice(0, maxCitations).map(citation),
      markers,
      dropped: markers.slice(maxCitations),
      outOfRange,
    };
  });
}

const SENTENCE_END_RE = /[.?!]$/u;

/**
 * Writes statements in ALCE's style: each statement's markers "[1][2]" before its final punctuation
 * ("Paris is the capital [1][2]."), statements joined by a space. Only passage citations have an ALCE form.
 */
export function formatAlceAnswer(statements: readonly Statement[]): string {
  return statements
    .map((statement, i) => {
      const markers = statement.citations
        .map((citation) => {
          if (citation.kind !== 'passage') {
            throw new InputError(`statement ${i + 1}`, `ALCE answers cite passages only, got a ${citation.kind} citation`);
          }
          return `[${citation.index}]`;
        })
        .join('');
      const text = statement.text.trim();
      if (markers === '') return text;
      const end = SENTENCE_END_RE.exec(text)?.[0] ?? '';
      return `${text.slice(0, text.length - end.length)} ${markers}${end}`;
    })
    .filter((text) => text !== '')
    .join(' ');
}
