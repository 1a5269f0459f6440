import { SENTENCE_END_CHARS } from './punkt-language.js';
import { collocationKey, ORTHO_BEG_LC, ORTHO_LC, ORTHO_MID_UC, ORTHO_UC, type PunktParameters } from './punkt-parameters.js';
import type { PunktToken } from './punkt-token.js';

/** Tokens that never start a sentence (NLTK `PUNCTUATION`). */
const PUNCTUATION = new Set([';', ':', ',', '.', '!', '?']);

type OrthoVerdict = true | false | 'unknown';

/**
 * Punkt's two annotation passes (Kiss & Strunk 2006, as implemented by NLTK): a type-based first pass, then a
 * token-based second pass that revises decisions after abbreviations, initials, ordinals and ellipses.
 */
export function annotateTokens(tokens: PunktToken[], params: PunktParameters): PunktToken[] {
  for (const token of tokens) annotateFirstPass(token, params);
  for (let i = 0; i < tokens.length - 1; i++) annotateSecondPass(tokens[i]!, tokens[i + 1]!, params);
  return tokens;
}

function annotateFirstPass(token: PunktToken, params: PunktParameters): void {
  const tok = token.tok;
  if (SENTENCE_END_CHARS.includes(tok)) {
    token.sentbreak = true;
  } else if (token.isEllipsis) {
    token.ellipsis = true;
  } else if (token.periodFinal && !tok.endsWith('..')) {
    const stem = tok.slice(0, -1).toLowerCase();
    // "long-term." style tokens count as abbreviations when their last hyphen part is one.
    if (params.abbreviationTypes.has(stem) || params.abbreviationTypes.has(stem.split('-').at(-1)!)) {
      token.abbr = true;
    } else {
      token.sentbreak = true;
    }
  }
}

function annotateSecondPass(token: PunktToken, next: PunktToken, params: PunktParameters): void {
  if (!token.periodFinal) return;
  const type = token.typeNoPeriod;
  const nextType = next.typeNoSentPeriod;
  const isInitial = token.isInitial;

  // Collocation heuristic: a known pair such as ("##number##", "international") is never split.
  if (params.collocations.has(collocationKey(type, nextType))) {
    token.sentbreak = false;
    token.abbr = true;
    return;
  }

  // An abbreviation or ellipsis also ends the sentence when the next word looks like a sentence start.
  if ((token.abbr || token.ellipsis) && !isInitial) {
    if (orthoHeuristic(next, params) === true) {
      token.sentbreak = true;
      return;
    }
    if (next.firstUpper && params.sentenceStarters.has(nextType)) {
      token.sentbreak = true;
      return;
    }
  }

  // Initials and ordinals marked as breaks become abbreviations when the next word does not start a sentence.
  if (isInitial || type === '##number##') {
    const verdict = orthoHeuristic(next, params);
    if (verdict === false) {
      token.sentbreak = false;
      token.abbr = true;
      return;
    }
    // "J. Bach": an initial before a word never seen in lower case.
    if (
      verdict === 'unknown' &&
      isInitial &&
      next.firstUpper &&
      !((params.orthoContext.get(nextType) ?? 0) & ORTHO_LC)
    ) {
      token.sentbreak = false;
      token.abbr = true;
    }
  }
}

/** Whether `token` starts a sentence, judged from the cases its type was seen in during training. */
function orthoHeuristic(token: PunktToken, params: PunktParameters): OrthoVerdict {
  if (PUNCTUATION.has(token.tok)) return false;
  const context = params.orthoContext.get(token.typeNoSentPeriod) ?? 0;
  if (token.firstUpper && context & ORTHO_LC && !(context & ORTHO_MID_UC)) return true;
  if (token.firstLower && (context & ORTHO_UC || !(context & ORTHO_BEG_LC))) return false;
  return 'unknown';
}
