import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/config/config.js';
import { answerFromKg } from '../../../src/pipeline/kg-pipeline.js';
import { createRecordingChatModel } from '../../support/recording-chat-model.js';
import { createWordHashEmbedder } from '../generate/extractive-kg/word-hash-embedder.js';

const MINI = join(PROJECT_ROOT, 'test/fixtures/kg/mini-entities.jsonl');

describe('answerFromKg', () => {
  it('retrieves the named entity and answers extractively with triples of that KG', async () => {
    const { answer, retrieval } = await answerFromKg("Who was Ada Quill's father, and where was she buried?", {
      kgSources: [MINI],
      strategy: 'extractive-kg',
      deps: { embedder: createWordHashEmbedder() },
    });
    expect(retrieval.entities.map((e) => e.qid)).toEqual(['Q9100001']);
    expect(answer.text).toBe(
      `Ada Quill's father is Byron Quill [Q9100001, father: Byron Quill]. Nothing in the knowledge graph answers "where was she buried" [NA].`,
    );
    expect(answer.citationChecks?.every((check) => check.inKg)).toBe(true);
  });

  it('passes the retrieved KG and the variant to the kalma strategy', async () => {
    const model = createRecordingChatModel(['Byron Quill [Q9100001, father: Byron Quill].']);
    const { answer } = await answerFromKg("Who was Ada Quill's father?", {
      kgSources: [MINI],
      strategy: 'kalma',
      deps: { model },
      variant: 'specific',
      strategyOptions: { temperature: 0 },
    });
    expect(model.calls).toHaveLength(1);
    expect(model.calls[0]!.temperature).toBe(0);
    expect(model.calls[0]!.messages[3]!.content).toContain('{name: Ada Quill, instance of: human');
    expect(model.calls[0]!.messages[1]!.content).toContain('Karl Lindqvist');
    expect(answer.citationChecks).toEqual([{ citation: { kind: 'triple', qid: 'Q9100001', property: 'father', value: 'Byron Quill' }, inKg: true }]);
  });

  it('names an unknown strategy', async () => {
    await expect(answerFromKg('Q?', { kgSources: [MINI], strategy: 'nope', deps: {} })).rejects.toThrow(/unknown strategy "nope"/);
  });
});
