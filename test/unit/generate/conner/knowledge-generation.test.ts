import { describe, expect, it } from 'vitest';
import { cleanKnowledge, generateKnowledge, knowledgePrompt } from '../../../../src/generate/conner/knowledge-generation.js';
import { downstreamAnswer } from '../../../../src/generate/conner/downstream-answer.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChatModelFromConfig } from '../../../../src/llm/create-chat-model.js';
import { configSchema } from '../../../../src/config/config.js';
import { useFakeOpenAIServer } from '../../../support/use-fake-openai-server.js';

const demonstrations = [
  { id: '7', topic: 'Paris', question: 'what is the capital of france', knowledge: 'Paris is the capital of France.', answer: 'Paris' },
  { id: '9', topic: 'Nile', question: 'longest river in africa', knowledge: 'The Nile is the longest river in Africa.', answer: 'the Nile' },
];

describe('CONNER knowledge generation prompts', () => {
  it('zero-shot asks with the best Table 11 prompt; a dialogue switches to the WoW table', () => {
    expect(knowledgePrompt('zero-shot', 'who wrote hamlet', { topic: 'Hamlet' }).prompt).toBe('Topic: Hamlet\nGenerate a Wikipedia to answer the given question.\nQuestion: who wrote hamlet\nWikipedia:');
    const wow = knowledgePrompt('zero-shot', 'I love jazz.', { topic: 'Jazz', conversation: ['Hi', 'I love jazz.'] }, { template: 'background-document' });
    expect(wow.prompt).toBe('Topic: Jazz\nGenerate a background document from Wikipedia to reply to the utterance.\nI love jazz.\n');
  });

  it('few-shot shows the demonstrations with their knowledge, then the question open', () => {
    const { prompt, shown } = knowledgePrompt('few-shot', 'who wrote hamlet', { topic: 'Hamlet', demonstrations });
    expect(shown).toBe(2);
    expect(prompt.split('\n')).toEqual([
      'Topic: Paris',
      'Query: what is the capital of france',
      'Related Wikipedia knowledge: Paris is the capital of France.',
      'Topic: Nile',
      'Query: longest river in africa',
      'Related Wikipedia knowledge: The Nile is the longest river in Africa.',
      'Topic: Hamlet',
      'Query: who wrote hamlet',
      'Related Wikipedia knowledge:',
    ]);
    expect(knowledgePrompt('few-shot', 'q', { topic: 't', demonstrations }, { shots: 1 }).shown).toBe(1);
  });

  it('refuses few-shot without demonstrations, in one line', () => {
    expect(() => knowledgePrompt('few-shot', 'q', { topic: 't' })).toThrow(/strategy conner-few-shot: needs demonstrations/);
  });

  it('cuts a reply where the model starts inventing the next example', () => {
    expect(cleanKnowledge(' Hamlet is a play by Shakespeare.\nTopic: Macbeth\nQuery: x')).toBe('Hamlet is a play by Shakespeare.');
    expect(cleanKnowledge('First paragraph.\n\nSecond one.')).toBe('First paragraph.');
    expect(cleanKnowledge('One line.')).toBe('One line.');
  });
});

describe('CONNER generation over HTTP (fake OpenAI-compatible server)', () => {
  const server = useFakeOpenAIServer();
  const model = () => createChatModelFromConfig(configSchema.parse({ cacheDir: mkdtempSync(join(tmpdir(), 'citeqa-conner-gen-')), llm: { baseURL: server.baseURL, model: 'fake-lm', apiKey: 'k' } }), 'llm');

  it('sends the prompt greedily, keeps the knowledge uncited as sentences, and traces the call', async () => {
    server.chat.enqueue('Hamlet is a tragedy. Shakespeare wrote it around 1600.\nTopic: Next');
    const answer = await generateKnowledge('few-shot', 'who wrote hamlet', { topic: 'Hamlet', demonstrations }, { model: model() }, { seed: 3 });
    const body = server.requestsTo('/chat/completions').at(-1)!.body as { messages: { content: string }[]; temperature: number; stop: string[]; seed: number };
    expect(body.messages[0]!.content.endsWith('Query: who wrote hamlet\nRelated Wikipedia knowledge:')).toBe(true);
    expect(body.temperature).toBe(0);
    expect(body.seed).toBe(3);
    expect(answer.statements).toEqual([
      { text: 'Hamlet is a tragedy.', citations: [] },
      { text: 'Shakespeare wrote it around 1600.', citations: [] },
    ]);
    expect(answer.trace[0]!.step).toBe('knowledge (related-knowledge, 2 demonstrations)');
  });

  it('answers downstream few-shot with the knowledge as the test passage (Table 13) and keeps one line', async () => {
    server.chat.enqueue('William Shakespeare\nTopic: more');
    const result = await downstreamAnswer(model(), { task: 'nq', topic: 'Hamlet', question: 'who wrote hamlet' }, 'Hamlet is by Shakespeare.', demonstrations);
    const prompt = (server.requestsTo('/chat/completions').at(-1)!.body as { messages: { content: string }[] }).messages[0]!.content;
    expect(prompt.split('\n\n')).toEqual([
      'Topic: Paris\nPassage: Paris is the capital of France.\nQuery: what is the capital of france\nAnswer: Paris',
      'Topic: Nile\nPassage: The Nile is the longest river in Africa.\nQuery: longest river in africa\nAnswer: the Nile',
      'Topic: Hamlet\nPassage: Hamlet is by Shakespeare.\nQuery: who wrote hamlet\nAnswer:',
    ]);
    expect(result).toMatchObject({ text: 'William Shakespeare', template: 'passage-query-answer' });
  });
});
