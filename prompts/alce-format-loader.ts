import { join } from 'node:path';
import { z } from 'zod';
import { projectPath } from '../src/core/project-root.js';
import { readJsonInput } from '../src/io/json-input.js';

/** The project's own ALCE-format prompt files (written for CiteQA; same schema as ALCE's prompts/). */
export const CITEQA_ALCE_PROMPT_DIR = projectPath('prompts/alce');

const docSchema = z
  .object({
    title: z.string(),
    text: z.string(),
    summary: z.string().optional(),
    extraction: z.string().optional(),
  })
  .passthrough();

const demoSchema = z
  .object({
    question: z.string(),
    /** A string, or for interactive prompts the list of actions (`Check: …`, `Output: …`, `End`). */
    answer: z.union([z.string(), z.array(z.string())]),
    docs: z.array(docSchema).default([]),
  })
  .passthrough();

export const alcePromptFileSchema = z
  .object({
    instruction: z.string(),
    demo_sep: z.string(),
    demo_prompt: z.string(),
    doc_prompt: z.string(),
    demos: z.array(demoSchema),
  })
  .passthrough();

export type AlcePromptFile = z.infer<typeof alcePromptFileSchema>;
export type AlceDoc = z.infer<typeof docSchema>;
export type AlceDemo = z.infer<typeof demoSchema>;

/** Reads and validates an ALCE-format prompt file; a bad file fails with its path and the first problem. */
export async function loadAlcePromptFile(path: string): Promise<AlcePromptFile> {
  return readJsonInput(path, alcePromptFileSchema, 'not an ALCE-format prompt file');
}

/** Which prompt file of a set a strategy uses; file names follow ALCE: `<dataset>_<kind>.json`. */
export type AlcePromptKind = 'default' | 'closedbook' | 'interact_doc_id' | 'interact_search' | 'sum_or_ext' | 'light_inst';

export function alcePromptPath(dir: string, dataset: string, kind: AlcePromptKind): string {
  return join(dir, `${dataset}_${kind}.json`);
}
