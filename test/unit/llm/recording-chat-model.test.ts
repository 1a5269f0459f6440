import { describe, expect, it } from 'vitest';
import { createRecordingChatModel } from '../../support/recording-chat-model.js';

describe('recording chat model', () => {
  it('serves listed replies in order, repeats them for n, and records the requests', async () => {
    const model = createRecordingChatModel(['one', 'two']);
    const first = await model.complete({ messages: [{ role: 'user', content: 'a b' }], n: 2 });
    const second = await model.complete({ messages: [{ role: 'user', content: 'c' }] });
    expect(first.texts).toEqual(['one', 'one']);
    expect(second.texts).toEqual(['two']);
    expect(model.calls.map((call) => call.messages[0]!.content)).toEqual(['a b', 'c']);
    expect(first.usage.promptTokens).toBe(2);
    await expect(model.complete({ messages: [] })).rejects.toThrow(/no scripted reply left for call 3/);
  });

  it('answers from a function of the request', async () => {
    const model = createRecordingChatModel((request) => `echo ${request.messages.at(-1)!.content}`);
    expect((await model.complete({ messages: [{ role: 'user', content: 'x' }] })).texts).toEqual(['echo x']);
  });
});
