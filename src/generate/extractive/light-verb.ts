import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';

/** A verb of more senses than this in WordNet ("get" has 36, "make" 49) names no event by itself. */
export const LIGHT_VERB_SENSES = 15;

/** Whether WordNet knows a word as a verb of more than `LIGHT_VERB_SENSES` senses. */
export async function isLightVerb(word: string, lexicon: Lexicon): Promise<boolean> {
  return (await lexicon.definitions(word, 'v')).length > LIGHT_VERB_SENSES;
}

/** Whether WordNet knows a word as a verb of few senses: one that names an event ("sail", not "do" or "get"). */
export async function isVerbOfMeaning(word: string, lexicon: Lexicon): Promise<boolean> {
  const senses = (await lexicon.definitions(word, 'v')).length;
  return senses > 0 && senses <= LIGHT_VERB_SENSES;
}
