import type { EntityCandidate } from '../core/knowledge-graph.js';
import type { Lexicon } from '../text/lexicon/wordnet-lexicon.js';
import { coarseTypeOf } from '../../retrievers/kg/coarse-type.js';
import { withoutAccents } from '../text/without-accents.js';

/** A capitalised word of three letters or more: "Ghirlandaio", not "da" or "II". */
const NAME_WORD = /^\p{Lu}\p{Ll}{2,}$/u;

/**
 * The words of people's names that are only ever names, lower-case without accents → as the graph writes them
 * ("ghirlandaio" → Ghirlandaio, "bronte" → Brontë). A word WordNet also writes in lower case ("Rose", "Bell",
 * "King") is a common word as well, and is left out: "his fame rose" names nobody.
 */
export async function personNameWords(entities: readonly EntityCandidate[], lexicon: Lexicon): Promise<Map<string, string>> {
  const words = new Map<string, string>();
  for (const entity of entities) {
    if (coarseTypeOf(entity.types) !== 'person') continue;
    for (const name of [entity.label, ...entity.aliases]) {
      for (const word of name.split(/[\s\-–]+/u)) if (NAME_WORD.test(word)) words.set(word.toLowerCase(), word);
    }
  }
  const byFolded = new Map<string, string>();
  for (const [lower, word] of words) if (!(await lexicon.writtenLowerCase(lower))) byFolded.set(folded(lower), word);
  return byFolded;
}

/** Lower case without accents: users type "bronte" for Brontë. */
const folded = (word: string): string => withoutAccents(word).toLowerCase();

/**
 * A text typed all in lower case (no capital after its first letter) with the words of people's names written with
 * their capitals: "what did ghirlandaio's dad do" → "what did Ghirlandaio's dad do". Names are read by their capitals,
 * and many users type none. A text with capitals is returned as it is. Only the case of letters changes, so
 * positions in the text hold.
 */
export function withNameCapitals(text: string, words: ReadonlyMap<string, string>): string {
  if (words.size === 0 || /\p{Lu}/u.test(text.trimStart().slice(1))) return text;
  return text.replace(/[\p{L}\p{M}]+/gu, (word) => {
    const cased = words.get(folded(word));
    if (cased === undefined) return word;
    // The typed letters with the name's capitals: "bronte" → "Bronte", which the KG's lookup folds to Brontë.
    const letters = [...word];
    const capitals = [...withoutAccents(cased)];
    if (capitals.length !== letters.length) return word;
    return letters.map((letter, i) => (/\p{Lu}/u.test(capitals[i]!) ? letter.toUpperCase() : letter)).join('');
  });
}
