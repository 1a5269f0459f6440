import { z } from 'zod';
import type { RatingJudge } from '../../../src/core/rating-judge.js';
import { fillTemplate, loadPromptFile } from '../../../src/io/prompt-file.js';

const schema = z.object({ source: z.string().min(1), instruction: z.string().min(1), input: z.string().min(1) }).strict();
const prompt = () => loadPromptFile('prompts/kalma/na-answers-question.json', schema);

/** 1 = does not answer the question at all, 2 = answers it at least in part (the prompt file's scale). */
const SCALE_MAX = 2;

export interface NaSentenceOfQuestion {
  question: string;
  /** The [NA] sentence, citations stripped. */
  sentence: string;
}

/**
 * The KaLMA paper's [NA] precision edge case (§4.5): an [NA] sentence that does not answer the question at all is
 * counted as correct, since flagging it for verification is right. The paper gives no procedure for deciding it, so
 * a rating judge is asked per sentence on a two-point scale. True = does not answer the question; null = the judge
 * gave no readable reply (the rule is then not applied to that sentence — never guessed). With several samples the
 * majority decides.
 */
export async function doesNotAnswerQuestion(sentences: readonly NaSentenceOfQuestion[], judge: RatingJudge): Promise<(boolean | null)[]> {
  if (sentences.length === 0) return [];
  const { instruction, input } = prompt();
  const verdicts = await judge.rate(
    sentences.map(({ question, sentence }) => ({ instruction, input: fillTemplate(input, { question, sentence }), max: SCALE_MAX })),
  );
  return verdicts.map((verdict) => (verdict.value === null ? null : verdict.value < (1 + SCALE_MAX) / 2));
}
