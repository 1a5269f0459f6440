import { ConfigError } from '../core/errors.js';
import { Registry } from '../core/registry.js';
import type { ChatModel } from '../core/chat-model.js';
import type { EntailmentJudge } from '../core/entailment-judge.js';

export type JudgeName = 'lexical' | 'llm' | 'true' | 'nli';

export interface JudgeDeps {
  /** The model behind a model-based judge; the composition root (src/pipeline) builds it from the `judge` role. */
  model?: ChatModel;
  /** The classifier endpoint of the `nli` judge (config `nli.*`). */
  nli?: { baseURL: string; model: string; apiKey?: string; timeoutMs?: number; maxRetries?: number };
}

export interface JudgeEntry {
  description: string;
  /** Whether the judge calls a model (and so needs `judge.*` or `llm.*` configured). */
  needsModel: boolean;
  /** Whether the judge calls the NLI classifier endpoint (`nli.*`) instead. */
  needsNliEndpoint?: boolean;
  /** Implementations load on first use, so listing the judges (CLI help) stays cheap. */
  create(deps: JudgeDeps): Promise<EntailmentJudge>;
}

function requireModel(name: string, deps: JudgeDeps): ChatModel {
  if (!deps.model) throw new ConfigError('judge', `the ${name} judge needs a model and was given none`);
  return deps.model;
}

export const judgeRegistry = new Registry<JudgeEntry>('judge');

judgeRegistry.register('lexical', {
  description: 'offline, no model: lemma coverage of the hypothesis by the premise, with number, negation and locality checks',
  needsModel: false,
  create: async () => (await import('./lexical/lexical-judge.js')).createLexicalJudge(),
});
judgeRegistry.register('llm', {
  description: 'an OpenAI-compatible chat model asked entails / neutral / contradicts',
  needsModel: true,
  create: async (deps) => (await import('./llm/llm-judge.js')).createLlmJudge(requireModel('llm', deps), { retries: 2 }),
});
judgeRegistry.register('true', {
  description: 'a TRUE-style NLI endpoint (premise: … hypothesis: … → 1/0) on an OpenAI-compatible /completions API',
  needsModel: true,
  create: async (deps) => (await import('./true-judge.js')).createTrueJudge(requireModel('true', deps)),
});

judgeRegistry.register('nli', {
  description: 'a three-way NLI classifier (e.g. roberta-large-mnli) behind a text-classification endpoint (POST /predict, Hugging Face TEI)',
  needsModel: false,
  needsNliEndpoint: true,
  create: async (deps) => {
    if (!deps.nli) throw new ConfigError('nli', 'the nli judge needs a classifier endpoint and was given none');
    const { createNliClassifierJudge } = await import('./nli/nli-classifier-judge.js');
    const { nli } = deps;
    return createNliClassifierJudge({ ...nli, ...(nli.maxRetries !== undefined ? { retry: { maxRetries: nli.maxRetries } } : {}) });
  },
});

/** The registry entry for a judge name; an unknown name is a ConfigError listing the known ones. */
export function judgeEntry(name: string): JudgeEntry {
  if (!judgeRegistry.has(name)) {
    throw new ConfigError('judge', `unknown judge "${name}"; known: ${judgeRegistry.names().join(', ')}`);
  }
  return judgeRegistry.get(name);
}

/** `createJudge('lexical' | 'llm' | 'true', {model})`: model-based judges take the model they are given. */
export function createJudge(name: string, deps: JudgeDeps = {}): Promise<EntailmentJudge> {
  return judgeEntry(name).create(deps);
}
