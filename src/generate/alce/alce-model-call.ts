import type { TraceEntry } from '../../core/answer.js';
import type { ChatMessage, ChatModel } from '../../core/chat-model.js';
import type { StrategyOptions } from '../../core/strategy.js';
import { modelCallTrace } from '../model-call-trace.js';

/** ALCE's system message for chat models (run.py), sent before every generation prompt. */
export const ALCE_SYSTEM_MESSAGE = 'You are a helpful assistant that answers the following questions with proper citations.';

/** ALCE stops generation at a newline: one answer line, or one action per interactive turn. */
export const ALCE_STOP = ['\n', '\n\n'];

/** OpenAI-model defaults of ALCE's configs: temperature 0.5, top_p 1, at most 300 new tokens. */
export const ALCE_DEFAULT_SAMPLING = { temperature: 0.5, topP: 1, maxTokens: 300 } as const;

export interface ModelCallSettings {
  /** Shown in the trace, e.g. `generate`, `turn 3`, `summarize [2]`. */
  step: string;
  system?: string;
  /** Default ALCE_STOP; `[]` lets the model write past newlines. */
  stop?: string[];
  n?: number;
  temperature?: number;
  topP?: number;
  maxTokens?: number;
  seed?: number;
}

/** Sampling settings from strategy options, falling back to ALCE's defaults. */
export function samplingFrom(options: StrategyOptions = {}): Pick<ModelCallSettings, 'temperature' | 'topP' | 'maxTokens' | 'seed'> {
  return {
    temperature: options.temperature ?? ALCE_DEFAULT_SAMPLING.temperature,
    topP: options.topP ?? ALCE_DEFAULT_SAMPLING.topP,
    maxTokens: options.maxTokens ?? ALCE_DEFAULT_SAMPLING.maxTokens,
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
  };
}

/**
 * The one place ALCE strategies talk to a model: sends `[system, user]`, and appends what was asked, what came
 * back, the tokens, the cost and whether the cache answered to `trace`, so every answer can be audited.
 */
export async function callModel(model: ChatModel, prompt: string, settings: ModelCallSettings, trace: TraceEntry[]): Promise<string[]> {
  const messages: ChatMessage[] = [
    { role: 'system', content: settings.system ?? ALCE_SYSTEM_MESSAGE },
    { role: 'user', content: prompt },
  ];
  const response = await model.complete({
    messages,
    ...((settings.stop ?? ALCE_STOP).length > 0 ? { stop: settings.stop ?? ALCE_STOP } : {}),
    ...(settings.n !== undefined && settings.n !== 1 ? { n: settings.n } : {}),
    ...(settings.temperature !== undefined ? { temperature: settings.temperature } : {}),
    ...(settings.topP !== undefined ? { topP: settings.topP } : {}),
    ...(settings.maxTokens !== undefined ? { maxTokens: settings.maxTokens } : {}),
    ...(settings.seed !== undefined ? { seed: settings.seed } : {}),
  });
  trace.push(modelCallTrace(settings.step, messages, response));
  return response.texts;
}

/**
 * ALCE's output post-processing: drop `<|im_end|>`, trailing whitespace and a trailing "End." (the whitespace
 * before "End." too; ALCE's evaluation strips it anyway).
 */
export function cleanAlceOutput(text: string): string {
  let output = text.split('<|im_end|>').join('').trimEnd();
  if (output.endsWith('End.')) output = output.slice(0, -'End.'.length).trimEnd();
  return output;
}
