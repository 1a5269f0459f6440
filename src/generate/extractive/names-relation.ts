import { inverseRelations, oneHopLabels } from '../extractive-kg/relation-chain.js';
import { relationVerbsIn } from '../extractive-kg/verb-relations.js';
import { NAME_PARTICLES } from '../../text/name-particles.js';
import { taggedTokens } from '../../text/wink.js';
import { contentKeys } from './passage-relevance.js';
import { CLAUSE_END } from '../../text/clause-end.js';

/**
 * Whether a sentence names one of the asked relations by a relation noun: its own ("his father, a goldsmith" for a
 * question about a dad) or its inverse before "of", which states it from the other side ("the son of a Dissenting
 * minister" says who the father was; "the daughter of a minister" who a parent was); a parent also by "born … to"
 * ("born in 1885 to Christian Bohr").
 */
export function namesRelation(sentence: string, labels: ReadonlySet<string>): boolean {
  return relationNamedAt(sentence, labels) >= 0;
}

/**
 * Whether a sentence names one of the asked relations (`namesRelation`) and, after it, says one of `asked` (content
 * keys) of the relative: "the son of Giovanni Santi, a painter at the court of the Duke of Urbino" says the father's
 * court; "Tomas Vell was born in Tarrow, the son of a ropemaker" says nothing of the father's birth.
 */
export function namesRelationThen(sentence: string, labels: ReadonlySet<string>, asked: ReadonlySet<string>): boolean {
  const at = relationNamedAt(sentence, labels);
  if (at < 0) return false;
  if (asked.size === 0) return true;
  const { normals, lemmas } = taggedTokens(sentence);
  return [...normals.slice(at + 1), ...lemmas.slice(at + 1)].some((word) => asked.has(word.toLowerCase()) || [...contentKeys(word)].some((key) => asked.has(key)));
}

/** The token index of the first relation noun `namesRelation` reads, or -1. */
function relationNamedAt(sentence: string, labels: ReadonlySet<string>): number {
  if (labels.size === 0) return -1;
  // "the son of a jazz drummer" names a parent without saying which. Biographies give a father so, by his trade or
  // name, and a mother by the word ("his mother, a seamstress"): from the child's side it is read as the father only.
  const inverses = new Set([...labels].filter((label) => label !== 'mother').flatMap(inverseRelations));
  const { normals, lemmas, values } = taggedTokens(sentence);
  const byNoun = lemmas.findIndex((lemma, i) => {
    const named = oneHopLabels(lemma.toLowerCase());
    return named.some((label) => labels.has(label)) || (normals[i + 1] === 'of' && named.some((label) => inverses.has(label)));
  });
  if (byNoun >= 0 || !(labels.has('father') || labels.has('mother'))) return byNoun;
  return bornToAt(normals, values);
}

/**
 * "X was born in Copenhagen in 1885 to Christian Bohr, a professor of physiology, and Ellen Adler": "born … to" and
 * a name (or "a"/"an"/"the") in the same clause names the parents ("born in Paris, where he went to school" names
 * none); the index of "to", or -1.
 */
function bornToAt(normals: readonly string[], values: readonly string[]): number {
  for (const [i, normal] of normals.entries()) {
    if (normal !== 'born') continue;
    for (let j = i + 1; j < normals.length && !CLAUSE_END.has(normals[j]!); j += 1) {
      if (normals[j] === 'to' && (/^\p{Lu}/u.test(values[j + 1] ?? '') || /^(?:an?|the)$/.test(normals[j + 1] ?? ''))) return j;
    }
  }
  return -1;
}

/** Forms of "be" that say what a relative was. */
const COPULAS = new Set(['was', 'is']);

/**
 * Whether a sentence introduces one of the asked relatives by what they were: the relation noun and then "a"/"an"
 * ("his father, a goldsmith"; "his wife, the actress Barbara Ruick"), or "was a" ("his father Robert was a doctor");
 * its inverse, "of", "a"/"an" ("the son of a bookbinder"); or a verb of the relation, the relative's name and
 * "a"/"an" ("married Johann Berchtold, a magistrate") or the noun before the name ("married the photographer Samantha
 * Winslow") — that noun is their occupation or standing.
 */
export function introducesRelativeBy(sentence: string, labels: ReadonlySet<string>): boolean {
  if (labels.size === 0) return false;
  const inverses = new Set([...labels].filter((label) => label !== 'mother').flatMap(inverseRelations));
  const { normals, lemmas, values } = taggedTokens(sentence);
  // "…, a goldsmith" after the relative; or the noun between "the" and the name ("the photographer Samantha Winslow").
  const describesName = (at: number): boolean => normals[at] === 'the' && /^\p{Ll}/u.test(values[at + 1] ?? '') && /^\p{Lu}/u.test(values[at + 2] ?? '');
  const introduced = (at: number): boolean => normals[at] === ',' && (/^an?$/.test(normals[at + 1] ?? '') || describesName(at + 1));
  // The relative, maybe named, then "was a …": "His father Robert was a prosperous doctor".
  const saidToBe = (at: number): boolean => {
    let j = at;
    while (j < values.length && /^\p{Lu}/u.test(values[j]!)) j += 1;
    return COPULAS.has(normals[j] ?? '') && /^an?$/.test(normals[j + 1] ?? '');
  };
  // A verb of the relation, then the relative's name, then what they were: "married Johann Berchtold, a magistrate".
  const verbs = relationVerbsIn(sentence);
  return lemmas.some((lemma, i) => {
    const named = oneHopLabels(lemma.toLowerCase());
    const own = named.some((label) => labels.has(label)) && (introduced(i + 1) || saidToBe(i + 1));
    const inverse = named.some((label) => inverses.has(label)) && normals[i + 1] === 'of' && /^an?$/.test(normals[i + 2] ?? '');
    const relation = verbs.get(normals[i]!);
    let byVerb = false;
    if (relation && (labels.has(relation.subject) || labels.has(relation.object))) {
      let j = i + 1;
      while (j < values.length && (/^\p{Lu}/u.test(values[j]!) || (NAME_PARTICLES.has(values[j]!) && /^\p{Lu}/u.test(values[j + 1] ?? '')))) j += 1;
      byVerb = (j > i + 1 && introduced(j)) || describesName(i + 1);
    }
    return own || inverse || byVerb;
  });
}
