import type { CiteqaConfig } from '../config/config.js';
import { Registry } from '../core/registry.js';
import type { AnswerSource } from './answer-request.js';
import { hasModelFor } from './dependencies.js';

/** Where answers come from (`kg`, `passages`, `both`); each source is one file in sources/ that registers itself. */
export const answerSources = new Registry<AnswerSource>('answer source');

/** Offline defaults: no LLM needed. */
export const DEFAULT_KG_STRATEGY = 'extractive-kg';
export const DEFAULT_PASSAGE_STRATEGY = 'extractive';

/** Defaults with a generation model configured: KaLMA for the KG, ALCE's VANILLA for passages. */
export const MODEL_KG_STRATEGY = 'kalma';
export const MODEL_PASSAGE_STRATEGY = 'vanilla';

export interface DefaultStrategies {
  kg: string;
  passages: string;
}

export function defaultStrategies(withModel: boolean): DefaultStrategies {
  return withModel ? { kg: MODEL_KG_STRATEGY, passages: MODEL_PASSAGE_STRATEGY } : { kg: DEFAULT_KG_STRATEGY, passages: DEFAULT_PASSAGE_STRATEGY };
}

/** What answers when no strategy is named: the model when one is configured, else the extractive strategies. */
export async function configuredDefaultStrategies(config: CiteqaConfig): Promise<DefaultStrategies> {
  return defaultStrategies(await hasModelFor('generator', config));
}

/** How `both` names the pair of strategies it joined ("extractive-kg + extractive"), and reads such a name back. */
export function strategyPairName(pair: DefaultStrategies): string {
  return `${pair.kg} + ${pair.passages}`;
}

export function parseStrategyPair(name: string): DefaultStrategies | undefined {
  const parts = name.split(' + ');
  return parts.length === 2 && parts.every((part) => part.trim() !== '') ? { kg: parts[0]!.trim(), passages: parts[1]!.trim() } : undefined;
}
