import type { CoarseType } from '../core/mention.js';
import { NAME_PARTICLES } from '../text/name-particles.js';

/** One token of a question with its character span, as the NER steps see it. */
export interface NerToken {
  value: string;
  pos: string;
  start: number;
  end: number;
  /** Whitespace before the token (hyphenated names are only joined when there is none). */
  spaceBefore: boolean;
  sentenceStart: boolean;
}

/** Heads after which "of" continues a name: University of Pennsylvania, Duke of Wellington, Battle of Hastings. */
const OF_HEADS = new Set([
  'university', 'college', 'house', 'battle', 'siege', 'treaty', 'kingdom', 'republic', 'duke', 'duchess', 'earl',
  'king', 'queen', 'prince', 'princess', 'emperor', 'empress', 'count', 'countess', 'bishop', 'archbishop', 'lord',
  'lady', 'bank', 'museum', 'academy', 'institute', 'school', 'church', 'order', 'state', 'states', 'city',
]);
const POSSESSIVES = new Set(["'s", '’s', "'", '’']);
const ORGANISATION_WORDS = new Set([
  'university', 'college', 'school', 'academy', 'institute', 'society', 'party', 'company', 'corporation', 'inc.',
  'museum', 'church', 'council', 'association', 'club', 'band', 'records', 'army', 'navy', 'court', 'foundation',
  'ministry', 'parliament', 'committee', 'league', 'union', 'orchestra', 'group',
]);
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'near']);

const isCapitalised = (value: string): boolean => /^\p{Lu}/u.test(value);
const isInitial = (value: string): boolean => /^\p{Lu}\.$/u.test(value);

function isNameToken(token: NerToken): boolean {
  if (!isCapitalised(token.value) || POSSESSIVES.has(token.value)) return false;
  if (isInitial(token.value)) return true;
  if (token.pos === 'PROPN') return true;
  // The lite model tags rare names as nouns; capitalisation inside a sentence is the better signal. Capitalised
  // adjectives are mostly nationalities ("Was Marie Curie French?") and stay out.
  return !token.sentenceStart && ['NOUN', 'X', 'VERB', 'ADV', 'NUM'].includes(token.pos) && /\p{L}{2}/u.test(token.value);
}

export interface ProperNounSpan {
  first: number;
  last: number;
  type: CoarseType;
}

function guessType(tokens: readonly NerToken[], first: number, last: number): CoarseType {
  const words = tokens.slice(first, last + 1).map((token) => token.value.toLowerCase());
  if (words.some((word) => ORGANISATION_WORDS.has(word))) return 'organisation';
  if (first === last) {
    let previous = first - 1;
    if (previous >= 0 && tokens[previous]!.pos === 'DET') previous -= 1;
    if (previous >= 0 && PLACE_PREPOSITIONS.has(tokens[previous]!.value.toLowerCase())) return 'place';
    return 'other';
  }
  return 'person';
}

/**
 * Maximal runs of proper nouns, joined across initials, name particles and hyphens, cut before possessives.
 * `taken[i]` marks tokens already claimed by a gazetteer match.
 */
export function properNounSpans(tokens: readonly NerToken[], taken: readonly boolean[]): ProperNounSpan[] {
  const spans: ProperNounSpan[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (taken[i] || !isNameToken(tokens[i]!)) {
      i += 1;
      continue;
    }
    const first = i;
    let last = i;
    let j = i + 1;
    while (j < tokens.length && !taken[j]) {
      const token = tokens[j]!;
      if (isNameToken(token) && !token.sentenceStart) {
        last = j;
        j += 1;
        continue;
      }
      // A hyphen glued to name parts on both sides: Jean-Paul, Lloyd-George.
      if (token.value === '-' && !token.spaceBefore) {
        const next = tokens[j + 1];
        if (next && !next.spaceBefore && !taken[j + 1] && isCapitalised(next.value)) {
          last = j + 1;
          j += 2;
          continue;
        }
        break;
      }
      // Particles only count when a capitalised name part follows (possibly after more particles).
      const joinsOf = token.value === 'of' && OF_HEADS.has(tokens[last]!.value.toLowerCase());
      if (NAME_PARTICLES.has(token.value) || joinsOf) {
        let k = j + 1;
        while (k < tokens.length && !taken[k] && NAME_PARTICLES.has(tokens[k]!.value)) k += 1;
        const next = tokens[k];
        if (next && !taken[k] && isNameToken(next)) {
          last = k;
          j = k + 1;
          continue;
        }
      }
      break;
    }
    spans.push({ first, last, type: guessType(tokens, first, last) });
    i = j;
  }
  return spans;
}
