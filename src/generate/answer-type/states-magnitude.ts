import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { statesNumberOfUnit } from './states-amount.js';

/** WordNet kinds of a size ("depth" → extent → magnitude) and of a weight ("heaviness" → physical property). */
const MAGNITUDE_KINDS = ['magnitude', 'physical property'];
/** A measure of time ("how long" → duration) is a magnitude too, but "three years" answers it. */
const TIME_MEASURES = ['duration', 'time period', 'time'];
/** How many hypernym steps a measure word may be below a magnitude ("height" → dimension → magnitude). */
const MEASURE_DEPTH = 3;
const UNIT_KINDS = ['unit of measurement'];
const TIME_UNITS = ['time unit', 'time period'];

/**
 * Whether "how <adjective>" asks a size or a weight ("how big", "how deep", "how heavy"): the adjective's measure
 * words (expected-answer.ts) fall under a magnitude in their first WordNet sense, and none is a measure of time ("how
 * long" is also a duration, "how old" an age).
 */
export async function asksMagnitude(measure: ReadonlySet<string>, lexicon: Lexicon): Promise<boolean> {
  let magnitude = false;
  for (const word of measure) {
    if (word.includes(' ')) continue;
    const [first] = await lexicon.kindsOf(word, { depth: MEASURE_DEPTH, senses: 1 });
    if (!first) continue;
    if (TIME_MEASURES.some((kind) => first.has(kind))) return false;
    if (MAGNITUDE_KINDS.some((kind) => first.has(kind))) magnitude = true;
  }
  return magnitude;
}

/**
 * Whether a sentence gives a size or weight: a number of a unit of measurement that is no unit of time. "He spent
 * three years carving it" does not say how big the block was; "it reaches a depth of 87 metres" says how deep.
 */
export function statesMagnitude(sentence: string, lexicon: Lexicon): Promise<boolean> {
  return statesNumberOfUnit(sentence, UNIT_KINDS, lexicon, { except: TIME_UNITS });
}
