import { describe, expect, it } from 'vitest';
import { createNliClassifierJudge } from '../../../src/judges/nli/nli-classifier-judge.js';
import { judgeFromConfig } from '../../../src/pipeline/dependencies.js';
import { configSchema } from '../../../src/config/config.js';
import { useFakeOpenAIServer } from '../../support/use-fake-openai-server.js';

describe('nli judge: a three-way NLI classifier over HTTP (TEI /predict)', () => {
  const server = useFakeOpenAIServer();

  it('sends premise–hypothesis pairs in batches and reads the most probable class, scoring P(entailment)', async () => {
    server.predict.enqueue(
      [
        [{ label: 'NEUTRAL', score: 0.5 }, { label: 'ENTAILMENT', score: 0.3 }, { label: 'CONTRADICTION', score: 0.2 }],
        [{ label: 'entailment', score: 0.8 }, { label: 'neutral', score: 0.15 }, { label: 'contradiction', score: 0.05 }],
      ],
      [[{ label: 'CONTRADICTION', score: 0.7 }, { label: 'NEUTRAL', score: 0.2 }, { label: 'ENTAILMENT', score: 0.1 }]],
    );
    const judge = createNliClassifierJudge({ baseURL: server.baseURL, model: 'roberta-large-mnli', batchSize: 2 });
    const pairs = [
      { premise: 'Ada was a poet.', hypothesis: 'Ada wrote poems in Rome.' },
      { premise: 'Ada was a poet.', hypothesis: 'Ada was a poet.' },
      { premise: 'Ada was a poet.', hypothesis: 'Ada was not a poet.' },
    ];
    const verdicts = await judge.judge(pairs);
    expect(verdicts).toEqual([
      { label: 'neutral', score: 0.3 },
      { label: 'entail', score: 0.8 },
      { label: 'contradict', score: 0.1 },
    ]);
    const bodies = server.requestsTo('/predict').map((request) => request.body as { inputs: string[][] });
    expect(bodies.map((body) => body.inputs.length)).toEqual([2, 1]);
    expect(bodies[0]!.inputs[0]).toEqual(['Ada was a poet.', 'Ada wrote poems in Rome.']);
    expect(judge.name).toBe('nli:roberta-large-mnli (NLI classifier)');
  });

  it('retries a server error and refuses a classifier whose classes are not NLI labels', async () => {
    server.predict.enqueue({ fault: 'server-error' });
    const judge = createNliClassifierJudge({ baseURL: server.baseURL, model: 'm', retry: { maxRetries: 2, initialDelayMs: 1 } });
    const [verdict] = await judge.judge([{ premise: 'the sky is blue', hypothesis: 'the sky is blue' }]);
    expect(verdict).toEqual({ label: 'entail', score: 0.9 });
    server.predict.enqueue([[{ label: 'LABEL_0', score: 0.6 }, { label: 'LABEL_1', score: 0.4 }]]);
    await expect(judge.judge([{ premise: 'a', hypothesis: 'b' }])).rejects.toThrow(/config nli\.model: m answers with classes LABEL_0, LABEL_1, not entailment/);
  });

  it('is built from nli.* through the composition root, naming the missing setting otherwise', async () => {
    const config = (nli: Record<string, string>) => configSchema.parse({ cacheDir: '/tmp/citeqa-nli-test', nli });
    await expect(judgeFromConfig('nli', config({}))).rejects.toThrow(/config nli\.baseURL: the nli judge needs an NLI classifier endpoint/);
    const judge = await judgeFromConfig('nli', config({ baseURL: server.baseURL, model: 'mnli' }));
    const [verdict] = await judge.judge([{ premise: 'Paris is in France', hypothesis: 'Paris is not in France' }]);
    expect(verdict!.label).toBe('contradict');
  });
});
