import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { nounType, type AnswerType } from './answer-type.js';

/** ISO dates and years as KGs write them: 1879-03-14, 1523-01-01T00:00:00Z, 1770. */
const DATE_VALUE = /^-?\d{3,4}(?:-\d{2}(?:-\d{2})?)?(?:T[\d:.]+Z?)?$/;
/** A number, maybe with a unit: "87", "6,000", "87 metres". */
const QUANTITY_VALUE = /^[-+]?\d[\d,.]*(?:\s+\p{L}+)?$/u;
/** Participles a property label ends with ("position held", "award received", "languages spoken"): no noun of it. */
export const LABEL_PARTICIPLE = /^(?:\p{L}+ed|held|spoken|known|written|given|taken|won)$/u;
/** Prepositions a label may end with ("educated at"): no noun either. */
const PREPOSITION = /^(?:at|in|of|by|to|for|on)$/;

/** The head noun of a property label: "place of birth" → place, "date_of_death" → date, "award received" → award. */
export function labelHead(property: string): string | undefined {
  const parts = property.replace(/_/g, ' ').toLowerCase().split(/\s+/).filter(Boolean);
  const of = parts.indexOf('of');
  const candidates = of > 0 ? parts.slice(0, of).reverse() : [...parts].reverse();
  return candidates.find((word) => !PREPOSITION.test(word) && !LABEL_PARTICIPLE.test(word));
}

/**
 * The type of value a KG fact holds: a date or a quantity by the value's form, otherwise the type of the
 * property label's head noun ("place of birth" → place, "spouse" → person, "cause of death" → reason).
 * Undefined when neither says (occupation, award received).
 */
export async function factType(property: string, value: string, lexicon: Lexicon): Promise<AnswerType | undefined> {
  const trimmed = value.trim();
  if (DATE_VALUE.test(trimmed)) return 'date';
  if (QUANTITY_VALUE.test(trimmed)) return 'quantity';
  // A label WordNet knows whole ("alma mater" is a school, not a mother) is typed whole.
  const label = property.replace(/_/g, ' ').trim().toLowerCase();
  if (label.includes(' ') && (await lexicon.kindsOf(label)).length > 0) return nounType(label, lexicon, { label: true });
  const head = labelHead(property);
  return head ? nounType(head, lexicon, { label: true }) : undefined;
}
