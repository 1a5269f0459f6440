import { taggedTokens } from '../../text/wink.js';

/**
 * "What did X die of?", "What did X suffer from?": a question ending in a verb and "of" or "from" asks for the
 * cause or source the preposition takes, not for anything else said with the verb.
 */
const ASKS_CAUSE = /^\s*what\s+(?:did|does|do|had|has|have)\b.*\b(\p{L}+)\s+(of|from)\s*[?.!]?\s*$/iu;
/** Prepositions that give a cause or source after a verb: "died of typhoid", "suffered from gout". */
const CAUSE_PREPOSITIONS = new Set(['of', 'from']);
/** Tokens the preposition may stand after the verb: "died suddenly of", "suffered badly from". */
const PREPOSITION_REACH = 2;

/** The lemma of the verb whose cause a question asks ("die"), or undefined. */
export function askedCauseVerb(question: string): string | undefined {
  const match = ASKS_CAUSE.exec(question);
  if (!match) return undefined;
  const { lemmas, pos } = taggedTokens(match[1]!);
  return pos[0] === 'VERB' ? lemmas[0]!.toLowerCase() : undefined;
}

/** Determiners that say whose a noun is, so that "of" after it can only give a cause: "his death of cholera". */
const POSSESSIVE_DETERMINERS = new Set(['his', 'her', 'their', 'its']);

/**
 * Whether a sentence uses the verb, or a noun made from it after a possessive determiner (`nounForms`: "until his
 * death in 1964" for "die"), without giving its cause: "Leopold died in Salzburg in May 1787" says where and when,
 * not of what. A sentence without either is left to the other checks (it may say the cause otherwise); "after
 * Emily's death" may be another's death, so a noun counts only after "his", "her", "their" or "its".
 */
export function usesVerbWithoutCause(sentence: string, verb: string, nounForms: ReadonlySet<string> = new Set()): boolean {
  const { normals, lemmas, pos } = taggedTokens(sentence);
  let uses = false;
  for (let i = 0; i < lemmas.length; i += 1) {
    const lemma = lemmas[i]!.toLowerCase();
    const usesVerb = pos[i] === 'VERB' && lemma === verb;
    const usesNoun = pos[i] === 'NOUN' && nounForms.has(lemma) && POSSESSIVE_DETERMINERS.has(normals[i - 1] ?? '');
    if (!usesVerb && !usesNoun) continue;
    uses = true;
    if (normals.slice(i + 1, i + 2 + PREPOSITION_REACH).some((word) => CAUSE_PREPOSITIONS.has(word))) return false;
    // Further on, set off by a comma or hedged by an adverb, the preposition still takes the verb's cause: "died in
    // London in February 1851, probably of a brain tumour" (not "the son of", whose "of" follows a noun).
    for (let j = i + 1; j < normals.length && normals[j] !== ';'; j += 1) {
      if (CAUSE_PREPOSITIONS.has(normals[j]!) && (normals[j - 1] === ',' || pos[j - 1] === 'ADV')) return false;
    }
    // A cause may come first in the clause: "he collapsed at his desk from a stroke and died two days later" (but
    // "from 1947 until his death" is a time).
    for (let j = i - 1; j >= 0 && normals[j] !== ',' && normals[j] !== ';'; j -= 1) if (normals[j] === 'from' && !/^\d/u.test(normals[j + 1] ?? '')) return false;
  }
  return uses;
}
