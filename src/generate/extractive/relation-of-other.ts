import { contentKeys } from './passage-relevance.js';

/** Words after "of" that point back to whom the question asks about. */
const BACK_REFERENCES = new Set(['his', 'her', 'their', 'him', 'them', 'its', 'whom']);

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];

/**
 * Whether a sentence uses the asked relation words only of someone else: "the wife of a Florentine silk merchant"
 * says nothing of Leonardo's wife, "the only legitimate child of the poet Lord Byron" nothing of Ada's children.
 * A use counts as someone else's when "of" follows the word and what follows, up to the next punctuation, neither
 * points back (his, her, their) nor says a word of an asked name. False when the sentence does not use a relation
 * word, or uses one any other way ("her mother died", "his wife, Mileva").
 */
export function relationOnlyOfOthers(sentence: string, relationWords: readonly string[], askedNames: readonly string[]): boolean {
  if (relationWords.length === 0) return false;
  const relationKeys = contentKeys(relationWords.join(' . '));
  const nameWords = new Set(askedNames.flatMap(wordsOf));
  let uses = 0;
  for (const clause of sentence.split(/[,;:.!?()]/u)) {
    const words = wordsOf(clause);
    for (const [i, word] of words.entries()) {
      if (![...contentKeys(word)].some((key) => relationKeys.has(key))) continue;
      uses += 1;
      const after = words.slice(i + 1);
      if (after[0] !== 'of') return false;
      if (after.slice(1).some((next) => BACK_REFERENCES.has(next) || nameWords.has(next.replace(/['’]s$/u, '')))) return false;
    }
  }
  return uses > 0;
}
