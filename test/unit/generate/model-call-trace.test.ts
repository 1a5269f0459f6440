import { describe, expect, it } from 'vitest';
import { modelCallTrace } from '../../../src/generate/model-call-trace.js';
import type { ChatResponse } from '../../../src/core/chat-model.js';

const messages = [{ role: 'user' as const, content: 'Q?' }];
const response = (texts: string[]): ChatResponse => ({
  texts,
  usage: { promptTokens: 12, completionTokens: 3 },
  cost: 0.5,
  cached: true,
  model: 'm',
});

describe('modelCallTrace', () => {
  it('records the prompt, the first reply, tokens, cost and cache hit', () => {
    expect(modelCallTrace('generate', messages, response(['A [1]']))).toEqual({
      step: 'generate',
      prompt: messages,
      reply: 'A [1]',
      promptTokens: 12,
      completionTokens: 3,
      cost: 0.5,
      cached: true,
    });
  });

  it('keeps every sample when there are several, and an empty reply when there are none', () => {
    expect(modelCallTrace('rerank', messages, response(['a', 'b'])).replies).toEqual(['a', 'b']);
    const empty = modelCallTrace('x', messages, response([]));
    expect(empty.reply).toBe('');
    expect(empty).not.toHaveProperty('replies');
  });
});
