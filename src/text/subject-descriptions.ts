/**
 * "Michael Collins, the Irish revolutionary, …": a description after a name says whom the question is about, not
 * what it asks. The pattern: a capitalised word, a comma, "the/a/an …" without a question word, then a comma or
 * the end of the question.
 */
const DESCRIPTION = /(\p{Lu}[\p{L}\p{M}'’.-]*)\s*,\s+(?:the|a|an)\s+((?:(?!\b(?:who|whom|whose|what|which|when|where|why|how)\b)[^,?])*?)\s*(,|(?=\?)|$)/gu;

/** The descriptions of the question's subjects, in order ("the Irish revolutionary"). */
export function subjectDescriptions(question: string): string[] {
  return [...question.matchAll(DESCRIPTION)].map((match) => match[0].slice(match[1]!.length).replace(/^\s*,\s*/, '').replace(/\s*,?\s*$/, ''));
}

/** The question without them: "Where was Michael Collins interned after the Easter Rising?" */
export function withoutSubjectDescriptions(question: string): string {
  return question.replace(DESCRIPTION, (_match, name: string, _description: string, end: string) => (end === ',' ? `${name} ` : name)).replace(/\s{2,}/g, ' ');
}
