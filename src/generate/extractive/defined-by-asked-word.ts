import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { taggedTokens } from '../../text/wink.js';
import { appositions } from '../../text/appositions.js';
import { contentKeys } from './passage-relevance.js';

/**
 * A word is read in all its senses, for a rarer one is often where a plainer verb defines it ("correspond" →
 * exchange messages is its third of four), but only a word of few senses: a common verb has a sense for nearly
 * anything ("run" → flee, among 41).
 */
const MAX_SENSES = 4;

/**
 * The verb a gloss defines by, as content keys: its first word ("exchange messages" → exchange), and the first word
 * of each alternative it opens with ("lock up or confine, in or as in a jail" → lock, confine). The rest of a gloss
 * says how, and would match far too much.
 */
function genusKeys(gloss: string): string[] {
  const opening = gloss.split(',')[0]!;
  return opening.split(/\s+or\s+/).flatMap((alternative) => [...contentKeys(alternative.trim().split(/\s+/)[0] ?? '')]);
}

/**
 * Whether a noun is the verb with an ending ("imprisonment" of imprison, "correspondence" of correspond): WordNet's
 * derivations also link a noun to verbs of other senses ("court" → to court) and, two steps on, to other words.
 */
function nounOfVerb(noun: string, verb: string): boolean {
  return noun.length > verb.length && noun.startsWith(verb.replace(/e$/, ''));
}

/**
 * Whether a sentence says a word of the question in other words: a verb of the sentence, or a noun made from one, is
 * defined in WordNet by that word. "She corresponded with Galileo" says "exchange letters" (correspond: "exchange
 * messages"), "during his imprisonment" says "locked up" (imprison: "lock up or confine"). `askedKeys` are the
 * question's own content keys (`contentKeys`); the question's tagging is not trusted to find its verbs ("exchange" in
 * "did Artemisia exchange letters" reads as a noun).
 */
export async function definedByAskedWord(sentence: string, askedKeys: ReadonlySet<string>, lexicon: Lexicon): Promise<boolean> {
  if (askedKeys.size === 0) return false;
  const { pos, lemmas, normals } = taggedTokens(sentence);
  // A noun in an apposition describes someone ("married Frédéric Joliot, a young assistant at the institute,"): what
  // it is made from is not what the sentence says was done.
  const described = appositions(normals);
  for (const [i, lemma] of lemmas.entries()) {
    if (!/^\p{Ll}+$/u.test(lemma)) continue;
    if (pos[i] === 'NOUN' && described.some(([open, close]) => i > open && i < close)) continue;
    const verbs =
      pos[i] === 'VERB' ? [lemma] : pos[i] === 'NOUN' ? [...(await lexicon.related(lemma, 'n', { derivationsOnly: true }))].filter((verb) => nounOfVerb(lemma, verb)) : [];
    for (const verb of verbs) {
      const glosses = await lexicon.definitions(verb, 'v');
      if (glosses.length > MAX_SENSES) continue;
      for (const gloss of glosses) if (genusKeys(gloss).some((key) => askedKeys.has(key))) return true;
    }
  }
  return false;
}
