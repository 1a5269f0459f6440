import escapeStringRegexp from 'escape-string-regexp';
import type { Passage } from '../../core/passage.js';
import { nameMentions } from '../../core/mention.js';
import { createEntityRecognizer } from '../../ner/entity-recognizer.js';
import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { withoutAccents } from '../../text/without-accents.js';

const recognizer = createEntityRecognizer();

/**
 * The question with the names the passages give written as the passages write them: "where was augustus de morgan
 * born" → "where was Augustus De Morgan born". Users often type in lower case, and every check that reads names
 * (whom a question is about, which passages speak of them) reads them by their capitals. Only a run of words the
 * question writes all in lower case is changed, and longer names before shorter ones, so "laila ali" becomes the
 * passage's "Laila Ali" and not just "Ali".
 */
export function casedQuestion(question: string, passages: readonly Passage[]): string {
  const names = new Set<string>();
  for (const passage of passages) {
    names.add(passage.title);
    for (const mention of nameMentions(recognizer.recognize(passage.text))) names.add(mention.text);
  }
  let cased = question.normalize('NFC');
  const longestFirst = [...names].filter((name) => /\p{Lu}/u.test(name)).sort((a, b) => b.length - a.length);
  for (const name of longestFirst) {
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
