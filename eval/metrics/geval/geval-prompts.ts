import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { InputError } from '../../../src/core/errors.js';
import { fillTemplate, loadPromptFile } from '../../../src/io/prompt-file.js';

export const TEXT_QUALITY_DIMENSIONS = ['coherence', 'consistency', 'fluency', 'relevance'] as const;
export type TextQualityDimension = (typeof TEXT_QUALITY_DIMENSIONS)[number];
export type TextQualityPrompts = Record<TextQualityDimension, string>;

/**
 * KaLMA's four G-Eval prompts (prompt/gpteval_prompt.json: a JSON array in the order coherence, consistency,
 * fluency, relevance), loaded at run time from the data folder so that reproduction uses them verbatim.
 */
export async function loadKalmaGevalPrompts(file: string): Promise<TextQualityPrompts> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new InputError(file, `cannot read KaLMA G-Eval prompts (${(error as Error).message})`);
  }
  const parsed = z.array(z.string().min(1)).length(4).safeParse(raw);
  if (!parsed.success) throw new InputError(file, 'expected a JSON array of 4 prompts (coherence, consistency, fluency, relevance)');
  const [coherence, consistency, fluency, relevance] = parsed.data as [string, string, string, string];
  return { coherence, consistency, fluency, relevance };
}

const citeqaGevalSchema = z
  .object({
    source: z.string().min(1),
    input: z.string().min(1),
    criteria: z.object({ coherence: z.string().min(1), consistency: z.string().min(1), fluency: z.string().min(1), relevance: z.string().min(1) }).strict(),
  })
  .strict();

const citeqaGeval = () => loadPromptFile('prompts/geval/citeqa.json', citeqaGevalSchema);

/** CiteQA's own wording of the four criteria (prompts/geval/citeqa.json), for when the reference prompts are not wanted or not available. */
export const CITEQA_TEXT_QUALITY_PROMPTS: TextQualityPrompts = citeqaGeval().criteria;

/** What the rater is shown of one answer (prompts/geval/citeqa.json `input`). */
export function textQualityInput(values: { question: string; knowledge: string; answer: string }): string {
  return fillTemplate(citeqaGeval().input, values);
}
