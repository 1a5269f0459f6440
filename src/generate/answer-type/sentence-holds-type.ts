import { mentionsNumber } from '../../text/mentions-number.js';
import { dateEntities } from '../../text/date-entities.js';
import { wink } from '../../text/wink.js';
import type { AnswerType } from './answer-type.js';
import { askedDatePrecision, dateHasPrecision } from './date-precision.js';

/** "How long …" asks a span of time, which words may give without a number: "for centuries", "for many years". */
const ASKS_DURATION = /\bhow\s+long\b/iu;
const DURATION_IN_WORDS = /\bfor\s+(?:(?:many|several|some|a\s+few)\s+)?(?:centuries|decades|generations|years|months|weeks|days|hours)\b/iu;

/**
 * Whether a sentence states a value of the asked type, as far as the text shows it: a date by `dateEntities` (other
 * than a date the `question` itself gives), a quantity by a number that is not a year. Undefined for types the lite
 * model cannot see in text (person, place, reason): no sentence is preferred for them.
 */
export function sentenceHoldsType(sentence: string, type: AnswerType, question = ''): boolean | undefined {
  if (type === 'quantity') return mentionsNumber(sentence) || (ASKS_DURATION.test(question) && DURATION_IN_WORDS.test(sentence));
  if (type === 'date') {
    // "On which day in 1854 did X marry?" is not answered by "in 1854": a date the question gives is no answer.
    // "On what day did X marry?" is not answered by "in 1839" either: the date must be as fine as asked.
    const asked = question.toLowerCase();
    const precision = askedDatePrecision(question);
    return dateEntities(wink().readDoc(sentence)).some(({ text }) => !(asked !== '' && asked.includes(text.toLowerCase())) && dateHasPrecision(text, precision));
  }
  return undefined;
}
