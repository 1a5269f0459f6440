import { CLAUSE_END } from '../../text/clause-end.js';
import { taggedTokens } from '../../text/wink.js';

/** Forms of "be" that make the participle after them passive: "his father was assassinated". */
const BE_FORMS = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being']);

/**
 * The verb a "Who <verb> …?" question asks the doer of: "Who assassinated Philip II?" → assassinate. Undefined for
 * "Who was …", "Who did X beat?" (the verb's object is asked) and "Whom …".
 */
export function askedDoerVerb(question: string): string | undefined {
  const { normals, pos, lemmas } = taggedTokens(question);
  if (normals[0] !== 'who' || pos[1] !== 'VERB') return undefined;
  return lemmas[1]!.toLowerCase();
}

/**
 * Whether a sentence uses the verb only without saying who did it: passive with no "by" ("when his father was
 * assassinated"), or a participle after a comma ("Agnes Grey, published in 1847 under the name Acton Bell"). A
 * sentence without the verb is left to the other checks; one that uses it with a subject before it ("Newby published
 * it") or "by" after it in its clause gives the doer.
 */
export function usesVerbWithoutDoer(sentence: string, verb: string): boolean {
  const { normals, lemmas, pos } = taggedTokens(sentence);
  let uses = false;
  for (let i = 0; i < lemmas.length; i += 1) {
    if (pos[i] !== 'VERB' || lemmas[i]!.toLowerCase() !== verb) continue;
    uses = true;
    for (let j = i + 1; j < normals.length && !CLAUSE_END.has(normals[j]!); j += 1) if (normals[j] === 'by') return false;
    let before = i - 1;
    while (before >= 0 && pos[before] === 'ADV') before -= 1;
    const passive = before >= 0 && BE_FORMS.has(normals[before]!);
    const participle = before < 0 || CLAUSE_END.has(normals[before]!);
    if (!passive && !participle) return false;
  }
  return uses;
}

/**
 * Whether a sentence opens with the person the question asks about doing the asked verb: "Leopold Mozart gave up
 * his composing …" says what he gave, not who gave him his lessons ("Who gave Leopold Mozart his lessons?"). `name`
 * is the person's name as the sentence writes it. A passive ("X was given lessons") says it was done to them.
 */
export function opensWithDoer(sentence: string, name: string, verb: string): boolean {
  if (!sentence.startsWith(name)) return false;
  const { lemmas, pos } = taggedTokens(sentence);
  let i = taggedTokens(name).lemmas.length;
  while (pos[i] === 'ADV') i += 1;
  return pos[i] === 'VERB' && lemmas[i]!.toLowerCase() === verb;
}
