import type { Passage } from '../../core/passage.js';
import { contentKeys } from './passage-relevance.js';

/** A title's disambiguator, as encyclopaedias write same-name titles: "John Williams (guitarist)". */
const DISAMBIGUATOR = /\(([^()]+)\)\s*$/u;

/**
 * Whether each passage can be about the person the question describes: a passage whose title tells a same-name
 * person apart ("John Williams (guitarist)") is about someone else when the question describes its subject ("the
 * film composer") and the disambiguator shares no word with any description. Without descriptions, or without a
 * disambiguator, nothing is ruled out.
 */
export function fitsDescriptions(passages: readonly Passage[], descriptions: readonly string[]): boolean[] {
  if (descriptions.length === 0) return passages.map(() => true);
  const described = contentKeys(descriptions.join(' . '));
  return passages.map((passage) => {
    const disambiguator = DISAMBIGUATOR.exec(passage.title)?.[1];
    if (!disambiguator) return true;
    return [...contentKeys(disambiguator)].some((key) => described.has(key));
  });
}
