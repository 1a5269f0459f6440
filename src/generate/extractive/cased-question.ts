import escapeStringRegexp from 'escape-string-regexp';
import type { Passage } from '../../core/passage.js';
import { nameMentions } from '../../core/mention.js';
import { createEntityRecognizer } from '../../ner/entity-recognizer.js';
import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { withoutAccents } from '../../text/without-accents.js';
import { taggedTokens, wink } from '../../text/wink.js';
import { NAME_PARTICLES } from '../../text/name-particles.js';
import { editDistance } from '../../../retrievers/kg/tolerant-lookup.js';

const recognizer = createEntityRecognizer();

/** The names the passages give: their titles and the names the recogniser finds in their text. */
export function namesGivenBy(passages: readonly Passage[]): Set<string> {
  const names = new Set<string>();
  for (const passage of passages) {
    names.add(passage.title);
    for (const mention of nameMentions(recognizer.recognize(passage.text))) names.add(mention.text);
  }
  return names;
}

/**
 * The question with the names the passages give written as the passages write them: "where was augustus de morgan
 * born" → "where was Augustus De Morgan born". Users often type in lower case, and every check that reads names
 * (whom a question is about, which passages speak of them) reads them by their capitals. Only a run of words the
 * question writes all in lower case is changed, and longer names before shorter ones, so "laila ali" becomes the
 * passage's "Laila Ali" and not just "Ali".
 */
export function casedQuestion(question: string, passages: readonly Passage[], names: ReadonlySet<string> = namesGivenBy(passages)): string {
  let cased = question.normalize('NFC');
  const longestFirst = [...names].filter((name) => /\p{Lu}/u.test(name)).sort((a, b) => b.length - a.length);
  // A question that writes names with capitals means a word it leaves in lower case as a word: "after her marriage"
  // is no "The Marriage of Figaro".
  const writesCapitals = /\s\p{Lu}/u.test(question.trim());
  for (const name of longestFirst) {
    if (writesCapitals && !/\s/u.test(name.trim())) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeStringRegexp(name.toLowerCase())}(?![\\p{L}\\p{N}])`, 'gu');
    cased = cased.replace(pattern, name);
  }
  // A name typed without its accents ("Charlotte Bronte", "mileva maric") is written as the passages write it.
  for (const name of longestFirst.filter((name) => withoutAccents(name) !== name.normalize('NFC'))) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeStringRegexp(withoutAccents(name))}(?![\\p{L}\\p{N}])`, 'giu');
    // Folding keeps every position, so a match in the folded text is one in the question.
    const spans = [...withoutAccents(cased).matchAll(pattern)].map((match) => [match.index, match.index + match[0].length] as const);
    for (const [start, end] of spans.reverse()) cased = cased.slice(0, start) + name.normalize('NFC') + cased.slice(end);
  }
  return cased;
}

/**
 * The question with a relative's name typed in lower case, one the passages never give ("plato's older brother
 * glaucon"), written with its capital: a word right after a relation noun that WordNet does not know is a name. Read
 * as one, the question asks of the named relative, whom no sentence about someone else answers.
 */
export async function withRelativeNamesCased(question: string, lexicon: Lexicon, isRelationWord: (word: string) => boolean): Promise<string> {
  let cased = question;
  for (const match of question.matchAll(/(?<![\p{L}\p{N}])(\p{Ll}+)\s+(\p{Ll}{3,})(?![\p{L}\p{N}'’])/gu)) {
    const [, relation, word] = match;
    if (!isRelationWord(relation!) || (await lexicon.partsOfSpeech(word!)).size > 0) continue;
    const at = match.index + match[0].length - word!.length;
    cased = cased.slice(0, at) + word![0]!.toUpperCase() + cased.slice(at + 1);
  }
  return cased;
}

/** Question words: "who" is also WHO, the World Health Organization, to WordNet. */
const QUESTION_WORDS = new Set(['who', 'whom', 'whose', 'what', 'which', 'when', 'where', 'why', 'how']);
/** winkNLP's tags of a word that may be part of a name ("eddie"), not a function word ("did", "was"). */
const NAME_PART_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'X']);

/** Whether WordNet knows a lower-case word only as a name: a noun it never writes in lower case (Charles, Lincoln). */
async function onlyAName(word: string, lexicon: Lexicon): Promise<boolean> {
  // "da" in "Leonardo da Vinci" is written in lower case in the name itself (WordNet knows it as the DA).
  // A function word is no name, whatever WordNet files under it: "as" is also As, arsenic, "an education as a boy"
  // no title.
  if (QUESTION_WORDS.has(word) || NAME_PARTICLES.has(word) || isStopWord(word)) return false;
  return lexicon.writtenOnlyAsName(word);
}

/** Whether winkNLP reads the word as a stop word ("as", "an", "the"). */
function isStopWord(word: string): boolean {
  const nlp = wink();
  const flags = nlp.readDoc(word).tokens().out(nlp.its.stopWordFlag) as unknown as boolean[];
  return flags.length === 1 && flags[0] === true;
}

/** Edits within which an unknown word before a surname is taken for a misspelling of a given name the passages use. */
const GIVEN_NAME_EDITS = 2;

/**
 * The question with names typed in lower case that the passages never give whole, written with capitals: a word
 * WordNet knows only as a name ("charles", "lincoln"), a word WordNet does not know at all right before one, or
 * before a surname the passages capitalised ("little eddie lincoln" → "little Eddie Lincoln"; "did" is no part of a
 * name, nor "little", which WordNet knows), and a word right after one that WordNet also has as a name ("mary
 * newton").
 * "what did charles Adams die of?" reads as asking about Charles Adams, not any Adams. An unknown word a couple of
 * edits from the given name of someone the passages name with that surname (`known`) is that name misspelt, and is
 * written as the passages write it ("jawarharlal nehru" → "Jawaharlal Nehru").
 */
export async function withGivenNamesCased(question: string, lexicon: Lexicon, known: Iterable<string> = []): Promise<string> {
  const givenNames = new Map<string, string[]>();
  for (const name of known) {
    const parts = name.split(/\s+/);
    if (parts.length >= 2) givenNames.set(parts.at(-1)!.toLowerCase(), [...(givenNames.get(parts.at(-1)!.toLowerCase()) ?? []), parts[0]!]);
  }
  const words = [...question.matchAll(/(?<![\p{L}\p{N}'’-])\p{L}+(?![\p{L}\p{N}-])/gu)].map((match) => ({ text: match[0], at: match.index }));
  const named = await Promise.all(words.map(async (word) => /^\p{Ll}+$/u.test(word.text) && (await onlyAName(word.text, lexicon))));
  const capital = words.map((word, i) => /^\p{Lu}/u.test(word.text) || named[i]!);
  // A word after a name read here that WordNet also has as a name is its surname: "mary newton" (a newton is also a
  // unit), left to right.
  for (let i = 1; i < words.length; i += 1) {
    const word = words[i]!.text;
    if (!named[i - 1] || capital[i] || !/^\p{Ll}+$/u.test(word) || QUESTION_WORDS.has(word) || NAME_PARTICLES.has(word)) continue;
    if (await lexicon.writtenAsName(word)) capital[i] = named[i] = true;
  }
  // An unknown word before a name is its given name, right to left so "ada mary lovelace" is read whole. Before a
  // name the passages gave it is a misspelling of a given name they use with it ("jawarharlal Nehru"), or, far from
  // every one, another person's ("nabby Adams" is none of the Adams the passages name).
  const spelt = new Map<number, string>();
  for (let i = words.length - 2; i >= 0; i -= 1) {
    const word = words[i]!.text;
    if (capital[i] || !capital[i + 1] || !/^\p{Ll}+$/u.test(word) || QUESTION_WORDS.has(word) || NAME_PARTICLES.has(word)) continue;
    if ((await lexicon.partsOfSpeech(word)).size > 0) continue;
    const misspelt = (givenNames.get(words[i + 1]!.text.toLowerCase()) ?? []).find((given) => editDistance(word, given.toLowerCase(), GIVEN_NAME_EDITS) <= GIVEN_NAME_EDITS);
    if (misspelt) {
      spelt.set(i, misspelt);
      continue;
    }
    const { pos } = taggedTokens(word);
    if (pos.length === 1 && NAME_PART_POS.has(pos[0]!)) capital[i] = named[i] = true;
  }
  let cased = question;
  for (const [i, word] of [...words.entries()].reverse()) {
    const written = spelt.get(i) ?? (capital[i] && /^\p{Ll}/u.test(word.text) ? word.text[0]!.toUpperCase() + word.text.slice(1) : undefined);
    if (written !== undefined) cased = cased.slice(0, word.at) + written + cased.slice(word.at + word.text.length);
  }
  return cased;
}
