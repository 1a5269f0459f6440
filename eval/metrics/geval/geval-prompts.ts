import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { InputError } from '../../../src/core/errors.js';

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

/** CiteQA's own wording of the four criteria, for when the reference prompts are not wanted or not available. */
export const CITEQA_TEXT_QUALITY_PROMPTS: TextQualityPrompts = {
  coherence:
    'Rate how well the answer is organised, from 1 (a jumble of loosely related statements) to 5 (each sentence ' +
    'builds on the previous ones into a clear account of the topic). Judge structure only, not correctness.',
  consistency:
    'Rate how consistent the answer is with the knowledge given, from 1 (it contradicts the knowledge or itself) ' +
    'to 5 (every statement agrees with the knowledge and with the rest of the answer).',
  fluency:
    'Rate the language of the answer, from 1 (hard to read: broken grammar, wrong words) to 5 (natural, ' +
    'grammatical and easy to read). Judge the writing only.',
  relevance:
    'Rate how relevant the answer is to the question, from 1 (mostly off the question) to 5 (it answers the ' +
    'question directly and everything in it serves that purpose).',
};
