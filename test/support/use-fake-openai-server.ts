import { afterAll, beforeAll } from 'vitest';
import { startFakeOpenAIServer, type FakeOpenAIServer, type FakeOpenAIServerOptions } from './fake-openai-server.js';

/**
 * Starts the fake OpenAI-compatible server before the tests of the enclosing file or `describe` and closes it after
 * them. The handle may be used in tests and in hooks registered after this call; before the server is up it throws.
 */
export function useFakeOpenAIServer(options: FakeOpenAIServerOptions = {}): FakeOpenAIServer {
  let server: FakeOpenAIServer | undefined;
  beforeAll(async () => {
    server = await startFakeOpenAIServer(options);
  });
  afterAll(async () => {
    await server?.close();
    server = undefined;
  });
  return new Proxy({} as FakeOpenAIServer, {
    get(_target, key) {
      if (!server) throw new Error('the fake OpenAI server is used before it started (use it inside tests or later hooks)');
      const value: unknown = Reflect.get(server, key);
      return typeof value === 'function' ? value.bind(server) : value;
    },
  });
}
