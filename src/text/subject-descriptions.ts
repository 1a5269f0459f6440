/**
 * "Michael Collins, the Irish revolutionary, …": a description after a name says whom the question is about, not
 * what it asks. The pattern: a capitalised word, a comma, "the/a/an …" or a name's possessive of up to three words
 * ("Salai, Leonardo's assistant, …", "Charles Adams, John Adams's son, …") without a question word, then a comma or
 * the end of the question.
 */
const DESCRIPTION = /(\p{Lu}[\p{L}\p{M}'’.-]*)\s*,\s+(?:the|a|an|(?:\p{Lu}[\p{L}\p{M}-]*\s+){0,2}\p{Lu}[\p{L}\p{M}-]*['’]s)\s+((?:(?!\b(?:who|whom|whose|what|which|when|where|why|how)\b)[^,?])*?)\s*(,|(?=\?)|$)/gu;

/** The descriptions of the question's subjects, in order ("the Irish revolutionary"). */
export function subjectDescriptions(question: string): string[] {
  return [...question.matchAll(DESCRIPTION)].map((match) => match[0].slice(match[1]!.length).replace(/^\s*,\s*/, '').replace(/\s*,?\s*$/, ''));
}

/** Words that end the noun phrase a description opens with: "the piece the guitarist made famous", "the town where …". */
const PHRASE_END = /^(?:the|a|an|of|in|at|on|to|for|from|with|by|and|or|that|who|whom|whose|which|where|when|he|she|they|it|his|her|their|its)$/iu;

/**
 * Each name a description after it describes (its last word, as the question writes it), with the head of the
 * description's opening noun phrase: "Cavatina, the piece the guitarist made famous" → Cavatina, "piece".
 */
export function describedNames(question: string): { name: string; head: string }[] {
  return [...question.matchAll(DESCRIPTION)].flatMap((match) => {
    const words = match[2]!.split(/\s+/).filter(Boolean);
    const end = words.findIndex((word) => PHRASE_END.test(word));
    const head = (end < 0 ? words : words.slice(0, end)).at(-1);
    return head ? [{ name: match[1]!, head: head.toLowerCase() }] : [];
  });
}

/** The question without them: "Where was Michael Collins interned after the Easter Rising?" */
export function withoutSubjectDescriptions(question: string): string {
  return question.replace(DESCRIPTION, (_match, name: string, _description: string, end: string) => (end === ',' ? `${name} ` : name)).replace(/\s{2,}/g, ' ');
}

/**
 * "the film composer John Williams": one to three lower-case words between an article and a name, after up to three
 * capitalised words of origin or work ("the Australian classical guitarist John Williams", "the Star Wars composer
 * John Williams"), may describe whom the question is about. Function words ("the father of Isaac Newton") make the words a relation asked about; the
 * caller decides by the head (`head`, the last word) whether they describe a person ("composer") or name a thing
 * asked for ("the speech Nehru gave").
 */
const BEFORE_NAME = /\b(?:the|a|an)\s+((?:(?:\p{Lu}\p{Ll}+\s+){1,3}(?=\p{Ll}))?(?:(?!(?:of|in|at|on|to|for|from|with|by|and|or|under|after|before|who|whom|whose|what|which|when|where|why|how)\b)\p{Ll}[\p{Ll}'’-]*\s+){1,3})(?=\p{Lu})/gu;

/** The candidate descriptions written before a name, each with its head word. */
export function descriptionsBeforeNames(question: string): { text: string; head: string }[] {
  return [...question.matchAll(BEFORE_NAME)].map((match) => {
    const words = match[1]!.trim().split(/\s+/);
    return { text: match[0].trim(), head: words[words.length - 1]! };
  });
}

/** The question without the given descriptions written before names ("the mother of John Williams"). */
export function withoutDescriptionsBeforeNames(question: string, descriptions: readonly string[]): string {
  const chosen = new Set(descriptions);
  return question.replace(BEFORE_NAME, (found) => (chosen.has(found.trim()) ? '' : found)).replace(/\s{2,}/g, ' ');
}
