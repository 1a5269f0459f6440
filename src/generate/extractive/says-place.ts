import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { taggedTokens } from '../../text/wink.js';

/** Prepositions that put something somewhere: "in Zurich", "at the Polytechnic", "near Lake Geneva". */
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'near', 'from', 'to', 'into', 'on', 'outside', 'inside', 'beside', 'within', 'across', 'around', 'towards', 'toward']);
/** Words of a noun phrase before its head: "the", "his", "a small", "two". */
const BEFORE_HEAD = new Set(['DET', 'ADJ', 'NUM', 'PRON']);
/** How many words may stand between the preposition and the phrase's head. */
const HEAD_REACH = 3;
/** WordNet kinds of a time, not a place: "in the summer", "in his later years", "in May". */
const TIME_KINDS = ['time period', 'time unit', 'measure', 'calendar month', 'season', 'time'];

/**
 * Whether a sentence says where: a name WordNet files as a place ("visiting Egypt"), or a place preposition before a
 * name ("near Lake Geneva") or before a noun that is no time ("in a cottage", "at the court"). "Ada met Babbage in
 * 1833" says when, not where.
 */
export async function saysPlace(sentence: string, lexicon: Lexicon): Promise<boolean> {
  const { values, normals, lemmas, pos } = taggedTokens(sentence);
  // A name WordNet knows as a place says one whatever stands before it: "visiting Egypt, southern Italy and Sicily".
  for (let i = 1; i < values.length; i += 1) {
    if (!/^\p{Lu}/u.test(values[i]!)) continue;
    const [first] = await lexicon.kindsOf(normals[i]!, { senses: 1 });
    if (first?.has('location')) return true;
  }
  for (let i = 0; i < normals.length; i += 1) {
    if (!PLACE_PREPOSITIONS.has(normals[i]!)) continue;
    for (let j = i + 1; j <= i + HEAD_REACH && j < normals.length; j += 1) {
      const tag = pos[j]!;
      // The phrase's head: a noun, or a name (a capitalised word the tagger may read otherwise, but no number).
      if (tag === 'NOUN' || tag === 'PROPN' || (/^\p{Lu}/u.test(values[j]!) && tag !== 'NUM')) {
        if (!(await isTime(lemmas[j]!, lexicon))) return true;
        break;
      }
      if (!BEFORE_HEAD.has(tag)) break;
    }
  }
  return false;
}

async function isTime(word: string, lexicon: Lexicon): Promise<boolean> {
  const [first] = await lexicon.kindsOf(word.toLowerCase(), { senses: 1 });
  return first !== undefined && TIME_KINDS.some((kind) => first.has(kind));
}
