import { z } from 'zod';
import { loadWordTable } from '../../io/word-table.js';
import { singularForms } from '../../text/singular-forms.js';

const FILE = 'prompts/heuristics/property-cues.json';
/** The shape of property-cues.json: each cue word with the label words it asks for and why. */
export const propertyCueSchema = z
  .object({
    about: z.string(),
    cues: z.record(
      z.string().min(1),
      z.object({ targets: z.array(z.string().min(1)).min(1), reason: z.string().min(20, 'give each cue a reason (why the word asks for these label words)') }).strict(),
    ),
  })
  .strict();

let cues: Map<string, string[]> | undefined;

/**
 * The property-label words a question word asks for (empty when it asks for none), from the cue table in
 * prompts/heuristics/property-cues.json, where each entry says why that word asks for those labels.
 */
export function propertyCues(word: string): string[] {
  cues ??= new Map(Object.entries(loadWordTable(FILE, propertyCueSchema).cues).map(([cue, entry]) => [cue, entry.targets]));
  const key = word.toLowerCase();
  const listed = cues.get(key);
  if (listed) return listed;
  // A plural asks what its singular asks ("professions"), unless the singular is a label word itself ("works" is
  // matched by the label's own words, and the cue for "work" is only for "Where did X work?").
  for (const singular of singularForms(key)) {
    const targets = cues.get(singular);
    if (targets && !targets.includes(singular)) return targets;
  }
  return [];
}
