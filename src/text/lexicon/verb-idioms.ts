import { z } from 'zod';
import { loadWordTable } from '../../io/word-table.js';
import { porterStem } from '../porter-stemmer.js';
import { wink } from '../wink.js';

const FILE = 'prompts/heuristics/verb-idioms.json';
/** The shape of verb-idioms.json: each idiom with the plain verb it means and why it is listed. */
export const verbIdiomSchema = z
  .object({
    about: z.string(),
    idioms: z.record(
      z.string().min(1),
      z.object({ means: z.string().min(1), reason: z.string().min(20, 'give each idiom a reason (what it means and why WordNet misses it)') }).strict(),
    ),
  })
  .strict();

/** Words an idiom holds whatever its use: the article, and the possessive that names whose ("hang up his gloves"). */
const SLOT_WORDS = new Set(['a', 'an', 'the', 'my', 'your', 'his', 'her', 'its', 'our', 'their', "one's", 'one’s']);

/**
 * An idiom's words as matched: the stems of their lemmas (winkNLP), without articles or possessives, so that "got
 * hitched", "tie the knot" and a pair of question terms "tie knot" are idioms of the table.
 */
export function idiomKey(phrase: string): string {
  const nlp = wink();
  const lemmas = nlp.readDoc(phrase.toLowerCase().replace(/_/g, ' ').replace(/\bone['’]s\b/gu, ' ')).tokens().out(nlp.its.lemma as unknown as typeof nlp.its.normal) as string[];
  return lemmas
    .filter((word) => !SLOT_WORDS.has(word) && /\p{L}/u.test(word))
    .map(porterStem)
    .join(' ');
}

let idioms: Map<string, string> | undefined;
const table = (): Map<string, string> =>
  (idioms ??= new Map(Object.entries(loadWordTable(FILE, verbIdiomSchema).idioms).map(([idiom, entry]) => [idiomKey(idiom), entry.means])));
let firstStems: Set<string> | undefined;

/**
 * Whether a word, as its lemma, may open an idiom of the table ("tie" for "tie the knot"): a cheap test before
 * `idiomMeaning` reads a phrase, for callers that try every word of a text.
 */
export function opensIdiom(lemma: string): boolean {
  firstStems ??= new Set([...table().keys()].map((key) => key.split(' ')[0]!));
  return firstStems.has(porterStem(lemma.toLowerCase()));
}

/**
 * The plain verb an idiom of several words means ("tie the knot" → marry), from prompts/heuristics/verb-idioms.json,
 * where each entry says why it is listed; undefined for any other phrase.
 */
export function idiomMeaning(phrase: string): string | undefined {
  const key = idiomKey(phrase);
  // One word is no idiom: "hitched" alone is not "get hitched".
  return key.includes(' ') ? table().get(key) : undefined;
}
