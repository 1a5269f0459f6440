import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLlmJudge } from '../../../src/judges/llm/llm-judge.js';
import { createTrueJudge } from '../../../src/judges/true-judge.js';
import { createOpenAIChatModel } from '../../../src/llm/openai-chat-model.js';
import { useFakeOpenAIServer } from '../../support/use-fake-openai-server.js';

const server = useFakeOpenAIServer();
beforeEach(() => server.reset());

const pair = { premise: 'Paris is the capital of France.', hypothesis: 'France has Paris as its capital.' };
const other = { premise: 'Paris is the capital of France.', hypothesis: 'Lyon is the capital of France.' };

describe('llm judge over HTTP', () => {
  const model = () => createOpenAIChatModel({ baseURL: server.baseURL, model: 'judge-model' });

  it('asks one constrained question per distinct pair and reads the labels', async () => {
    server.chat.setHandler((body) => (body.messages.at(-1)!.content.includes('Lyon') ? 'Contradicts.' : 'entails'));
    const verdicts = await createLlmJudge(model()).judge([pair, other, pair]);
    expect(verdicts.map((v) => v.label)).toEqual(['entail', 'contradict', 'entail']);
    const requests = server.requestsTo('/chat/completions');
    expect(requests).toHaveLength(2);
    expect(requests[0]!.body.temperature).toBe(0);
    expect(requests[0]!.body.messages[1].content).toContain('Hypothesis:\nFrance has Paris as its capital.');
  });

  it('repairs an unreadable reply by asking again', async () => {
    server.chat.enqueue('Well, it depends on what you mean.', 'neutral');
    const [verdict] = await createLlmJudge(model()).judge([pair]);
    expect(verdict).toMatchObject({ label: 'neutral', score: 0 });
    const requests = server.requestsTo('/chat/completions');
    expect(requests).toHaveLength(2);
    expect(requests[1]!.body.messages.at(-2)).toEqual({ role: 'assistant', content: 'Well, it depends on what you mean.' });
  });

  it('reports a pair as unparsed (label null) after the retries, never as a label', async () => {
    server.chat.setHandler(() => 'I would rather not say.');
    const [verdict] = await createLlmJudge(model(), { retries: 1 }).judge([pair]);
    expect(verdict!.label).toBeNull();
    expect(verdict!.note).toMatch(/unparsed after 2 attempts/);
    expect(server.requestsTo('/chat/completions')).toHaveLength(2);
  });
});

describe('true judge over HTTP', () => {
  const model = () => createOpenAIChatModel({ baseURL: server.baseURL, model: 't5_xxl_true_nli_mixture' });

  it('sends TRUE\'s input format to /completions and maps 1/0', async () => {
    server.completions.setHandler((body) => (String(body.prompt).includes('Lyon') ? '0' : '1'));
    const verdicts = await createTrueJudge(model()).judge([pair, other]);
    expect(verdicts).toEqual([
      { label: 'entail', score: 1 },
      { label: 'neutral', score: 0 },
    ]);
    const prompts = server.requestsTo('/completions').map((request) => request.body.prompt);
    expect(prompts).toContain('premise: Paris is the capital of France. hypothesis: France has Paris as its capital.');
  });

  it('retries an unreadable reply, then reports it unparsed', async () => {
    server.completions.setHandler(() => 'yes');
    const [verdict] = await createTrueJudge(model(), { retries: 1 }).judge([pair]);
    expect(verdict!.label).toBeNull();
    expect(verdict!.note).toContain('expected "1" or "0", got "yes"');
    expect(server.requestsTo('/completions')).toHaveLength(2);
  });

  it('accepts a good reply on the retry', async () => {
    server.completions.enqueue(' maybe', ' 1');
    const [verdict] = await createTrueJudge(model(), { retries: 1 }).judge([pair]);
    expect(verdict!.label).toBe('entail');
  });
});

describe('true judge probability score', () => {
  it('reports P("1") at the first token when asked, keeping the label from the reply', async () => {
    server.reset();
    server.completions.enqueue({
      text: '1',
      logprobs: [{ tokens: ['1'], token_logprobs: [Math.log(0.8)], top_logprobs: [{ '1': Math.log(0.8), '0': Math.log(0.2) }], text_offset: [0] }],
    });
    const model = createOpenAIChatModel({ baseURL: server.baseURL, model: 't5_xxl_true_nli_mixture' });
    const [verdict] = await createTrueJudge(model, { probabilityScore: true }).judge([pair]);
    expect(verdict!.label).toBe('entail');
    expect(verdict!.score).toBeCloseTo(0.8, 10);
    expect(server.requestsTo('/completions')[0]!.body.logprobs).toBe(5);
  });
});
