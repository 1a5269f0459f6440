import type { CiteqaConfig } from '../config/config.js';
import { ConfigError } from '../core/errors.js';
import { Registry } from '../core/registry.js';
import type { ChatModel } from '../core/chat-model.js';
import type { EntailmentJudge } from '../core/entailment-judge.js';
import { createLexicalJudge } from './lexical/lexical-judge.js';
import { createLlmJudge } from './llm/llm-judge.js';
import { createTrueJudge } from './true-judge.js';

export type JudgeName = 'lexical' | 'llm' | 'true';

export interface JudgeDeps {
  /** A ready model (tests, callers that already built one); otherwise built from the config's judge section. */
  model?: ChatModel;
}

export interface JudgeEntry {
  description: string;
  /** Whether the judge calls a model (and so needs `judge.*` or `llm.*` configured). */
  needsModel: boolean;
  create(config: CiteqaConfig, deps: JudgeDeps): Promise<EntailmentJudge>;
}

/**
 * The model behind a model-based judge: the `judge` section when configured, else the `llm` section, so a user
 * with one endpoint need not configure it twice. The model layer adds cache, retries and the concurrency limit.
 */
async function judgeModel(config: CiteqaConfig, deps: JudgeDeps): Promise<ChatModel> {
  if (deps.model) return deps.model;
  const { createChatModelFromConfig, hasChatModelConfig } = await import('../llm/create-chat-model.js');
  // With neither configured, the error names judge.* — the section a judge user should set.
  const section = hasChatModelConfig(config, 'judge') || !hasChatModelConfig(config, 'llm') ? 'judge' : 'llm';
  return createChatModelFromConfig(config, section);
}

export const judgeRegistry = new Registry<JudgeEntry>('judge');

judgeRegistry.register('lexical', {
  description: 'offline, no model: lemma coverage of the hypothesis by the premise, with number, negation and locality checks',
  needsModel: false,
  create: async () => createLexicalJudge(),
});
judgeRegistry.register('llm', {
  description: 'an OpenAI-compatible chat model asked entails / neutral / contradicts',
  needsModel: true,
  create: async (config, deps) => createLlmJudge(await judgeModel(config, deps), { retries: 2 }),
});
judgeRegistry.register('true', {
  description: 'a TRUE-style NLI endpoint (premise: … hypothesis: … → 1/0) on an OpenAI-compatible /completions API',
  needsModel: true,
  create: async (config, deps) => createTrueJudge(await judgeModel(config, deps)),
});

/** `createJudge('lexical' | 'llm' | 'true', config)`; an unknown name is a ConfigError listing the known ones. */
export async function createJudge(name: string, config: CiteqaConfig, deps: JudgeDeps = {}): Promise<EntailmentJudge> {
  if (!judgeRegistry.has(name)) {
    throw new ConfigError('judge', `unknown judge "${name}"; known: ${judgeRegistry.names().join(', ')}`);
  }
  return judgeRegistry.get(name).create(config, deps);
}
