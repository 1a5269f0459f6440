import { mentionsNumber } from '../../text/mentions-number.js';
import { wink } from '../../text/wink.js';
import type { AnswerType } from './answer-type.js';

/** winkNLP's entity types that are a date. */
const DATE_ENTITIES = new Set(['DATE', 'TIME']);

/**
 * Whether a sentence states a value of the asked type, as far as the text shows it: a date by winkNLP's DATE / TIME
 * entities, a quantity by a number that is not a year. Undefined for types the lite model cannot see in text
 * (person, place, reason): no sentence is preferred for them.
 */
export function sentenceHoldsType(sentence: string, type: AnswerType): boolean | undefined {
  if (type === 'quantity') return mentionsNumber(sentence);
  if (type === 'date') {
    const nlp = wink();
    const types = nlp.readDoc(sentence).entities().out(nlp.its.type) as string[];
    return types.some((entityType) => DATE_ENTITIES.has(entityType));
  }
  return undefined;
}
