import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { porterStem } from '../../text/porter-stemmer.js';
import { compoundHead } from './compound-head.js';

/**
 * Hypernym steps two kinds may be apart and still be "the same kind of thing": a book is a work (one step), an
 * alma mater a school (one), a pen name a pseudonym (one); a hospital is a building and an institution, never a
 * place, however far up.
 */
const KIND_STEPS = 2;

const wordsOf = (text: string): string[] => text.toLowerCase().replace(/_/g, ' ').match(/\p{L}+/gu) ?? [];

/**
 * Steps a value WordNet knows may be below the kind: "tuberculosis" is three below illness, "leukemia" six (a cancer,
 * a malignant tumour, a tumour, a growth, a disease).
 */
const VALUE_STEPS = 6;

const singular = (term: string): string[] => (term.endsWith('s') && term.length > 3 ? [term, term.slice(0, -1)] : [term]);

/**
 * The label's terms before any "of": a pair WordNet knows as one noun stands for itself and not its words ("given
 * name" is no "name" of every kind); other words stand alone ("military branch").
 */
async function labelTerms(label: string, lexicon: Lexicon): Promise<string[]> {
  // "field of work" holds a field, "place of birth" a place: what follows "of" is what the value is of.
  const all = wordsOf(label);
  const words = all.includes('of') && all.indexOf('of') > 0 ? all.slice(0, all.indexOf('of')) : all;
  const terms: string[] = [];
  const inPair = new Set<number>();
  for (let i = 0; i + 1 < words.length; i += 1) {
    const pair = `${words[i]} ${words[i + 1]}`;
    if ((await lexicon.kindsOf(pair, { depth: 0 })).length === 0) continue;
    terms.push(pair);
    inPair.add(i).add(i + 1);
  }
  words.forEach((word, i) => {
    if (!inPair.has(i)) terms.push(word);
  });
  return terms.flatMap(singular);
}

/**
 * Whether a KG fact can be the kind of thing the question asks for ("In which hospital …" asks a hospital): a word
 * of the property label is the kind, a WordNet synonym or derivation of it, one of its close hypernyms ("notable
 * works" for a book) or a close hyponym of it; or the value itself says the kind ("2000 Summer Olympics" for
 * "which Olympic Games", "Boston Pops Orchestra" for "which orchestra") or is one in WordNet ("tuberculosis" for
 * "what illness"). `labelOnly`: by the label alone — a value naming the kind may hold it under another relation
 * ("University of London" as employer for "Which university did X study at?"). "place of birth" is no hospital, so the
 * birthplace does not answer where in a hospital someone was born.
 */
export async function kindFits(kind: string, property: string, value: string, lexicon: Lexicon, options: { labelOnly?: boolean } = {}): Promise<boolean> {
  if (!options.labelOnly) {
    const valueStems = new Set(wordsOf(value).map(porterStem));
    if (wordsOf(kind).some((word) => valueStems.has(porterStem(word)))) return true;
    if ((await lexicon.kindsOf(value, { depth: VALUE_STEPS })).some((sense) => sense.has(kind))) return true;
  }
  const near = new Set<string>(await lexicon.related(kind, 'n'));
  // The kind's first sense only: "sport" is an occupation only in a sense no question means.
  // A compound kind is a kind of its head: a novel is a "literary work", so a work ("notable works").
  for (const word of (await lexicon.kindsOf(kind, { depth: KIND_STEPS, senses: 1 }))[0] ?? []) {
    near.add(word);
    const head = compoundHead(word);
    if (head) near.add(head);
  }
  for (const term of await labelTerms(property, lexicon)) {
    if (near.has(term)) return true;
    const above = await lexicon.kindsOf(term, { depth: KIND_STEPS });
    if (above.some((sense) => sense.has(kind))) return true;
  }
  return false;
}
