import type { ChatModel } from '../../core/chat-model.js';
import type { RatingJudge, RatingRequest, RatingVerdict } from '../../core/rating-judge.js';
import { askConstrained } from '../constrained-output.js';
import { fillTemplate, ratingPrompt } from '../judge-prompts.js';
import { parseRating } from './rating-parser.js';

/** A chat model asked for one integer rating; unreadable samples are retried, then left out (never guessed). */
export function createLlmRatingJudge(model: ChatModel, options: { retries?: number } = {}): RatingJudge {
  const rateOne = async (request: RatingRequest): Promise<RatingVerdict> => {
    const samples = request.samples ?? 1;
    const outcome = await askConstrained(model, {
      messages: [
        { role: 'system', content: `${request.instruction}\n\n${fillTemplate(ratingPrompt().reply_instruction, { max: request.max })}` },
        { role: 'user', content: request.input },
      ],
      parse: (reply) => parseRating(reply, request.max),
      n: samples,
      temperature: request.temperature ?? (samples > 1 ? 1 : 0),
      maxTokens: 5,
      retries: options.retries ?? 2,
    });
    const values = outcome.values;
    return values.length === 0
      ? { value: null, samples: [], note: 'no readable rating from the model' }
      : { value: values.reduce((a, b) => a + b, 0) / values.length, samples: values };
  };
  return { name: model.id, rate: (requests) => Promise.all(requests.map(rateOne)) };
}
