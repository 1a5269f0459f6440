import { isDecade } from '../../text/date-entities.js';
/**
 * How fine a date the question asks for: a day ("On what day …", "the exact date"), a month ("In which month …") or a
 * year ("In what year …", which a decade does not give).
 */
export type DatePrecision = 'day' | 'month' | 'year';

const ASKS_DAY = /\b(?:what|which)\s+(?:exact\s+|precise\s+)?(?:day|date)\b|\b(?:exact|precise)\s+date\b/iu;
const ASKS_MONTH = /\b(?:what|which)\s+month\b/iu;
const ASKS_YEAR = /\b(?:what|which)\s+year\b/iu;
const MONTH = /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?/iu;
const WEEKDAY = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/iu;
/** A day of the month, written as a number (5, 5th) or an ordinal word up to thirty-first. */
const DAY_OF_MONTH = /\b(?:[12]?\d|3[01])(?:st|nd|rd|th)?\b|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)\b/iu;
/** Interrogative words: a question with two ("On what date did X die, and how old was she?") asks two things. */
const QUESTION_WORDS = /\b(?:who|whom|whose|what|which|when|where|why|how)\b/giu;
const NUMERIC_DATE = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b/u;

/**
 * The precision a question asks of a date, when it names one: "In what year did X marry?" is answered by "in 1839"
 * (not "in the 1830s"), "On what day did X marry?" is not. Undefined for a question of two parts.
 */
export function askedDatePrecision(question: string): DatePrecision | undefined {
  // Which of two asked things the precision belongs to is not known here, and a sentence may answer the other one.
  if ((question.match(QUESTION_WORDS) ?? []).length > 1) return undefined;
  if (ASKS_DAY.test(question)) return 'day';
  if (ASKS_MONTH.test(question)) return 'month';
  if (ASKS_YEAR.test(question)) return 'year';
  return undefined;
}

/** Whether a date as a text writes it ("5 December 1791", "in 1839") is as fine as asked. */
export function dateHasPrecision(text: string, precision: DatePrecision | undefined): boolean {
  if (precision === undefined) return true;
  if (precision === 'year') return !isDecade(text);
  if (NUMERIC_DATE.test(text)) return true;
  if (precision === 'day' && WEEKDAY.test(text)) return true;
  if (!MONTH.test(text)) return false;
  if (precision === 'month') return true;
  // The year is no day of the month: only what is left once four-digit numbers are taken out.
  return DAY_OF_MONTH.test(text.replace(/\b\d{3,4}\b/gu, ' '));
}
