import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { porterStem } from '../../text/porter-stemmer.js';
import { taggedTokens, type TaggedTokens } from '../../text/wink.js';
import { answerTypeTable } from './answer-type.js';
import { compoundHead } from './compound-head.js';

/** Hypernym steps a noun of the sentence may be below the asked kind ("infirmary" for a hospital). */
const NOUN_STEPS = 4;
const NOUN_POS = new Set(['NOUN', 'PROPN']);
const COMMON_NOUN_POS = new Set(['NOUN']);
/** WordNet rarely lists more senses than this for a noun a passage uses. */
const NOUN_SENSES = 8;

/** Words a naming phrase may have inside it: "known in the family as Nannerl". */
const PHRASE_GAP = 3;
let naming: { phrase: RegExp; under: string }[] | undefined;

/** The naming phrases (answer-types.json), each allowing a few words inside it, with the noun its names fall under. */
function namingPhrases(): { phrase: RegExp; under: string }[] {
  naming ??= Object.entries(answerTypeTable().namingPhrases.words).map(([phrase, under]) => ({
    // The phrase gives a name only when one follows it: "born Abigail Smith", not "born in Weymouth".
    phrase: new RegExp(`(?:^|\\s)${phrase.split(' ').join(`(?:\\s\\S+){0,${PHRASE_GAP}}\\s`)}\\s+["“']?\\p{Lu}`, 'u'),
    under,
  }));
  return naming;
}

/**
 * Whether a text says the asked kind in words: a word of the kind (stemmed: "Olympics" for "Olympic Games"), a
 * WordNet synonym or derivation of it, or, for a kind of name, a phrase that gives another name ("known as").
 */
export async function textNamesKind(text: string, kind: string, lexicon: Lexicon): Promise<boolean> {
  return namesKind(text, taggedTokens(text), kind, lexicon);
}

/** `textNamesKind` over tokens already read, so `textSaysKind` tokenises its text once. */
async function namesKind(text: string, { normals, pos }: TaggedTokens, kind: string, lexicon: Lexicon): Promise<boolean> {
  const stems = new Set(normals.map(porterStem));
  if (kind.split(' ').some((word) => stems.has(porterStem(word)))) return true;
  const spaced = ` ${normals.join(' ')} `;
  for (const word of await lexicon.related(kind, 'n')) if (spaced.includes(` ${word} `)) return true;
  // A kind of name (nickname, pen name) is said by a phrase that gives a name of that kind: "Maria Anna, known as
  // Nannerl"; "born Jean Joliot" gives a birth surname, which is no nickname.
  if (kind === 'name') return false;
  const [kinds] = await lexicon.kindsOf(kind);
  if (namingPhrases().some(({ phrase, under }) => kinds?.has(under) === true && phrase.test(text))) return true;
  return saysByPlaceAdjective({ normals, pos }, kind, lexicon);
}

const ADJECTIVE_POS = new Set(['ADJ', 'PROPN']);

/**
 * Whether a text says the kind by an adjective of a place of that kind: "nationality" is had by way of a nation
 * (WordNet's "national" pertains to "nation"), and "an English guitarist" is of England, a European nation.
 */
async function saysByPlaceAdjective({ normals, pos }: Pick<TaggedTokens, 'normals' | 'pos'>, kind: string, lexicon: Lexicon): Promise<boolean> {
  const kindNouns = new Set<string>();
  for (const word of await lexicon.related(kind, 'n')) for (const noun of await lexicon.pertainsTo(word)) kindNouns.add(noun);
  if (kindNouns.size === 0) return false;
  for (let i = 0; i < normals.length; i += 1) {
    if (!ADJECTIVE_POS.has(pos[i]!) || !/^\p{L}+$/u.test(normals[i]!)) continue;
    for (const place of await lexicon.pertainsTo(normals[i]!)) {
      const senses = await lexicon.kindsOf(place);
      if (senses.some((sense) => [...sense].some((noun) => kindNouns.has(compoundHead(noun) ?? noun)))) return true;
    }
  }
  return false;
}

/**
 * Whether a text says a thing of the asked kind: in words (`textNamesKind`) or by a noun WordNet places under it in
 * any sense ("infirmary" for a hospital, "compositions" for a piece of music). "Niels Bohr was born in Copenhagen"
 * says no hospital. `commonNounsOnly`: by a common noun, not a name ("schizophrenia" says an illness; "ETH Zurich"
 * says a city only as part of a name).
 */
export async function textSaysKind(text: string, kind: string, lexicon: Lexicon, options: { commonNounsOnly?: boolean } = {}): Promise<boolean> {
  const tokens = taggedTokens(text);
  if (await namesKind(text, tokens, kind, lexicon)) return true;
  const { normals, pos, lemmas } = tokens;
  const nounPos = options.commonNounsOnly ? COMMON_NOUN_POS : NOUN_POS;
  for (let i = 0; i < normals.length; i += 1) {
    if (!nounPos.has(pos[i]!) || !/^\p{L}+$/u.test(normals[i]!)) continue;
    // Any sense of the text's noun: "compositions" is a musical work only in a later sense.
    const senses = await lexicon.kindsOf(lemmas[i]!.toLowerCase(), { depth: NOUN_STEPS, senses: NOUN_SENSES });
    // A compound kind is a kind of its head: schizophrenia is a "mental illness", so an illness.
    if (senses.some((sense) => sense.has(kind) || [...sense].some((word) => compoundHead(word) === kind))) return true;
  }
  return false;
}
