import type { ChatMessage, ChatModel } from '../../../src/core/chat-model.js';
import { askConstrained } from '../../../src/judges/constrained-output.js';
import { parseRating } from '../../../src/judges/rating/rating-parser.js';
import { TEXT_QUALITY_DIMENSIONS, type TextQualityDimension, type TextQualityPrompts } from './geval-prompts.js';

export interface TextQualityInput {
  question: string;
  /** The knowledge shown to the rater (consistency is judged against it). */
  knowledge: string;
  /** The answer with its citations removed. */
  answer: string;
}

export interface TextQualityOptions {
  prompts: TextQualityPrompts;
  /** Samples per answer and dimension, averaged (G-Eval); 1 = KaLMA's single greedy rating. */
  samples?: number;
  /** Default 0 for one sample, 1 when sampling several. */
  temperature?: number;
  retries?: number;
}

/** Per answer and dimension: the mean of the readable samples, or null when none was readable. */
export type TextQualityScores = Record<TextQualityDimension, number | null>;

export interface TextQualityResult {
  perItem: TextQualityScores[];
  /** Ratings (answer × dimension) left null because no sample was readable after repair. */
  unparsed: Record<TextQualityDimension, number>;
}

function messages(prompt: string, input: TextQualityInput): ChatMessage[] {
  return [
    { role: 'system', content: `${prompt}\n\nReply with one integer from 1 to 5 and nothing else.` },
    { role: 'user', content: `Question: ${input.question}\nKnowledge: ${input.knowledge}\nAnswer: ${input.answer}` },
  ];
}

/** G-Eval-style 1–5 ratings of coherence, consistency, fluency and relevance through a chat model. */
export async function scoreTextQuality(
  inputs: readonly TextQualityInput[],
  model: ChatModel,
  options: TextQualityOptions,
): Promise<TextQualityResult> {
  const samples = options.samples ?? 1;
  const temperature = options.temperature ?? (samples > 1 ? 1 : 0);
  const unparsed = Object.fromEntries(TEXT_QUALITY_DIMENSIONS.map((d) => [d, 0])) as Record<TextQualityDimension, number>;
  const perItem = await Promise.all(
    inputs.map(async (input) => {
      const entries = await Promise.all(
        TEXT_QUALITY_DIMENSIONS.map(async (dimension) => {
          const outcome = await askConstrained(model, {
            messages: messages(options.prompts[dimension], input),
            parse: (reply) => parseRating(reply),
            n: samples,
            temperature,
            maxTokens: 5,
            retries: options.retries ?? 2,
          });
          if (outcome.values.length === 0) {
            unparsed[dimension] += 1;
            return [dimension, null] as const;
          }
          return [dimension, outcome.values.reduce((a, b) => a + b, 0) / outcome.values.length] as const;
        }),
      );
      return Object.fromEntries(entries) as TextQualityScores;
    }),
  );
  return { perItem, unparsed };
}
