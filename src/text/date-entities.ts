import type { Document } from 'wink-nlp';
import { wink } from './wink.js';

/** winkNLP's entity types that are a date. */
const DATE_TYPES = new Set(['DATE', 'TIME']);
/**
 * A number of a year's shape, alone or after a word of approximation. winkNLP reads "Around 1482" at the opening of a
 * sentence as a cardinal, though it reads "around 1482" later in one as a date.
 */
const YEAR_SHAPED = /^(?:(?:around|about|circa|c\.|ca\.|approximately|roughly)\s+)?(?:1\d{3}|20\d{2})$/iu;
/** A year in a span winkNLP reads as a duration: "Between 1508 and 1512", "From 1831 to 1836". */
const HAS_YEAR = /(?<!\d)(?:1\d{3}|20\d{2})(?!\d)/u;
/** A decade written in figures, which winkNLP reads as no entity: "the 1830s" ("1840's" it reads as a year). */
const DECADE = /^(?:1\d|20)\d0s$/u;

/** Whether a date as written is a decade in figures ("1830s"), which is coarser than a year. */
export const isDecade = (text: string): boolean => DECADE.test(text.trim());
/** Parts of speech of a word a number counts: "1500 soldiers" is no year. */
const COUNTED = new Set(['NOUN']);

export interface DateEntity {
  text: string;
  /** First and last token, inclusive, as winkNLP gives spans. */
  span: [number, number];
}

/**
 * The dates a sentence gives: winkNLP's DATE and TIME entities, the durations it reads between two years, the
 * cardinals it misreads that are years (a year-shaped number no noun follows), and decades in figures ("the 1830s").
 */
export function dateEntities(doc: Document): DateEntity[] {
  const nlp = wink();
  const entities = doc.entities();
  const types = entities.out(nlp.its.type) as string[];
  const texts = entities.out() as string[];
  const spans = entities.out(nlp.its.span) as unknown as [number, number][];
  const pos = doc.tokens().out(nlp.its.pos) as string[];
  const found = types.flatMap((type, i) => {
    const isDate =
      DATE_TYPES.has(type) ||
      (type === 'DURATION' && HAS_YEAR.test(texts[i]!)) ||
      (type === 'CARDINAL' && YEAR_SHAPED.test(texts[i]!) && !COUNTED.has(pos[spans[i]![1] + 1] ?? ''));
    return isDate ? [{ text: texts[i]!, span: spans[i]! }] : [];
  });
  const values = doc.tokens().out(nlp.its.value) as string[];
  values.forEach((value, at) => {
    if (isDecade(value) && !found.some(({ span }) => span[0] <= at && at <= span[1])) found.push({ text: value, span: [at, at] });
  });
  return found.sort((a, b) => a.span[0] - b.span[0]);
}
