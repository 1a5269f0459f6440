import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadKalmaGevalPrompts } from '../../../../eval/metrics/geval/geval-prompts.js';
import { parseRating } from '../../../../src/judges/rating/rating-parser.js';
import { scoreTextQuality } from '../../../../eval/metrics/geval/text-quality.js';
import { createLlmRatingJudge } from '../../../../src/judges/rating/llm-rating-judge.js';
import { createOpenAIChatModel } from '../../../../src/llm/openai-chat-model.js';
import { useFakeOpenAIServer } from '../../../support/use-fake-openai-server.js';
import { sharedData } from '../../../support/shared-data.js';

describe('parseRating', () => {
  it.each([
    ['4', 4],
    [' 5.', 5],
    ['Score: 3', 3],
    ['4/5', 4],
    ['I would give it 2 out of 5.', 2],
    ['The answer is coherent. Rating: 4', 4],
  ])('reads %j as %d', (reply, value) => {
    expect(parseRating(reply)).toEqual({ ok: true, value });
  });

  it.each([[''], ['7'], ['0'], ['Between 3 and 4'], ['excellent']])('refuses %j instead of defaulting to 3', (reply) => {
    expect(parseRating(reply).ok).toBe(false);
  });
});

describe("KaLMA's G-Eval prompts", () => {
  it('loads the four prompts at run time, in the order coherence, consistency, fluency, relevance', async () => {
    const prompts = await loadKalmaGevalPrompts(sharedData('biokalma', 'prompts', 'gpteval_prompt.json'));
    expect(prompts.coherence).toMatch(/Coherence \(1-5\)/);
    expect(prompts.consistency).toMatch(/Consistency \(1-5\)/);
    expect(prompts.fluency).toMatch(/Fluency \(1-5\)/);
    expect(prompts.relevance).toMatch(/Relevance \(1-5\)/);
  });

  it('rejects a file of the wrong shape with a typed error', async () => {
    await expect(loadKalmaGevalPrompts(sharedData('golden', 'kalma_golden_cases.json'))).rejects.toThrow(/array of 4 prompts/);
  });
});

describe('text quality over HTTP', () => {
  const server = useFakeOpenAIServer();

  it('asks for n samples per dimension, averages them, and repairs an unreadable round', async () => {
    const prompts = await loadKalmaGevalPrompts(sharedData('biokalma', 'prompts', 'gpteval_prompt.json'));
    server.chat.setHandler((body) => {
      const system = body.messages[0]!.content;
      if (system.includes('Fluency')) {
        // First round unreadable, the repair round readable.
        return body.messages.length > 2 ? { texts: ['5', '4', '5'] } : { texts: ['fluent', 'very fluent', 'nice'] };
      }
      return { texts: ['3', '4', 'n/a'] };
    });
    const model = createOpenAIChatModel({ baseURL: server.baseURL, model: 'rater' });
    const result = await scoreTextQuality([{ question: 'Q?', knowledge: 'K', answer: 'A.' }], createLlmRatingJudge(model), { prompts, samples: 3 });
    expect(result.perItem[0]!.coherence).toBe(3.5);
    expect(result.perItem[0]!.fluency).toBeCloseTo(14 / 3, 10);
    expect(result.unparsed).toEqual({ coherence: 0, consistency: 0, fluency: 0, relevance: 0 });
    const requests = server.requestsTo('/chat/completions');
    expect(requests.every((request) => request.body.n === 3)).toBe(true);
    expect(requests[0]!.body.messages[0].content).toContain('Evaluation Criteria');
    expect(requests).toHaveLength(5);
  });
});
