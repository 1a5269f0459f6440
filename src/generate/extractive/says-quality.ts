import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { taggedTokens } from '../../text/wink.js';

/**
 * "What was X like?", "What was X's temperament like?", "What was X like as a person?": the question asks a quality
 * of X, and its "like" is a preposition, not the verb (a sentence saying what someone "liked" does not answer it).
 */
export const ASKS_WHAT_LIKE = /\bwhat\s+(?:was|were|is|are)\b[^?]*\blike(?:\s+as\s+an?\s+\p{L}+)?\s*\??\s*$/iu;

const COPULAS = new Set(['was', 'is', 'were', 'are', 'be', 'been', 'remained', 'seemed', 'became']);
const DEGREE_WORDS = new Set(['very', 'extremely', 'deeply', 'notably', 'famously', 'painfully', 'so', 'too', 'rather', 'quite']);

/**
 * Whether a sentence gives a quality of its subject: an adjective that grades an attribute (WordNet: "shy" grades
 * confidence) opening the sentence ("Shy and private, she …") or after a copula ("he was shy", "was very shy").
 */
export async function saysQuality(sentence: string, lexicon: Lexicon): Promise<boolean> {
  const { normals, pos } = taggedTokens(sentence);
  for (let i = 0; i < normals.length; i += 1) {
    // The tagger reads a capitalised opening adjective ("Shy and private, …") as a name.
    if (pos[i] !== 'ADJ' && !(i === 0 && pos[i] === 'PROPN')) continue;
    let before = i - 1;
    if (before >= 0 && DEGREE_WORDS.has(normals[before]!)) before -= 1;
    if (i !== 0 && !(before >= 0 && COPULAS.has(normals[before]!))) continue;
    if (await lexicon.gradesAttribute(normals[i]!)) return true;
  }
  return false;
}
