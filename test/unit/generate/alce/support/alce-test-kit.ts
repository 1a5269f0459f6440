import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { chunkDocuments, parseDocumentsJsonl } from '../../../../../retrievers/passages/chunk-documents.js';
import { loadConfig } from '../../../../../src/config/config.js';
import type { Passage } from '../../../../../src/core/passage.js';
import { createMemoryCacheStore } from '../../../../../src/llm/cache-store.js';
import { createChatModelFromConfig, type ConfiguredChatModel } from '../../../../../src/llm/create-chat-model.js';
import type { EntailmentJudge, EntailmentPair } from '../../../../../src/core/entailment-judge.js';
import type { FakeOpenAIServer } from '../../../../support/fake-openai-server.js';

const fixtures = fileURLToPath(new URL('../../../../fixtures/', import.meta.url));

/** The five one-passage biographies of test/fixtures/passages/mini-docs.jsonl, in file order. */
export const MINI_PASSAGES: Passage[] = chunkDocuments(
  parseDocumentsJsonl(readFileSync(`${fixtures}passages/mini-docs.jsonl`, 'utf8'), 'mini-docs.jsonl'),
);

/** The real model stack (cache in memory, no retries) pointed at the fake server. */
export function fakeServerModel(server: FakeOpenAIServer): ConfiguredChatModel {
  const config = loadConfig({
    env: { CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-gpt', CITEQA_MAX_RETRIES: '0' },
    cwd: '/',
  });
  return createChatModelFromConfig(config, 'llm', { cacheStore: createMemoryCacheStore() });
}

/** The user message of each chat request the server received, in order. */
export function userPrompts(server: FakeOpenAIServer): string[] {
  return server.requestsTo('/chat/completions').map((request) => request.body.messages.at(-1).content as string);
}

/**
 * Compares with test/fixtures/alce-prompts/<name>.txt. CITEQA_UPDATE_GOLDEN=1 rewrites the file — only after
 * reading the new prompt and confirming it is right.
 */
export function expectGoldenPrompt(name: string, actual: string): void {
  const path = `${fixtures}alce-prompts/${name}.txt`;
  if (process.env.CITEQA_UPDATE_GOLDEN === '1' || !existsSync(path)) {
    if (process.env.CITEQA_UPDATE_GOLDEN !== '1') throw new Error(`golden prompt missing: ${path} (run with CITEQA_UPDATE_GOLDEN=1 and review it)`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, actual);
  }
  expect(actual).toBe(readFileSync(path, 'utf8'));
}

/** A judge that entails when every listed keyword of the hypothesis occurs in the premise; records the pairs. */
export function keywordJudge(): EntailmentJudge & { pairs: EntailmentPair[] } {
  const pairs: EntailmentPair[] = [];
  return {
    name: 'keyword (test)',
    pairs,
    async judge(batch) {
      pairs.push(...batch);
      return batch.map(({ premise, hypothesis }) => {
        const words = hypothesis.toLowerCase().match(/[a-z0-9]{5,}/g) ?? [];
        const entail = words.length > 0 && words.every((word) => premise.toLowerCase().includes(word));
        return { label: entail ? 'entail' : 'neutral', score: entail ? 1 : 0 };
      });
    },
  };
}
