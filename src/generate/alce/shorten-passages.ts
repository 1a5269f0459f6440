import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { TraceEntry } from '../../core/answer.js';
import { InputError } from '../../core/errors.js';
import type { Passage } from '../../core/passage.js';
import type { ChatModel } from '../../core/chat-model.js';
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

/** ALCE summarised / extracted the top 20 passages of each question (tools/gen_summary.py). */
export const SHORTEN_LIMIT = 20;

export interface ShortenOptions {
  /** Stop once this many passages are relevant (ALCE shows `ndoc` of them). */
  needed: number;
  /** Never shorten more than the first `limit` passages (default 20). */
  limit?: number;
  promptFile?: string;
  seed?: number;
}

const isIrrelevant = (text: string) => text.includes('irrelevant') || text.includes('Irrelevant');

/**
 * SUMM / SNIPPET's first stage: the model writes a summary (or extracts a span) of each passage with respect to
 * the question, or says "irrelevant". Passages that already carry the field (ALCE data files ship them) cost no
 * call. Passages are shortened in order, `needed` at a time (concurrently; the model layer limits requests),
 * until `needed` relevant ones exist or `limit` passages are done; later passages are returned unshortened, so
 * the prompt stops at them exactly as ALCE's get_shorter_text stops at a passage without the field.
 */
export async function shortenPassages(
  question: string,
  passages: Passage[],
  key: ShorterKey,
  model: ChatModel,
  trace: TraceEntry[],
  options: ShortenOptions,
): Promise<Passage[]> {
  const prompts = (await loadShortenPrompts(options.promptFile))[key];
  const limit = Math.min(passages.length, options.limit ?? SHORTEN_LIMIT);
  const batchSize = Math.max(1, options.needed);
  const result = [...passages];
  let relevant = 0;
  for (let start = 0; start < limit && relevant < options.needed; start += batchSize) {
    const indices = Array.from({ length: Math.min(batchSize, limit - start) }, (_, i) => start + i);
    const traces: TraceEntry[][] = indices.map(() => []);
    const shortened = await Promise.all(
      indices.map(async (index, j) => {
        const passage = passages[index]!;
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
          traces[j]!,
        );
        return { ...passage, [key]: (reply ?? '').trim() };
      }),
    );
    for (const entries of traces) trace.push(...entries);
    shortened.forEach((passage, j) => {
      result[indices[j]!] = passage;
      if (!isIrrelevant(passage[key]!)) relevant += 1;
    });
  }
  return result;
}
