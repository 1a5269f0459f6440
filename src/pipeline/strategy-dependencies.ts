import type { CiteqaConfig } from '../config/config.js';
import type { Embedder } from '../core/embedder.js';
import type { StrategyDeps } from '../core/strategy.js';
import '../generate/all-strategies.js';
import { strategyRegistry } from '../generate/strategy-registry.js';
import { buildDependencies } from './dependencies.js';

export interface DepsChoice {
  /** The embedder of the index being searched, so similarity search stays in one vector space; else USE-lite. */
  embedder?: Embedder;
  /** Entailment judge for RERANK (default `llm`: the judge section, else the llm one). */
  judge?: string;
  /** The generation model's name when it differs from the configured one (a run spec records it). */
  model?: string;
  /** Told the text so far while the model writes an answer (the web app shows it), where the endpoint streams. */
  onModelText?: (textSoFar: string) => void;
}

/**
 * What a strategy needs, built from the configuration: a chat model (a one-line ConfigError naming
 * `llm.baseURL` / `llm.model` when absent), an embedder, a judge. Only what the strategy declares is built.
 */
export async function strategyDepsFor(strategyName: string, config: CiteqaConfig, choice: DepsChoice = {}): Promise<StrategyDeps> {
  const { needs } = strategyRegistry.get(strategyName);
  const built = await buildDependencies(
    {
      ...(needs.model ? { model: choice.model === undefined ? true : { model: choice.model } } : {}),
      ...(needs.embedder ? { embedder: choice.embedder ?? true } : {}),
      ...(needs.judge ? { judge: choice.judge ?? 'llm' } : {}),
    },
    config,
  );
  const onText = choice.onModelText;
  const model = built.model && onText ? { ...built.model, id: built.model.id, complete: (request: Parameters<typeof built.model.complete>[0], options = {}) => built.model!.complete(request, { ...options, onText }) } : built.model;
  return {
    ...(model ? { model } : {}),
    ...(built.embedder ? { embedder: built.embedder } : {}),
    ...(built.judge ? { judge: built.judge } : {}),
  };
}
