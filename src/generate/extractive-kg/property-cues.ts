import { z } from 'zod';
import { loadWordTable, mergeWordBlocks } from '../../io/word-table.js';

const FILE = 'prompts/heuristics/property-cues.json';
const schema = z
  .object({
    about: z.string(),
    groups: z.array(z.object({ source: z.string().min(1), cues: z.record(z.string().min(1), z.array(z.string().min(1))) }).strict()),
  })
  .strict();

let cues: Map<string, string[]> | undefined;

/**
 * The property-label words a question word asks for (empty when it asks for none), from the cue table in
 * prompts/heuristics/property-cues.json, where each block says where its words came from.
 */
export function propertyCues(word: string): string[] {
  cues ??= mergeWordBlocks(FILE, loadWordTable(FILE, schema).groups.map((group) => group.cues));
  return cues.get(word.toLowerCase()) ?? [];
}
