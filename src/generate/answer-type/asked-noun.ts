import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { taggedTokens } from '../../text/wink.js';

/** Words between "what/which" and the noun it asks about: auxiliaries, articles, words of kind. */
const SKIPPED = new Set(['was', 'were', 'is', 'are', 'the', 'a', 'an', 'his', 'her', 'their', 'its', 'kind', 'sort', 'type', 'exact', 'of']);
/** Nouns that, before "of", count out a portion of what follows: "what piece of furniture" asks for furniture. */
const PORTION_BEFORE_OF = new Set(['piece', 'item', 'article', 'bit']);
const NOUN_POS = new Set(['NOUN', 'PROPN']);
const POSSESSIVE = /^['’]s?$/;
const ARTICLES = new Set(['the', 'a', 'an']);

/** The noun asked about after "what/which", and the modifiers before it. */
export interface AskedNoun {
  /** WordNet's compound of the phrase's last two nouns when it has one ("pen name"), else the head noun, lemmatised. */
  noun: string;
  /** The adjectives and words of order before the noun ("first", "favourite", "musical"), lower-case. */
  modifiers: string[];
  /** "What kind of artist …": a kind of the noun is asked, not one of its members. */
  kindOf?: true;
}

/** Words that, before "of", ask for a kind of what follows. */
const KIND_WORDS = new Set(['kind', 'sort', 'type']);

/**
 * The noun a "what/which <noun>" question asks about: "What was X's first novel?" → novel (first), "In which
 * hospital …" → hospital, "What pen name …" → pen name. A noun before a possessive is whose, not what ("What was
 * Michelangelo's shoe size?" asks a size). Undefined when no noun follows the question word.
 */
export async function askedNoun(text: string, lexicon: Lexicon): Promise<AskedNoun | undefined> {
  const { normals, pos, lemmas } = taggedTokens(text);
  // The tagger reads a noun after a possessive's clitic or an article as a verb at times ("'s cause of death").
  const isNoun = (j: number): boolean =>
    /^\p{L}+$/u.test(normals[j]!) && (NOUN_POS.has(pos[j]!) || (pos[j] === 'VERB' && j > 0 && (POSSESSIVE.test(normals[j - 1]!) || ARTICLES.has(normals[j - 1]!))));
  const at = normals.findIndex((word) => word === 'what' || word === 'which');
  if (at < 0) return undefined;
  let i = at + 1;
  let nouns: string[] = [];
  const modifiers: string[] = [];
  let kindOf = false;
  // Whether the question word is followed by a verb ("What was …"): a name after it is then the clause's subject.
  let afterVerb = false;
  while (i < normals.length) {
    const word = normals[i]!;
    if (KIND_WORDS.has(word) && normals[i + 1] === 'of' && nouns.length === 0) kindOf = true;
    if (SKIPPED.has(word) || POSSESSIVE.test(word) || pos[i] === 'DET' || (PORTION_BEFORE_OF.has(word) && normals[i + 1] === 'of')) {
      if (pos[i] === 'AUX' && nouns.length === 0 && modifiers.length === 0) afterVerb = true;
      i += 1;
    } else if (pos[i] === 'ADJ' || pos[i] === 'NUM' || (pos[i] === 'ADV' && nouns.length === 0)) {
      modifiers.push(word);
      i += 1;
    } else if (word === '-' && modifiers.length > 0 && pos[i - 1] !== 'NOUN' && i + 2 < normals.length) {
      // "present-day country": the hyphen joins the modifier's words; the noun comes after them.
      modifiers.push(`${modifiers.pop()!}-${normals[i + 1]!}`);
      i += 2;
    } else if (isNoun(i)) {
      nouns = [];
      // A name after a common noun starts a clause of its own: "the speech Nehru gave" asks for the speech.
      for (; i < normals.length && isNoun(i) && !(nouns.length > 0 && pos[i] === 'PROPN' && pos[i - 1] === 'NOUN'); i += 1) {
        nouns.push(lemmas[i]!.toLowerCase());
        // A hyphenated name ("Joliot-Curie") is one noun to the phrase.
        if (normals[i + 1] === '-' && i + 2 < normals.length && isNoun(i + 2)) i += 1;
      }
      // "Michelangelo's shoe size": the nouns before the clitic are the possessor; the asked noun comes after it.
      if (i < normals.length && POSSESSIVE.test(normals[i]!)) {
        modifiers.length = 0;
        continue;
      }
      // "What was Charles Darwin sent to Edinburgh to study?": a name right after "what was", with no possessive,
      // is whom the clause is about; what is asked is the object of its verb, not a Charles Darwin.
      if (afterVerb && modifiers.length === 0 && pos.slice(i - nouns.length, i).every((tag) => tag === 'PROPN')) return undefined;
      break;
    } else break;
  }
  if (nouns.length === 0) return undefined;
  const head = nouns[nouns.length - 1]!;
  // The word before the head, a noun or an adjective WordNet knows the pair with ("pen name", "maiden name").
  const before = nouns.length >= 2 ? nouns[nouns.length - 2] : modifiers[modifiers.length - 1];
  const compound = before ? `${before} ${head}` : undefined;
  const noun = compound && (await lexicon.kindsOf(compound, { depth: 0 })).length > 0 ? compound : head;
  return kindOf ? { noun, modifiers, kindOf: true } : { noun, modifiers };
}
