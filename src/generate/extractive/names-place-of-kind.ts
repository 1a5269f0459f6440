import escapeStringRegexp from 'escape-string-regexp';
import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { nameMentions } from '../../core/mention.js';
import { createEntityRecognizer } from '../../ner/entity-recognizer.js';
import type { ExpectedAnswer } from '../answer-type/expected-answer.js';

const recognizer = createEntityRecognizer();
/** Nouns that ask for any place: "In what place …" says nothing of its kind. */
const ANY_PLACE = new Set(['place', 'location', 'area', 'site', 'spot', 'position', 'region']);
const wordsOf = (text: string): string[] => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** WordNet kinds of a place on a map: a town, a port, a country (not a post or a seat, which are places of a role). */
const MAP_PLACES = ['geographical area', 'geographic point', 'political unit'];

/** A kind of place asked for, what it is a kind of, and the places the question says itself ("Swedish" → sweden). */
export interface AskedPlaceKind {
  kind: string;
  above: readonly string[];
  said: ReadonlySet<string>;
}

/** The kind of place on a map a question asks for ("Which Swedish port …" → port), undefined when it asks none. */
export async function askedPlaceKind(question: string, expected: ExpectedAnswer | undefined, lexicon: Lexicon): Promise<AskedPlaceKind | undefined> {
  if (expected?.type !== 'place' || !expected.noun || ANY_PLACE.has(expected.noun)) return undefined;
  const [first] = await lexicon.kindsOf(expected.noun, { senses: 1 });
  if (!first || !MAP_PLACES.some((kind) => first.has(kind))) return undefined;
  // A town and a city are both municipalities: a place filed under the kind's own kind is close enough.
  const [near] = await lexicon.kindsOf(expected.noun, { senses: 1, depth: 1 });
  const said = new Set<string>();
  for (const word of wordsOf(question)) for (const related of await lexicon.related(word, 'a')) said.add(related);
  return { kind: expected.noun, above: [...(near ?? [])].filter((word) => !MAP_PLACES.includes(word)), said };
}

/**
 * Whether a sentence names a place the question does not, of the asked kind: WordNet files it under the kind
 * ("Copenhagen" is a city), or does not know it (most towns). "He escaped by boat to Sweden" names no Swedish port:
 * Sweden is a country, and the question said it already ("Swedish").
 */
export async function namesPlaceOfKind(sentence: string, { kind, above, said }: AskedPlaceKind, lexicon: Lexicon): Promise<boolean> {
  for (const mention of nameMentions(recognizer.recognize(sentence))) {
    const words = wordsOf(mention.text);
    if (words.length === 0 || words.every((word) => said.has(word)) || said.has(words.join(' '))) continue;
    const senses = await lexicon.kindsOf(mention.text, { senses: 3 });
    // A word WordNet knows only as an adjective ("Jewish") names no place.
    if (senses.length === 0 && (await lexicon.partsOfSpeech(mention.text)).size > 0) continue;
    if (senses.length === 0 || senses.some((sense) => sense.has(kind) || above.some((word) => sense.has(word)))) return true;
    // "killed in a shooting in Compton": a name WordNet knows only as a person's (Arthur Compton) that the sentence
    // puts after a preposition of place is a place it does not know.
    if (senses.every((sense) => sense.has('person')) && new RegExp(`\\b(?:in|at|near)\\s+${escapeStringRegexp(mention.text)}\\b`, 'u').test(sentence)) return true;
  }
  return false;
}
