import { mentionsNumber } from '../../text/mentions-number.js';
import { wink } from '../../text/wink.js';
import type { AnswerType } from './answer-type.js';

/** winkNLP's entity types that are a date. */
const DATE_ENTITIES = new Set(['DATE', 'TIME']);

/**
 * Whether a sentence states a value of the asked type, as far as the text shows it: a date by winkNLP's DATE / TIME
 * entities (other than a date the `question` itself gives), a quantity by a number that is not a year. Undefined for
 * types the lite model cannot see in text (person, place, reason): no sentence is preferred for them.
 */
export function sentenceHoldsType(sentence: string, type: AnswerType, question = ''): boolean | undefined {
  if (type === 'quantity') return mentionsNumber(sentence);
  if (type === 'date') {
    const nlp = wink();
    const entities = nlp.readDoc(sentence).entities();
    const types = entities.out(nlp.its.type) as string[];
    const texts = entities.out() as string[];
    // "On which day in 1854 did X marry?" is not answered by "in 1854": a date the question gives is no answer.
    const asked = question.toLowerCase();
    return types.some((entityType, i) => DATE_ENTITIES.has(entityType) && !(asked !== '' && asked.includes(texts[i]!.toLowerCase())));
  }
  return undefined;
}
