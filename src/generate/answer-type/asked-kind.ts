import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { nounType } from './answer-type.js';
import { askedNoun } from './asked-noun.js';

/**
 * The kind of thing a "what/which <noun>" question asks for when that noun has no coarse answer type of its own:
 * "In which hospital was X born?" → hospital, "What pen name did X use?" → pen name. Undefined when the question
 * asks a person, date, place, quantity or reason — the coarse answer type checks those — or names no noun
 * WordNet knows.
 */
export async function askedKind(text: string, lexicon: Lexicon): Promise<string | undefined> {
  const asked = await askedNoun(text, lexicon);
  if (!asked) return undefined;
  // Every named value is a name: "the name of X's mother" asks for the mother, and the question says so after "of".
  if (asked.noun === 'name' || (await lexicon.kindsOf(asked.noun)).length === 0) return undefined;
  // "What kind of artist …" asks a kind of artist even though an artist is a person.
  return asked.kindOf || (await nounType(asked.noun, lexicon)) === undefined ? asked.noun : undefined;
}
