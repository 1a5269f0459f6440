import { inverseRelations, oneHopLabels } from '../extractive-kg/relation-chain.js';
import { taggedTokens } from '../../text/wink.js';

/**
 * Whether a sentence names one of the asked relations by a relation noun: its own ("his father, a goldsmith" for a
 * question about a dad) or its inverse before "of", which states it from the other side ("the son of a Dissenting
 * minister" says who the father was; "the daughter of a minister" who a parent was).
 */
export function namesRelation(sentence: string, labels: ReadonlySet<string>): boolean {
  if (labels.size === 0) return false;
  // "the son of a jazz drummer" names a parent without saying which. Biographies give a father so, by his trade or
  // name, and a mother by the word ("his mother, a seamstress"): from the child's side it is read as the father only.
  const inverses = new Set([...labels].filter((label) => label !== 'mother').flatMap(inverseRelations));
  const { normals, lemmas } = taggedTokens(sentence);
  return lemmas.some((lemma, i) => {
    const named = oneHopLabels(lemma.toLowerCase());
    return named.some((label) => labels.has(label)) || (normals[i + 1] === 'of' && named.some((label) => inverses.has(label)));
  });
}
