import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { TraceEntry } from '../../core/answer.js';
import { InputError } from '../../core/errors.js';
import type { Passage } from '../../core/passage.js';
import type { ChatModel } from '../../llm/chat-model.js';
import { CITEQA_ALCE_PROMPT_DIR } from '../../../prompts/alce-format-loader.js';
import type { ShorterKey } from '../../../prompts/alce-prompt-renderer.js';
import { callModel } from './alce-model-call.js';

const templateSchema = z.object({ system: z.string(), user: z.string() }).strict();
const shortenPromptsSchema = z.object({ summary: templateSchema, extraction: templateSchema }).strict();
export type ShortenPrompts = z.infer<typeof shortenPromptsSchema>;

/** CiteQA's own wording; `{Q}`, `{T}`, `{P}` are the question, the title and the passage text. */
export const CITEQA_SHORTEN_PROMPTS = join(CITEQA_ALCE_PROMPT_DIR, 'shorten.json');

/** ALCE's gen_summary settings: temperature 0.7, at most 100 tokens per summary / extraction. */
export const SHORTEN_SAMPLING = { temperature: 0.7, maxTokens: 100 } as const;

const cache = new Map<string, Promise<ShortenPrompts>>();

export function loadShortenPrompts(path = CITEQA_SHORTEN_PROMPTS): Promise<ShortenPrompts> {
  let prompts = cache.get(path);
  if (!prompts) {
    prompts = (async () => {
      const text = await readFile(path, 'utf8').catch(() => {
        throw new InputError(path, 'cannot read shorten prompt file');
      });
      const parsed = shortenPromptsSchema.safeParse(JSON.parse(text));
      if (!parsed.success) throw new InputError(path, `expected {"summary": {system, user}, "extraction": {system, user}}`);
      return parsed.data;
    })();
    cache.set(path, prompts);
    prompts.catch(() => cache.delete(path));
  }
  return prompts;
}

function fill(template: string, question: string, passage: Passage): string {
  return template.split('{Q}').join(question).split('{T}').join(passage.title).split('{P}').join(passage.text);
}

/**
 * SUMM / SNIPPET's first stage: the model writes a summary (or extracts a span) of each passage with respect to
 * the question, or says "irrelevant". Passages that already carry the field (ALCE data files ship them) are
 * kept as they are and cost no call. Calls run concurrently (the model layer limits them); the trace keeps
 * passage order.
 */
export async function shortenPassages(
  question: string,
  passages: Passage[],
  key: ShorterKey,
  model: ChatModel,
  trace: TraceEntry[],
  options: { promptFile?: string; seed?: number } = {},
): Promise<Passage[]> {
  const prompts = (await loadShortenPrompts(options.promptFile))[key];
  const traces: TraceEntry[][] = passages.map(() => []);
  const shortened = await Promise.all(
    passages.map(async (passage, index) => {
      if (passage[key] !== undefined) return passage;
      const [reply] = await callModel(
        model,
        fill(prompts.user, question, passage),
        {
          step: `${key} [${index + 1}]`,
          system: prompts.system,
          stop: [],
          ...SHORTEN_SAMPLING,
          ...(options.seed !== undefined ? { seed: options.seed } : {}),
        },
        traces[index]!,
      );
      return { ...passage, [key]: (reply ?? '').trim() };
    }),
  );
  for (const entries of traces) trace.push(...entries);
  return shortened;
}
