import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../../src/config/config.js';
import { ConfigError } from '../../../src/core/errors.js';
import { chatProviders } from '../../../src/llm/providers/all-chat-providers.js';
import { createChatModelFromConfig } from '../../../src/llm/create-chat-model.js';

const config = (provider?: string) =>
  configSchema.parse({
    cacheDir: mkdtempSync(join(tmpdir(), 'citeqa-providers-')),
    llm: { baseURL: 'http://127.0.0.1:9/v1', model: 'm', ...(provider ? { provider } : {}) },
  });

describe('chat provider registry', () => {
  it('has the OpenAI-compatible provider as the default', () => {
    expect(chatProviders.names()).toContain('openai-compatible');
  });

  it('names the setting and the known providers for an unknown one', () => {
    expect(() => createChatModelFromConfig(config('carrier-pigeon'), 'llm')).toThrow(ConfigError);
    expect(() => createChatModelFromConfig(config('carrier-pigeon'), 'llm')).toThrow(/llm\.provider: unknown provider "carrier-pigeon"; known: .*openai-compatible/);
  });

  it('picks up a provider registered in one place, behind the same middleware (cache, usage)', async () => {
    chatProviders.register('echo-for-test', {
      description: 'replies with the last message',
      create: ({ model }) => ({
        id: `echo:${model}`,
        complete: async (request) => ({ texts: [request.messages.at(-1)!.content], usage: { promptTokens: 1, completionTokens: 1 }, cost: 0, cached: false, model }),
      }),
    });
    try {
      const model = createChatModelFromConfig(config('echo-for-test'), 'llm');
      const first = await model.complete({ messages: [{ role: 'user', content: 'hello' }] });
      const second = await model.complete({ messages: [{ role: 'user', content: 'hello' }] });
      expect(first.texts).toEqual(['hello']);
      expect(second.cached).toBe(true);
      expect(model.usage.totals.calls).toBe(2);
    } finally {
      chatProviders.unregister('echo-for-test');
    }
  });
});
