import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { configSchema } from '../../../src/config/config.js';
import { ConfigError } from '../../../src/core/errors.js';
import { createCompletionScorer } from '../../../src/llm/completion-scorer.js';
import { createOpenAIChatModel } from '../../../src/llm/openai-chat-model.js';
import { createNgramScorer } from '../../../src/llm/ngram-scorer.js';
import { createRerankRanker } from '../../../src/llm/rerank-ranker.js';
import { kneserNeyProbability, lmTokens, trainKneserNey } from '../../../src/text/kneser-ney.js';
import { createBm25Ranker } from '../../../retrievers/sparse/bm25-ranker.js';
import { ngramModelFor, rankerFor, scorerFor } from '../../../src/pipeline/scorers.js';
import { useFakeOpenAIServer } from '../../support/use-fake-openai-server.js';

const server = useFakeOpenAIServer();
beforeEach(() => server.reset());

const CORPUS = [
  'Marie Curie was born in Warsaw.',
  'Marie Curie won the Nobel Prize in Physics.',
  'Pierre Curie was born in Paris.',
  'The Nobel Prize in Chemistry was awarded to Marie Curie.',
];

describe('interpolated Kneser–Ney (offline LM scorer)', () => {
  const model = trainKneserNey(CORPUS);
  it('gives each history a distribution that sums to one over the vocabulary and unknown words', () => {
    const vocabulary = new Set(CORPUS.flatMap(lmTokens).concat('<s>', '</s>'));
    for (const history of [['marie', 'curie'], ['was', 'born'], ['never', 'seen']]) {
      const known = [...vocabulary].reduce((sum, word) => sum + kneserNeyProbability(model, history, word), 0);
      // The mass not given to known words is what every unknown word shares (one unknown type in the count).
      const unknown = kneserNeyProbability(model, history, 'zyzzyva');
      expect(known + unknown).toBeCloseTo(1, 6);
    }
  });

  it('finds a sentence like its corpus more likely than the same words shuffled', async () => {
    const [fluent, shuffled] = await createNgramScorer(model).score([
      { prefix: '', text: 'Pierre Curie won the Nobel Prize in Physics.' },
      { prefix: '', text: 'Physics Prize the in Nobel won Curie Pierre.' },
    ]);
    expect(fluent!.loss).toBeLessThan(shuffled!.loss);
    expect(createNgramScorer(model).name).toMatch(/^ngram-kn \(offline/);
  });

  it('is trained once per corpus and kept in the cache', () => {
    const config = configSchema.parse({ cacheDir: mkdtempSync(join(tmpdir(), 'citeqa-kn-')) });
    const first = ngramModelFor(config, CORPUS);
    expect(ngramModelFor(config, CORPUS)).toEqual(first);
  });
});

describe('LM scoring over /completions with echo and logprobs', () => {
  it('sums the log-probabilities of the text tokens only, not the prefix or the generated token', async () => {
    server.completions.setHandler(() => ({
      text: ' X',
      logprobs: [{ tokens: ['Topic', ':', ' Ada', ' was', ' a', ' poet', ' X'], token_logprobs: [null, -1, -2, -0.5, -0.25, -1.25, -9], top_logprobs: [null, null, null, null, null, null, null], text_offset: [0, 5, 6, 10, 14, 16, 21] }],
    }));
    const scorer = createCompletionScorer(createOpenAIChatModel({ baseURL: server.baseURL, model: 'neo' }));
    const [score] = await scorer.score([{ prefix: 'Topic: Ada', text: ' was a poet' }]);
    expect(score).toEqual({ tokens: 3, logprob: -2, loss: 2 / 3 });
    expect(server.requestsTo('/completions')[0]!.body).toMatchObject({ echo: true, prompt: 'Topic: Ada was a poet' });
  });

  it('names the setting in one line when the server will not echo', async () => {
    server.completions.setHandler(() => ({ fault: 'error', status: 400, message: 'echo is not supported' }));
    const scorer = createCompletionScorer(createOpenAIChatModel({ baseURL: server.baseURL, model: 'chat-only' }), { section: 'scorer' });
    const error = await scorer.score([{ prefix: '', text: 'x' }]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^config scorer\.model: .*cannot score text \(echo is not supported\)/);
  });
});

describe('relevance ranking', () => {
  it('reads rerank replies that come back best first, putting them in the documents’ order', async () => {
    server.rerank.enqueue([0.1, 0.9, 0.5]);
    const ranker = createRerankRanker({ baseURL: server.baseURL, model: 'monobert' });
    expect(await ranker.relevance('q', ['a', 'b', 'c'])).toEqual([0.1, 0.9, 0.5]);
    const body = server.requestsTo('/rerank')[0]!.body;
    expect(body).toEqual({ model: 'monobert', query: 'q', documents: ['a', 'b', 'c'] });
  });

  it('retries a 429 from the rerank endpoint', async () => {
    server.rerank.enqueue({ fault: 'rate-limit', retryAfterSeconds: 0 }, [0.3]);
    const ranker = createRerankRanker({ baseURL: server.baseURL, model: 'm', retry: { maxRetries: 2, initialDelayMs: 1 } });
    expect(await ranker.relevance('q', ['a'])).toEqual([0.3]);
    expect(server.requestsTo('/rerank')).toHaveLength(2);
  });

  it('offline, ranks with a named BM25 stand-in squashed into 0–1', async () => {
    const ranker = createBm25Ranker();
    const [relevant, unrelated] = await ranker.relevance('Where was Marie Curie born?', ['Marie Curie was born in Warsaw.', 'The recipe needs two eggs.']);
    expect(relevant).toBeGreaterThan(unrelated!);
    expect(relevant).toBeLessThan(1);
    expect(ranker.name).toMatch(/stand-in/);
  });

  it('the composition root picks the configured endpoints, else the offline stand-ins', async () => {
    const offline = configSchema.parse({ cacheDir: mkdtempSync(join(tmpdir(), 'citeqa-pick-')) });
    expect((await scorerFor(offline)).name).toMatch(/^ngram-kn/);
    expect((await rankerFor(offline)).name).toMatch(/^bm25-squashed/);
    const online = configSchema.parse({ cacheDir: offline.cacheDir, scorer: { baseURL: server.baseURL, model: 'neo' }, ranker: { baseURL: server.baseURL, model: 'bert' } });
    expect((await scorerFor(online)).name).toBe('openai-compatible:neo');
    expect((await rankerFor(online)).name).toBe('rerank:bert');
  });
});
