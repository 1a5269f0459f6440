/**
 * The head of a WordNet compound noun, what the compound is a kind of: "mental illness" → illness, "literary work"
 * → work. Undefined for a single word, and for a phrase with a preposition, whose head comes first ("father of the
 * church" is a father).
 */
export function compoundHead(compound: string): string | undefined {
  const words = compound.trim().split(/\s+/);
  if (words.length < 2 || words.some((word) => PREPOSITIONS.has(word))) return undefined;
  return words.at(-1);
}

const PREPOSITIONS = new Set(['of', 'in', 'for', 'to', 'on', 'at', 'by', 'from', 'with']);
