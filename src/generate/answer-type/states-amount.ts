import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { mentionsNumber } from '../../text/mentions-number.js';
import { taggedTokens } from '../../text/wink.js';

/**
 * "How much was the cheque?", "How much did X earn?", "What did the book cost?": "how much" not grading a
 * comparative ("how much older"), or the verb "cost", asks an amount, which a sentence gives as a number of some unit
 * ("2,000 florins", "ten pounds", "three hours") or a sum in a currency's sign ("£200"); "she won seven titles" holds
 * a number, not an amount.
 */
const ASKS_AMOUNT = /^\s*how\s+much\b(?!\s+(?:more|less|\p{L}+er)\b)/iu;
/** WordNet kinds a unit's noun falls under: money, measures and units of time ("hours"; not "times", an occasion). */
const UNIT_KINDS = ['unit of measurement', 'monetary unit', 'time unit'];
/** How many hypernym steps a noun may be below a unit kind ("florin" → … → monetary unit). */
const UNIT_DEPTH = 8;
const CURRENCY_SIGN = /[$£€¥]\s*\d/u;

/**
 * "What did the book cost?", "What was X paid?", "What did X earn?": a verb of paying asks an amount too ("earn a
 * living" asks a trade).
 */
const ASKS_COST = /^\s*what\s+(?:did|does|do|will|would|was|were|is|are)\b.*\b(?:cost|costs|pay|paid|earn|earned|charge|charged)\b(?!\s+(?:a|an|his|her|their|its|my|your)\s+living\b)/iu;

export function asksAmount(question: string): boolean {
  return ASKS_AMOUNT.test(question) || ASKS_COST.test(question);
}

/** Whether a sentence states an amount: a currency sign before a number, or a number right before a unit's noun. */
export async function statesAmount(sentence: string, lexicon: Lexicon): Promise<boolean> {
  return CURRENCY_SIGN.test(sentence) || statesNumberOfUnit(sentence, UNIT_KINDS, lexicon);
}

/** Whether a sentence gives a number right before the noun of a unit under one of `unitKinds` (WordNet kinds). */
export async function statesNumberOfUnit(sentence: string, unitKinds: readonly string[], lexicon: Lexicon, options: { except?: readonly string[] } = {}): Promise<boolean> {
  const { normals, pos, lemmas } = taggedTokens(sentence);
  for (let i = 1; i < normals.length; i += 1) {
    // One adjective may stand between: "40 square kilometres", "2,000 gold florins".
    const before = pos[i - 1] === 'ADJ' && i > 1 ? [normals[i - 1]!, normals[i - 2]!] : [normals[i - 1]!];
    if (pos[i] !== 'NOUN' || !before.some((word) => mentionsNumber(word))) continue;
    const kinds = await lexicon.kindsOf(lemmas[i]!.toLowerCase(), { depth: UNIT_DEPTH });
    const of = (wanted: readonly string[]): boolean => kinds.some((sense) => wanted.some((kind) => sense.has(kind)));
    if (of(unitKinds) && !of(options.except ?? [])) return true;
  }
  return false;
}
