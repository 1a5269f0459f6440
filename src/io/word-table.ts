import { z } from 'zod';
import { InputError } from '../core/errors.js';
import { loadPromptFile } from './prompt-file.js';

/** A block of a word table: the words (or word → targets map) and where they came from. */
const source = z.string().min(1);
export const wordListSchema = z.object({ source, words: z.array(z.string().min(1)) }).strict();
export const wordMapSchema = <T extends z.ZodTypeAny>(target: T) => z.object({ source, words: z.record(z.string().min(1), target) }).strict();

/**
 * Merges the blocks of a word table into one map, refusing a word listed in two blocks: each word has one
 * provenance, so a reader can tell which question or paper a heuristic entry came from.
 */
export function mergeWordBlocks<T>(file: string, blocks: readonly Record<string, T>[]): Map<string, T> {
  const merged = new Map<string, T>();
  for (const block of blocks) {
    for (const [word, value] of Object.entries(block)) {
      if (merged.has(word)) throw new InputError(file, `"${word}" is listed in two blocks; give each word one source`);
      merged.set(word, value);
    }
  }
  return merged;
}

export { loadPromptFile as loadWordTable };
