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

/**
 * Whether a sentence uses the verb without giving its cause: "Leopold died in Salzburg in May 1787" says where and
 * when, not of what. A sentence without the verb is left to the other checks (it may say the cause otherwise).
 */
export function usesVerbWithoutCause(sentence: string, verb: string): boolean {
  const { normals, lemmas, pos } = taggedTokens(sentence);
  let uses = false;
  for (let i = 0; i < lemmas.length; i += 1) {
    if (pos[i] !== 'VERB' || lemmas[i]!.toLowerCase() !== verb) continue;
    uses = true;
    if (normals.slice(i + 1, i + 2 + PREPOSITION_REACH).some((word) => CAUSE_PREPOSITIONS.has(word))) return false;
  }
  return uses;
}
