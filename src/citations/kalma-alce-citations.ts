import type { Citation, PassageCitation, Statement } from '../core/answer.js';
import type { Passage } from '../core/passage.js';
import { splitSentences } from '../text/punkt-sentence-splitter.js';
import { pyStrip } from '../text/python-char-classes.js';
import { citationMarkers, passagePosition } from './alce-citations.js';
import { readLenientKalmaCitation } from './kalma/lenient-kalma-citation.js';
import { removeKalmaCitations } from './kalma-citations.js';

/** Every bracketed run on one line is a citation attempt (KaLMA's `\[.*?\]`). */
const BRACKET_RE = /\[[^\n]*?\]/g;
/** A passage citation: numbers only, `[2]` or the list form `[1, 2]` some models write. */
const PASSAGE_BRACKET_RE = /^\[\s*\p{Nd}+(?:\s*,\s*\p{Nd}+)*\s*\]$/u;
const PASSAGE_BRACKET_IN_TEXT_RE = / ?\[\s*\p{Nd}+(?:\s*,\s*\p{Nd}+)*\s*\]/gu;

export interface KalmaAlceParseOptions {
  /** The passages in prompt order: `[n]` resolves to `passages[n-1]`; without them no number resolves. */
  passages?: readonly Passage[];
  /** Property labels of the KG, for the lenient reading of `[Q…, prop: value]` (see kalma-citations.ts). */
  knownProperties?: Iterable<string>;
}

/** One sentence of an answer citing KG triples, numbered passages and [NA] in the same text. */
export interface KalmaAlceStatement extends Statement {
  /** The sentence as split, citations included; `text` is it with every bracket removed. */
  sentence: string;
  /** Passage numbers naming no passage shown. */
  outOfRange: number[];
  /** One line per repair the lenient KaLMA reading made. */
  repairs: string[];
  /** Bracketed texts that were neither a triple, a passage number nor [NA]. */
  unparsed: string[];
}

function passageNumbers(bracket: string): number[] {
  // Each number read as ALCE reads the one after "[" (Unicode decimal digits included).
  return (bracket.match(/\p{Nd}+/gu) ?? []).map((digits) => citationMarkers(`[${digits}`)[0]!);
}

function passageCitation(index: number, passages: readonly Passage[] | undefined): PassageCitation {
  const position = passages ? passagePosition(index, passages.length) : undefined;
  const passage = position === undefined ? undefined : passages![position];
  return passage ? { kind: 'passage', index, id: passage.id, title: passage.title } : { kind: 'passage', index };
}

/**
 * Sentences (Punkt, as ALCE splits) with their citations in order: a bracket of numbers cites passages, any other
 * bracket is read as a KaLMA citation (`[Q…, property: value, …]` or `[NA]`, leniently). A number that names no
 * passage stays a passage citation without an id and is listed in `outOfRange`; triples are resolved against the
 * KG by the caller (checkTripleCitations), since an unknown qid is still a citation the model made.
 */
export function parseKalmaAlceAnswer(text: string, options: KalmaAlceParseOptions = {}): KalmaAlceStatement[] {
  if (pyStrip(text) === '') return [];
  const known = options.knownProperties ? new Set(options.knownProperties) : undefined;
  return splitSentences(text).map((sentence) => {
    const citations: Citation[] = [];
    const outOfRange: number[] = [];
    const repairs: string[] = [];
    const unparsed: string[] = [];
    for (const [bracket] of sentence.matchAll(BRACKET_RE)) {
      if (PASSAGE_BRACKET_RE.test(bracket)) {
        for (const index of passageNumbers(bracket)) {
          const citation = passageCitation(index, options.passages);
          if (citation.id === undefined) outOfRange.push(index);
          citations.push(citation);
        }
        continue;
      }
      const reading = readLenientKalmaCitation(bracket, known);
      citations.push(...(reading.na ? [{ kind: 'na' } as const] : reading.triples));
      repairs.push(...reading.repairs);
      if (reading.unparsed) unparsed.push(bracket);
    }
    return { text: pyStrip(removeKalmaCitations(sentence)), sentence, citations, outOfRange, repairs, unparsed };
  });
}

/**
 * What KaLMA's metrics read of a mixed answer: the text with its passage numbers removed, so every bracket left is a
 * KG citation or [NA] as in a KaLMA answer.
 */
export function kalmaViewOfAnswer(text: string): string {
  return text.replace(PASSAGE_BRACKET_IN_TEXT_RE, '');
}

/**
 * What ALCE's citation metrics read of a mixed answer: the sentences that cite a passage or cite nothing at all
 * (ALCE counts an uncited sentence as unsupported), each with its KG brackets removed and its passage numbers
 * written as ALCE markers `[1][2]`. A sentence resting only on KG triples or marked [NA] is the KaLMA metrics' to
 * score, and is left out here.
 */
export function alceViewOfAnswer(text: string): string {
  return parseKalmaAlceAnswer(text)
    .filter((statement) => statement.citations.length === 0 || statement.citations.some((citation) => citation.kind === 'passage'))
    .map((statement) => {
      // Brackets are rewritten where they stand so the markers stay before the sentence's final punctuation.
      return statement.sentence
        .replace(BRACKET_RE, (bracket) => (PASSAGE_BRACKET_RE.test(bracket) ? passageNumbers(bracket).map((n) => `[${n}]`).join('') : ''))
        .replace(/ {2,}/g, ' ')
        .replace(/ ([.?!,;:])/g, '$1')
        .trim();
    })
    .join(' ');
}
