import type { TextQualityPrompts } from '../geval/geval-prompts.js';
import { DEFAULT_KALMA_OPTIONS, type KalmaOptions } from './kalma-options.js';
import type { KalmaRunItem } from './kalma-run-item.js';

export interface KalmaSuiteOptions {
  options?: Partial<KalmaOptions>;
  /** Text-quality prompts (KaLMA's, loaded with loadKalmaGevalPrompts, or CiteQA's own by default). */
  textQualityPrompts?: TextQualityPrompts;
  /** Where the prompts came from, for the notes of the result. */
  textQualityPromptSource?: string;
}

/** What KaLMA's metrics read: the items KaLMA scores (text answer, non-empty KG) with their positions, and the options. */
export interface PreparedKalma {
  items: readonly KalmaRunItem[];
  kept: { item: KalmaRunItem; index: number }[];
  options: KalmaOptions;
  textQualityPrompts?: TextQualityPrompts;
  textQualityPromptSource?: string;
}

/** KaLMA skips answers that are not text or whose KG is empty (auto_eval/eval_recall.py). */
const evaluable = (item: KalmaRunItem): boolean => typeof item.answer === 'string' && Array.isArray(item.kg) && item.kg.length > 0;

export function prepareKalma(items: readonly KalmaRunItem[], suiteOptions: KalmaSuiteOptions): PreparedKalma {
  return {
    items,
    kept: items.map((item, index) => ({ item, index })).filter(({ item }) => evaluable(item)),
    options: { ...DEFAULT_KALMA_OPTIONS, ...suiteOptions.options },
    ...(suiteOptions.textQualityPrompts ? { textQualityPrompts: suiteOptions.textQualityPrompts } : {}),
    ...(suiteOptions.textQualityPromptSource ? { textQualityPromptSource: suiteOptions.textQualityPromptSource } : {}),
  };
}

/** A metric result from an aggregate value: null with the reason when there is none. */
export function valueResult(name: string, value: number | null, reason: string, n: number) {
  return value === null ? { name, value, reason, n: 0 } : { name, value, n };
}
