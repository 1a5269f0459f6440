import escapeStringRegexp from 'escape-string-regexp';
import type { Passage } from '../../core/passage.js';
import { nameMentions } from '../../core/mention.js';
import { createEntityRecognizer } from '../../ner/entity-recognizer.js';
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

