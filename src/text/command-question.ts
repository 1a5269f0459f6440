/**
 * A command that asks for one thing ("Name the pianist who …", "Give the year X was elected …", "List the
 * children of X") is a what-question in another form, and is read as one: "What is the pianist who …?". A request
 * for everything about someone ("Tell me about X", "Describe X") is not rewritten: it asks for no one thing. A
 * request to be told ("Tell me where X was born", "I'd like to know the year …") is the question it wraps.
 */
const COMMAND = /^\s*(?:please\s+)?(?:name|give|list|state|identify)\s+(?:me\s+)?(?=(?:the|a|an|all|each|every)\b)/iu;

/**
 * A request to be told something ("Tell me the year …", "I'd like to know when …", "Can you tell me where …"): with
 * "the/a/an" after it, it asks for one thing, as a command does; with a question word, it wraps the question.
 */
const TELL = /^\s*(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?tell\s+me|tell\s+me|i(?:['’]d|\s+would)\s+like\s+to\s+know|i\s+want\s+to\s+know|i\s+wonder|do\s+you\s+know)\s+(?=(?:the|a|an|who|whom|whose|what|which|when|where|why|how)\b)/iu;
const QUESTION_WORD_FIRST = /^(?:who|whom|whose|what|which|when|where|why|how)\b/iu;

/** The question a command stands for, or the text as it is when it is no such command. */
export function commandAsQuestion(text: string): string {
  const lead = TELL.exec(text) ?? COMMAND.exec(text);
  if (!lead) return text;
  const rest = text.slice(lead[0].length).trim().replace(/[.!?]*$/u, '');
  // "when Jane Austen's sister died" (only a request to be told leaves a question word here): the question's own
  // words, in the order the request gives them.
  if (QUESTION_WORD_FIRST.test(rest)) return `${rest[0]!.toUpperCase()}${rest.slice(1)}?`;
  return `What is ${rest}?`;
}
