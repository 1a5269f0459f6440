import { ConfigError, InputError } from '../../core/errors.js';
import type { Passage } from '../../core/passage.js';
import type { ChatModel } from '../../core/chat-model.js';
import {
  alcePromptPath,
  CITEQA_ALCE_PROMPT_DIR,
  loadAlcePromptFile,
  type AlcePromptFile,
  type AlcePromptKind,
} from '../../../prompts/alce-format-loader.js';
import type { StrategyDeps, StrategyOptions } from '../../core/strategy.js';
import { ALCE_DEMO_SEED, numpyChoiceWithoutReplacement } from './demo-choice.js';

/**
 * Options every ALCE strategy understands (all optional, passed as StrategyOptions):
 * - `promptDir` + `dataset`: prompt files are `<promptDir>/<dataset>_<kind>.json`. Default: CiteQA's own files
 *   (`prompts/alce/citeqa_*.json`); to reproduce ALCE use `<dataDir>/alce/prompts` with `asqa` / `qampari` / `eli5`.
 * - `shots` (default 2), drawn from the file's demos as ALCE does with numpy seeded by `demoSeed` (default: the
 *   sampling `seed`, else 42, ALCE's); or explicit `demoIds`.
 * - `ndoc`: passages shown in the prompt.
 */
export interface AlcePromptChoice {
  promptDir: string;
  dataset: string;
  shots: number;
  demoSeed: number;
  /** Explicit demos; otherwise `shots` drawn with `demoSeed`. */
  demoIds?: number[];
  ndoc: number;
  ndocInDemo?: number;
}

export const CITEQA_PROMPT_SET = 'citeqa';

export function integerOption(options: StrategyOptions, key: string, fallback: number, minimum = 0): number {
  const value = options[key] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < minimum) {
    throw new InputError(`option ${key}`, `must be an integer ≥ ${minimum}, got ${JSON.stringify(value)}`);
  }
  return value;
}

export function promptChoice(options: StrategyOptions, defaults: { ndoc: number }): AlcePromptChoice {
  const promptDir = typeof options.promptDir === 'string' ? options.promptDir : CITEQA_ALCE_PROMPT_DIR;
  const dataset = typeof options.dataset === 'string' ? options.dataset : CITEQA_PROMPT_SET;
  let demoIds: number[] | undefined;
  if (options.demoIds !== undefined) {
    if (!Array.isArray(options.demoIds) || !options.demoIds.every((id) => Number.isInteger(id) && id >= 0)) {
      throw new InputError('option demoIds', 'must be a list of demo indices');
    }
    demoIds = options.demoIds as number[];
  }
  const shots = integerOption(options, 'shots', 2);
  const demoSeed = integerOption(options, 'demoSeed', typeof options.seed === 'number' ? options.seed : ALCE_DEMO_SEED);
  const ndoc = integerOption(options, 'ndoc', defaults.ndoc);
  const ndocInDemo = options.ndocInDemo === undefined ? undefined : integerOption(options, 'ndocInDemo', 0);
  return { promptDir, dataset, shots, demoSeed, ...(demoIds ? { demoIds } : {}), ndoc, ...(ndocInDemo !== undefined ? { ndocInDemo } : {}) };
}

const loaded = new Map<string, Promise<AlcePromptFile>>();
const drawn = new Map<string, readonly number[]>();

/** The seeded draw is the same for every question of a run; seeding a Mersenne Twister per question cost more than rendering its prompt. */
function drawnDemos(seed: number, n: number, shots: number): number[] {
  const key = `${seed}/${n}/${shots}`;
  let ids = drawn.get(key);
  if (!ids) drawn.set(key, (ids = numpyChoiceWithoutReplacement(seed, n, shots)));
  return [...ids];
}

/** Loads (once per process) the prompt file of `kind` for the chosen set and picks its demos. */
export async function promptFileFor(choice: AlcePromptChoice, kind: AlcePromptKind): Promise<{ file: AlcePromptFile; demoIds: number[] }> {
  const path = alcePromptPath(choice.promptDir, choice.dataset, kind);
  let file = loaded.get(path);
  if (!file) {
    file = loadAlcePromptFile(path);
    loaded.set(path, file);
    file.catch(() => loaded.delete(path));
  }
  const prompt = await file;
  if (!choice.demoIds && choice.shots > prompt.demos.length) {
    throw new InputError(path, `has ${prompt.demos.length} demos; ${choice.shots} shots were asked for`);
  }
  const demoIds = choice.demoIds ?? drawnDemos(choice.demoSeed, prompt.demos.length, choice.shots);
  const missing = demoIds.find((id) => id >= prompt.demos.length);
  if (missing !== undefined) throw new InputError(path, `has ${prompt.demos.length} demos; demo ${missing} was asked for`);
  return { file: prompt, demoIds };
}

/** The chat model a strategy needs; absent → the one-line ConfigError naming the setting to provide. */
export function requireModel(deps: StrategyDeps, strategy: string): ChatModel {
  if (!deps.model) {
    throw new ConfigError('llm.baseURL', `strategy ${strategy} needs a chat model and none is configured`, {
      hint: 'set CITEQA_LLM_BASE_URL and CITEQA_LLM_MODEL (or "llm" in citeqa.config.json), or use --strategy extractive',
    });
  }
  return deps.model;
}

export function requirePassages(passages: Passage[] | undefined, strategy: string, what = 'passages'): Passage[] {
  if (!passages || passages.length === 0) throw new InputError(`strategy ${strategy}`, `needs ${what} and got none`);
  return passages;
}

/** QAMPARI's answers are comma-separated lists (`dataset: 'qampari'`, or `listAnswer: true` for other prompt sets). */
export function isListDataset(options: StrategyOptions): boolean {
  return options.listAnswer === true || options.dataset === 'qampari';
}
