import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from '../../config/config.js';
import { InputError } from '../../core/errors.js';
import type { EntityCard } from '../../core/knowledge.js';
import type { QuestionVariant } from '../../core/question.js';
import { checkJsonInput, readJsonInputSync } from '../../io/json-input.js';
import type { ChatMessage } from '../../core/chat-model.js';
import { bioKalmaEntityToCard } from '../../../retrievers/kg/biokalma-loader.js';
import { entityAsBioKalmaDict, kgToKalmaReferenceText, kgToKalmaText } from './kg-text.js';

export const KALMA_PROMPT_DIR = join(PROJECT_ROOT, 'prompts/kalma');

export interface KalmaDemo {
  question: string;
  kg: EntityCard[];
  answer: string;
}

export interface KalmaPrompt {
  id: string;
  system: string;
  /** `{kg}` and `{question}` are replaced. */
  userTemplate: string;
  demo: KalmaDemo;
  /** KaLMA's own prompt file: rendered exactly as its generation script does (its instruction, its KG text). */
  reference?: { prefix: string; demoKg: Record<string, string | string[]>[] };
}

const referenceScriptSchema = z.object({ source: z.string(), system: z.string().min(1), prefix: z.string().min(1) }).strict();

const cardSchema = z.object({
  qid: z.string().regex(/^Q[1-9]\d*$/),
  name: z.string().min(1),
  properties: z.record(z.string(), z.array(z.string())),
});

const promptFileSchema = z.object({
  id: z.string().min(1),
  variant: z.enum(['general', 'specific']).optional(),
  description: z.string().optional(),
  system: z.string().min(1),
  userTemplate: z.string().includes('{kg}').includes('{question}'),
  demo: z.object({ question: z.string().min(1), kg: z.array(cardSchema), answer: z.string().min(1) }),
});

/** KaLMA's own prompt files: `[question, demo answer, [entity dict…]]` (../shared/data/biokalma/prompts/answer_question_*). */
const kalmaReferenceSchema = z.tuple([z.string(), z.string(), z.array(z.record(z.string(), z.union([z.string(), z.array(z.string())])))]);

const KALMA_PROMPT_SHAPE = 'not a KaLMA prompt file ({id, system, userTemplate, demo} or [question, answer, [entity…]])';

/**
 * The project's prompt for a question variant (prompts/kalma/<variant>.json), or a prompt file given by path: either
 * our format, or KaLMA's reference prompt file, which is then rendered exactly as KaLMA's generation script does.
 */
export function loadKalmaPrompt(source: QuestionVariant | string = 'general', variant: QuestionVariant = 'general'): KalmaPrompt {
  const isVariant = source === 'general' || source === 'specific';
  const file = isVariant ? join(KALMA_PROMPT_DIR, `${source}.json`) : source;
  if (!existsSync(file)) throw new InputError(file, 'KaLMA prompt file not found');
  const json = readJsonInputSync(file, z.unknown());
  const reference = kalmaReferenceSchema.safeParse(json);
  if (reference.success && !isVariant) {
    const base = loadKalmaPrompt(variant);
    const script = readJsonInputSync(join(KALMA_PROMPT_DIR, 'reference.json'), referenceScriptSchema, 'a CiteQA prompt file');
    const [question, answer, dicts] = reference.data;
    return {
      id: `kalma-reference:${file}`,
      system: script.system,
      userTemplate: base.userTemplate,
      demo: { question, answer, kg: dicts.map((dict, index) => bioKalmaEntityToCard(dict, `${file} entity ${index}`)) },
      reference: { prefix: script.prefix, demoKg: dicts },
    };
  }
  const ours = checkJsonInput(json, promptFileSchema, file, KALMA_PROMPT_SHAPE);
  return { id: ours.id, system: ours.system, userTemplate: ours.userTemplate, demo: ours.demo };
}

function fill(template: string, kg: string, question: string): string {
  // One pass, so a `{question}` inside the KG text is never substituted.
  return template.replace(/\{(kg|question)\}/g, (_, name: string) => (name === 'kg' ? kg : question));
}

/** One-shot chat: instruction, the demonstration (question with its KG → answer), then the question with its KG. */
export function renderKalmaMessages(prompt: KalmaPrompt, question: string, cards: readonly EntityCard[]): ChatMessage[] {
  if (prompt.reference) {
    // KaLMA's script: `prefix + str(kg) (flattened) + ", " + question` for the demonstration and the question.
    const { prefix, demoKg } = prompt.reference;
    return [
      { role: 'system', content: prompt.system },
      { role: 'user', content: `${prefix}${kgToKalmaReferenceText(demoKg)}, ${prompt.demo.question}` },
      { role: 'assistant', content: prompt.demo.answer },
      { role: 'user', content: `${prefix}${kgToKalmaReferenceText(cards.map(entityAsBioKalmaDict))}, ${question}` },
    ];
  }
  return [
    { role: 'system', content: prompt.system },
    { role: 'user', content: fill(prompt.userTemplate, kgToKalmaText(prompt.demo.kg), prompt.demo.question) },
    { role: 'assistant', content: prompt.demo.answer },
    { role: 'user', content: fill(prompt.userTemplate, kgToKalmaText(cards), question) },
  ];
}
