import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../../src/config/config.js';
import { ConfigError } from '../../../../src/core/errors.js';
import type { EntityCard } from '../../../../src/core/knowledge.js';
import { kalmaStrategy } from '../../../../src/generate/kalma/kalma-strategy.js';
import { createOpenAIChatModel } from '../../../../src/llm/openai-chat-model.js';
import { useFakeOpenAIServer } from '../../../support/use-fake-openai-server.js';

const GOLDEN = join(PROJECT_ROOT, 'test/fixtures/kalma/ada-quill-general.messages.json');

const cards: EntityCard[] = [
  {
    qid: 'Q9100001',
    name: 'Ada Quill',
    properties: {
      'instance of': ['human'],
      father: ['Byron Quill'],
      'place of birth': ['Port Mallow'],
      occupation: ['mathematician', 'writer'],
      'notable work': ['Notes on the "Analytical" Engine, Part 1: Sketches'],
    },
  },
  { qid: 'Q9100002', name: 'Byron Quill', properties: { occupation: ['poet'] } },
];
const QUESTION = "Who was Ada Quill's father, and what did he teach her?";

const server = useFakeOpenAIServer();

describe('kalma strategy over the fake OpenAI-compatible server', () => {
  it('sends the golden one-shot prompt and checks every citation of the reply against the KG', async () => {
    server.reset();
    server.chat.enqueue(
      'Ada Quill was a mathematician [Q9100001, occupation: mathematician] whose father was Byron Quill [Q9100001, father: Byron Quill]. ' +
        'He was a poet [Q9100002, Byron Quill, occupation: poet]. He taught her to love numbers [NA]. ' +
        'She was born in London [Q9100001, place of birth: London].',
    );
    const model = createOpenAIChatModel({ baseURL: server.baseURL, model: 'fake-gpt' });
    const answer = await kalmaStrategy.answer(QUESTION, { entities: cards, variant: 'general' }, { model }, { temperature: 0.5, seed: 7 });

    const [request] = server.requestsTo('/chat/completions');
    expect(request!.body.messages).toEqual(JSON.parse(readFileSync(GOLDEN, 'utf8')));
    expect(request!.body.temperature).toBe(0.5);
    expect(request!.body.seed).toBe(7);

    expect(answer.strategy).toBe('kalma');
    // KaLMA's sentence split does not end a sentence after "[NA]." (METRICS.md §1.3.6), so the last two merge.
    expect(answer.statements.map((s) => s.citations.map((c) => c.kind))).toEqual([['triple', 'triple'], ['triple'], ['na', 'triple']]);
    expect(answer.citationChecks.map((check) => check.inKg)).toEqual([true, true, true, false]);
    expect(answer.citationChecks[3]!.problem).toBe('"London" is not a value of Ada Quill\'s place of birth');
    expect(answer.trace).toHaveLength(1);
    expect(answer.trace[0]!.prompt).toEqual(request!.body.messages);
  });

  it('asks for n samples and keeps the others beside the first', async () => {
    server.reset();
    server.chat.enqueue({ texts: ['Byron Quill [Q9100001, father: Byron Quill].', 'Unknown [NA].'] });
    const model = createOpenAIChatModel({ baseURL: server.baseURL, model: 'fake-gpt' });
    const answer = await kalmaStrategy.answer(QUESTION, { entities: cards }, { model }, { n: 2 });
    expect(server.requestsTo('/chat/completions')[0]!.body.n).toBe(2);
    expect(answer.text).toBe('Byron Quill [Q9100001, father: Byron Quill].');
    expect(answer.samples?.map((sample) => sample.text)).toEqual(['Unknown [NA].']);
    expect(answer.trace[0]!.replies).toHaveLength(2);
  });

  it('uses the specific demonstration for specific questions', async () => {
    server.reset();
    server.chat.enqueue('[NA]');
    const model = createOpenAIChatModel({ baseURL: server.baseURL, model: 'fake-gpt' });
    await kalmaStrategy.answer(QUESTION, { entities: cards, variant: 'specific' }, { model });
    expect(server.requestsTo('/chat/completions')[0]!.body.messages[1].content).toContain('Karl Lindqvist');
  });

  it('refuses to run without a model, naming the setting', async () => {
    await expect(kalmaStrategy.answer(QUESTION, { entities: cards }, {})).rejects.toThrow(ConfigError);
  });
});
