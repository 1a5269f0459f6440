import { annotateTokens } from './punkt/punkt-annotator.js';
import {
  BOUNDARY_REALIGNMENT_RE,
  isAsciiWhitespace,
  isBlankPython,
  PERIOD_CONTEXT_RE,
  rstripPython,
  WORD_TOKEN_RE,
} from './punkt/punkt-language.js';
import { englishPunktParameters, type PunktParameters } from './punkt/punkt-parameters.js';
import { PunktToken } from './punkt/punkt-token.js';

export type { PunktParameters } from './punkt/punkt-parameters.js';
export { englishPunktParameters, loadPunktParameters } from './punkt/punkt-parameters.js';

/** A sentence as a half-open range of UTF-16 offsets into the text. */
export interface SentenceSpan {
  start: number;
  end: number;
}

export interface PunktSentenceSplitter {
  split(text: string): string[];
  spans(text: string): SentenceSpan[];
}

/**
 * NLTK's `PunktSentenceTokenizer.tokenize` (NLTK 3.8 algorithm, `realign_boundaries=True`) over the given model.
 * ALCE computes citation recall and precision per `nltk.sent_tokenize` sentence, so every boundary decision here
 * follows NLTK's code path, quirks included (a marker after the period, "Stmt. [1] Next.", opens the next sentence).
 */
export function createPunktSentenceSplitter(params: PunktParameters): PunktSentenceSplitter {
  const spans = (text: string): SentenceSpan[] => realignBoundaries(text, slicesFromText(text, params));
  return { spans, split: (text) => spans(text).map(({ start, end }) => text.slice(start, end)) };
}

let english: PunktSentenceSplitter | undefined;

/** `nltk.sent_tokenize(text)`: NLTK Punkt with its pre-trained English model (bundled in src/text/punkt/english). */
export function splitSentences(text: string): string[] {
  english ??= createPunktSentenceSplitter(englishPunktParameters());
  return english.split(text);
}

function tokenizeWords(text: string): PunktToken[] {
  const tokens: PunktToken[] = [];
  for (const line of text.split('\n')) {
    if (isBlankPython(line)) continue;
    for (const match of line.matchAll(WORD_TOKEN_RE)) tokens.push(new PunktToken(match[0]));
  }
  return tokens;
}

/** True when some token after a sentence break exists in `context` (the last token's break does not count). */
function containsSentenceBreak(context: string, params: PunktParameters): boolean {
  const tokens = annotateTokens(tokenizeWords(context), params);
  return tokens.slice(0, -1).some((token) => token.sentbreak);
}

interface EndContext {
  /** Offset just after the candidate end character. */
  end: number;
  /** Where the next sentence would start: the next token, or the punctuation right after the end character. */
  nextStart: number;
  /** The word before the end character, the character and what follows, as NLTK hands it to the annotator. */
  context: string;
}

/**
 * NLTK's `_match_potential_end_contexts`: each candidate end with the word before it, found by scanning back to
 * the last ASCII whitespace; a candidate whose word overlaps the previous candidate's replaces it ("acting!!!").
 */
function matchPotentialEndContexts(text: string): EndContext[] {
  const contexts: EndContext[] = [];
  let previousSlice = { start: 0, stop: 0 };
  let previous: { match: RegExpMatchArray; slice: { start: number; stop: number } } | undefined;
  const emit = (match: RegExpMatchArray, slice: { start: number; stop: number }) => {
    const index = match.index!;
    const after = match.groups!.after!;
    const next = match.groups!.next;
    contexts.push({
      end: index + 1,
      nextStart: next === undefined ? index + 1 : index + 1 + after.length - next.length,
      context: text.slice(slice.start, slice.stop) + match[0] + after,
    });
  };
  for (const match of text.matchAll(PERIOD_CONTEXT_RE)) {
    const index = match.index!;
    const before = text.slice(previousSlice.stop, index);
    let lastSpace = 0;
    for (let i = before.length - 1; i >= 0; i--) {
      if (isAsciiWhitespace(before[i]!)) {
        lastSpace = i;
        break;
      }
    }
    // NLTK treats a space at offset 0 of `before` like no space at all (its helper returns 0 for both).
    const wordStart = lastSpace ? lastSpace + previousSlice.stop + 1 : previousSlice.start;
    const wordSlice = { start: wordStart, stop: index };
    if (previous && previousSlice.stop <= wordSlice.start) emit(previous.match, previous.slice);
    previous = { match, slice: wordSlice };
    previousSlice = wordSlice;
  }
  if (previous) emit(previous.match, previous.slice);
  return contexts;
}

function slicesFromText(text: string, params: PunktParameters): SentenceSpan[] {
  const slices: SentenceSpan[] = [];
  let lastBreak = 0;
  for (const { end, nextStart, context } of matchPotentialEndContexts(text)) {
    if (containsSentenceBreak(context, params)) {
      slices.push({ start: lastBreak, end });
      lastBreak = nextStart;
    }
  }
  slices.push({ start: lastBreak, end: rstripPython(text).length });
  return slices;
}

/** Moves closing quotes and brackets that follow a sentence end back into that sentence: `(Sent1.) Sent2.` */
function realignBoundaries(text: string, slices: SentenceSpan[]): SentenceSpan[] {
  const out: SentenceSpan[] = [];
  let realign = 0;
  slices.forEach((slice, i) => {
    const current = { start: slice.start + realign, end: slice.end };
    const following = slices[i + 1];
    if (!following) {
      if (current.end > current.start) out.push(current);
      return;
    }
    const match = BOUNDARY_REALIGNMENT_RE.exec(text.slice(following.start, following.end));
    if (match) {
      out.push({ start: current.start, end: following.start + rstripPython(match[0]).length });
      realign = match[0].length;
    } else {
      realign = 0;
      if (current.end > current.start) out.push(current);
    }
  });
  return out;
}
