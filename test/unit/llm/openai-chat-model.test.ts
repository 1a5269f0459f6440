import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAIChatModel } from '../../../src/llm/openai-chat-model.js';
import { ModelApiError, ModelConnectionError, ModelResponseError } from '../../../src/llm/model-errors.js';
import { startFakeOpenAIServer } from '../../support/fake-openai-server.js';
import { useFakeOpenAIServer } from '../../support/use-fake-openai-server.js';

describe('OpenAI-compatible chat model over HTTP', () => {
  const server = useFakeOpenAIServer();
  beforeEach(() => server.reset());

  const model = () => createOpenAIChatModel({ baseURL: server.baseURL, model: 'fake-model', apiKey: 'sk-test' });

  it('sends the messages and every sampling parameter in the request body', async () => {
    await model().complete({
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Who wrote Hamlet?' },
      ],
      n: 3,
      temperature: 0.7,
      topP: 0.9,
      stop: ['\n\n'],
      seed: 42,
      maxTokens: 64,
      logprobs: 2,
    });
    const [request] = server.requestsTo('/chat/completions');
    expect(request!.body).toEqual({
      model: 'fake-model',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Who wrote Hamlet?' },
      ],
      n: 3,
      temperature: 0.7,
      top_p: 0.9,
      stop: ['\n\n'],
      seed: 42,
      max_tokens: 64,
      logprobs: true,
      top_logprobs: 2,
    });
    expect(request!.headers.authorization).toBe('Bearer sk-test');
  });

  it('omits parameters the caller did not set', async () => {
    await model().complete({ messages: [{ role: 'user', content: 'x' }] });
    expect(Object.keys(server.requests[0]!.body).sort()).toEqual(['messages', 'model']);
  });

  it('returns n samples in choice order with their finish reasons and usage', async () => {
    server.chat.enqueue({ texts: ['one', 'two', 'three'], finishReason: 'length', usage: { prompt_tokens: 11, completion_tokens: 7 } });
    const response = await model().complete({ messages: [{ role: 'user', content: 'x' }], n: 3 });
    expect(response.texts).toEqual(['one', 'two', 'three']);
    expect(response.finishReasons).toEqual(['length', 'length', 'length']);
    expect(response.usage).toEqual({ promptTokens: 11, completionTokens: 7 });
    expect(response.cached).toBe(false);
    expect(response.model).toBe('fake-model');
    expect(response.logprobs).toBeUndefined();
  });

  it('parses token logprobs and their alternatives per sample', async () => {
    server.chat.enqueue({
      texts: ['Paris', 'Lyon'],
      logprobs: [
        [{ token: 'Paris', logprob: -0.1, top_logprobs: [{ token: 'Paris', logprob: -0.1 }, { token: 'Lyon', logprob: -2.5 }] }],
        [{ token: 'Lyon', logprob: -2.5, top_logprobs: [{ token: 'Lyon', logprob: -2.5 }] }],
      ],
    });
    const response = await model().complete({ messages: [{ role: 'user', content: 'capital?' }], n: 2, logprobs: 2 });
    expect(response.logprobs).toEqual([
      [{ token: 'Paris', logprob: -0.1, top: [{ token: 'Paris', logprob: -0.1 }, { token: 'Lyon', logprob: -2.5 }] }],
      [{ token: 'Lyon', logprob: -2.5, top: [{ token: 'Lyon', logprob: -2.5 }] }],
    ]);
  });

  it('scores text with /completions echo + logprobs', async () => {
    server.completions.enqueue({
      text: '',
      logprobs: [
        {
          tokens: ['The', ' sky', ' is', ' blue'],
          token_logprobs: [null, -3.2, -0.5, -1.25],
          top_logprobs: [null, { ' sky': -3.2, ' sea': -2.9 }, { ' is': -0.5 }, { ' blue': -1.25 }],
          text_offset: [0, 3, 7, 10],
        },
      ],
    });
    const response = await model().completeText!({ prompt: 'The sky is blue', echo: true, logprobs: 1, maxTokens: 0, temperature: 0 });
    const request = server.requestsTo('/completions').at(-1)!;
    expect(request.path).toBe('/v1/completions');
    expect(request.body).toEqual({ model: 'fake-model', prompt: 'The sky is blue', echo: true, logprobs: 1, max_tokens: 0, temperature: 0 });
    expect(response.texts).toEqual(['The sky is blue']);
    const tokens = response.logprobs![0]!;
    expect(tokens.map((token) => token.offset)).toEqual([0, 3, 7, 10]);
    expect(tokens[0]!.logprob).toBeNull();
    const score = tokens.reduce((sum, token) => sum + (token.logprob ?? 0), 0);
    expect(score).toBeCloseTo(-4.95, 10);
    // Alternatives come back best first whatever order the server listed them in.
    expect(tokens[1]!.top).toEqual([
      { token: ' sea', logprob: -2.9 },
      { token: ' sky', logprob: -3.2 },
    ]);
  });

  it('turns 401, 404 and 400 into ModelApiError with the status, the server message and a hint', async () => {
    server.chat.enqueue(
      { fault: 'error', status: 401, message: 'Incorrect API key provided', code: 'invalid_api_key' },
      { fault: 'error', status: 404, message: 'The model `fake-model` does not exist', code: 'model_not_found' },
      { fault: 'error', status: 400, message: "'messages' must not be empty" },
    );
    const errors = [];
    for (let i = 0; i < 3; i++) errors.push(await model().complete({ messages: [{ role: 'user', content: 'x' }] }).catch((e: unknown) => e));
    const [unauthorised, notFound, bad] = errors as ModelApiError[];
    expect(unauthorised).toBeInstanceOf(ModelApiError);
    expect(unauthorised!.status).toBe(401);
    expect(unauthorised!.message).toBe('model openai-compatible:fake-model: HTTP 401: Incorrect API key provided');
    expect(unauthorised!.hint).toMatch(/llm\.apiKey.*OPENAI_API_KEY/);
    expect(notFound!.status).toBe(404);
    expect(notFound!.serverMessage).toBe('The model `fake-model` does not exist');
    expect(notFound!.hint).toMatch(/llm\.model \(CITEQA_LLM_MODEL\)/);
    expect(bad!.status).toBe(400);
    expect(bad!.retryable).toBe(false);
    expect(bad!.message).toContain("'messages' must not be empty");
  });

  it('leaves retrying to the middleware: a 500 or malformed JSON is one request and a typed error', async () => {
    server.chat.enqueue({ fault: 'server-error' }, { fault: 'malformed-json' });
    const failed = await model().complete({ messages: [{ role: 'user', content: 'x' }] }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ModelApiError);
    expect((failed as ModelApiError).retryable).toBe(true);
    const malformed = await model().complete({ messages: [{ role: 'user', content: 'x' }] }).catch((e: unknown) => e);
    expect(malformed).toBeInstanceOf(ModelResponseError);
    expect(server.requests).toHaveLength(2);
  });

  it('reports an unreachable endpoint as ModelConnectionError naming the URL', async () => {
    const gone = await startFakeOpenAIServer();
    const url = gone.baseURL;
    await gone.close();
    const error = await createOpenAIChatModel({ baseURL: url, model: 'm' })
      .complete({ messages: [{ role: 'user', content: 'x' }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelConnectionError);
    expect((error as Error).message).toContain(url);
  });
});
