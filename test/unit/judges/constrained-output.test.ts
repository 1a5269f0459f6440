import { describe, expect, it } from 'vitest';
import { askConstrained } from '../../../src/judges/constrained-output.js';
import { parseEntailmentLabel } from '../../../src/judges/llm/entailment-label-parser.js';
import { createRecordingChatModel } from '../../support/recording-chat-model.js';

const messages = [{ role: 'user' as const, content: 'Premise: A. Hypothesis: A. Label?' }];

describe('askConstrained', () => {
  it('returns the parsed value of a readable first reply in one call', async () => {
    const model = createRecordingChatModel(['entails']);
    const outcome = await askConstrained(model, { messages, parse: parseEntailmentLabel });
    expect(outcome).toMatchObject({ values: ['entail'], unparsed: 0, attempts: 1 });
    expect(model.calls).toHaveLength(1);
  });

  it('shows the model its unreadable reply and asks again', async () => {
    const model = createRecordingChatModel(['hmm, hard to say', 'neutral']);
    const outcome = await askConstrained(model, { messages, parse: parseEntailmentLabel });
    expect(outcome).toMatchObject({ values: ['neutral'], attempts: 2 });
    const repair = model.calls[1]!.messages;
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: 'hmm, hard to say' });
    expect(repair.at(-1)!.role).toBe('user');
    expect(repair.at(-1)!.content).toContain('could not be read');
  });

  it('gives up after the retries and reports no value rather than a guess', async () => {
    const model = createRecordingChatModel(['?', '??', '???']);
    const outcome = await askConstrained(model, { messages, parse: parseEntailmentLabel, retries: 2 });
    expect(outcome.values).toEqual([]);
    expect(outcome.attempts).toBe(3);
    expect(outcome.error).toMatch(/no label/);
    expect(model.calls).toHaveLength(3);
  });

  it('keeps the parsed samples of a multi-sample round and counts the rest', async () => {
    const model = createRecordingChatModel(() => ['entails', 'blah', 'contradicts']);
    const outcome = await askConstrained(model, { messages, parse: parseEntailmentLabel, n: 3 });
    expect(outcome.values).toEqual(['entail', 'contradict']);
    expect(outcome.unparsed).toBe(1);
  });
});
