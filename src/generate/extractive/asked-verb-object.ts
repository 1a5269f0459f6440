import { withoutTimeClauses } from '../../text/time-clauses.js';
import { taggedTokens } from '../../text/wink.js';
import { CLAUSE_END } from '../../text/clause-end.js';

/** Parts of speech that may open the object right after the verb: "ran a nail salon", "won two titles". */
const OBJECT_OPENERS = new Set(['DET', 'NUM']);
const NOUNS = new Set(['NOUN', 'PROPN']);
/** Words that may stand between the verb and its object's noun ("a small nail salon"). */
const OBJECT_REACH = 3;

/** What a "what/which <kind> … <verb>" question asks the object of, and the words it already says. */
export interface AskedVerbs {
  /** The asked verbs, as lemmas and as written ("found" reads as find, "founded" as found). */
  verbs: Set<string>;
  /** The question's lemmas: an object the question already says is no answer. */
  said: Set<string>;
  /** The question word follows a preposition ("In what role …"): only an "as" complement answers it. */
  afterPreposition: boolean;
}

/**
 * The verbs a "what/which <kind> … <verb>" question asks the object of: "What business did X run before she started
 * boxing?" → run (a time clause's verb is not asked).
 */
export function askedVerbs(question: string): AskedVerbs {
  const said = new Set(taggedTokens(question).lemmas.map((lemma) => lemma.toLowerCase()));
  const { normals, pos, lemmas } = taggedTokens(withoutTimeClauses(question));
  // "In what role did X …": a preposition before the question word asks no object of the verb, but may ask in what
  // role it was done.
  const afterPreposition = pos[0] === 'ADP';
  if (!/^(?:what|which)$/iu.test(normals[afterPreposition ? 1 : 0] ?? '')) return { verbs: new Set(), said, afterPreposition };
  // Both forms: the lemmatiser reads "found" as find, and "founded" as found.
  return { verbs: new Set(lemmas.flatMap((lemma, i) => (pos[i] === 'VERB' ? [lemma.toLowerCase(), normals[i]!] : []))), said, afterPreposition };
}

/**
 * Whether a sentence gives an object of one of the asked verbs that the question does not have: "she ran a nail
 * salon" answers "What business did she run?" though WordNet files a salon under no business. A place after a
 * preposition ("born in Copenhagen") is no object. "as" and a new noun in the verb's clause give the role it was
 * done in ("spent the rest of his life there as a court painter"), the only answer a question after a preposition
 * ("In what role …") takes.
 */
export function givesObjectOf(sentence: string, asked: AskedVerbs): boolean {
  if (asked.verbs.size === 0) return false;
  const { normals, pos, lemmas } = taggedTokens(sentence);
  for (let i = 0; i < lemmas.length; i += 1) {
    if (pos[i] !== 'VERB' || !(asked.verbs.has(lemmas[i]!.toLowerCase()) || asked.verbs.has(normals[i]!))) continue;
    // The object's noun phrase: an optional article or number, then adjectives and nouns ("a small nail salon").
    for (let j = i + 1; !asked.afterPreposition && j <= i + 1 + OBJECT_REACH && j < lemmas.length; j += 1) {
      if (NOUNS.has(pos[j]!)) {
        if (!asked.said.has(lemmas[j]!.toLowerCase())) return true;
        continue;
      }
      if (pos[j] === 'ADJ' || (OBJECT_OPENERS.has(pos[j]!) && j === i + 1)) continue;
      break;
    }
    // "spent the rest of his life there as a court painter": "as" and a noun in the verb's clause say in what role.
    for (let j = i + 1; j < lemmas.length && !CLAUSE_END.has(normals[j]!); j += 1) {
      if (normals[j] !== 'as') continue;
      let k = j + 1;
      while (k < lemmas.length && (pos[k] === 'DET' || pos[k] === 'ADJ')) k += 1;
      if (k < lemmas.length && NOUNS.has(pos[k]!) && !asked.said.has(lemmas[k]!.toLowerCase())) return true;
    }
  }
  return false;
}
