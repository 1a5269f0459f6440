/**
 * A command that asks for one thing ("Name the pianist who …", "Give the year X was elected …", "List the
 * children of X") is a what-question in another form, and is read as one: "What is the pianist who …?". A request
 * for everything about someone ("Tell me about X", "Describe X") is not rewritten: it asks for no one thing.
 */
const COMMAND = /^\s*(?:please\s+)?(?:name|give|list|state|identify)\s+(?:me\s+)?(?=(?:the|a|an|all|each|every)\b)/iu;

/** The question a command stands for, or the text as it is when it is no such command. */
export function commandAsQuestion(text: string): string {
  const found = COMMAND.exec(text);
  if (!found) return text;
  const rest = text.slice(found[0].length).trim().replace(/[.!?]*$/u, '');
  return `What is ${rest}?`;
}
