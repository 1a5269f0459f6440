import { z } from 'zod';
import { InputError } from '../../core/errors.js';
import { fillTemplate, loadPromptFile } from '../../io/prompt-file.js';

const template = z.object({ id: z.string().min(1), template: z.string().min(1), best: z.boolean().optional() }).strict();
const perTask = z.object({ nq: z.array(template).min(1), wow: z.array(template).min(1) }).strict();
const schema = z.object({ source: z.string().min(1), zero_shot: perTask, few_shot: perTask, answer: perTask }).strict();

/** Which of CONNER's template tables: zero-shot knowledge (Table 11), few-shot knowledge (12), few-shot answers (13). */
export type ConnerTemplateKind = 'zero_shot' | 'few_shot' | 'answer';
export type ConnerTaskName = 'nq' | 'wow';

export interface ConnerTemplate {
  id: string;
  template: string;
}

const OPTION: Record<ConnerTemplateKind, string> = { zero_shot: '--template', few_shot: '--template', answer: '--answer-template' };

/** The template `id` of a table, or the one the paper marks best; an unknown id fails naming the choices. */
export function connerTemplate(kind: ConnerTemplateKind, task: ConnerTaskName, id?: string): ConnerTemplate {
  const table = loadPromptFile('prompts/conner/knowledge-generation.json', schema)[kind][task];
  const chosen = id === undefined ? (table.find((entry) => entry.best) ?? table[0]!) : table.find((entry) => entry.id === id);
  if (!chosen) throw new InputError(OPTION[kind], `unknown ${task === 'nq' ? 'NQ' : 'WoW'} template "${id}"; known: ${table.map((entry) => entry.id).join(', ')}`);
  return { id: chosen.id, template: chosen.template };
}

/** The fields a template may name; NQ templates say {query}/{answer}, WoW ones {utterance}/{response}. */
export interface ConnerExampleFields {
  topic: string;
  question: string;
  knowledge: string;
  answer: string;
}

/**
 * One example rendered with a template. The example being asked has an empty `knowledge` (or `answer`), and the
 * text ends where that field would start, so the model continues from there (Appendix F.2).
 */
export function renderConnerExample(template: ConnerTemplate, fields: ConnerExampleFields): string {
  const text = fillTemplate(template.template, {
    topic: fields.topic,
    query: fields.question,
    utterance: fields.question,
    knowledge: fields.knowledge,
    answer: fields.answer,
    response: fields.answer,
  });
  return text.replace(/[ \t]+$/, '');
}

export interface FewShotBudget {
  /** At most this many demonstrations. */
  maxDemonstrations: number;
  /** Demonstrations are added while the prompt stays under this many words (CONNER's helpfulness.py: 1,800). */
  wordBudget: number;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A few-shot prompt: demonstrations in order, each added while the prompt stays within the word budget, then the
 * test example; the parts joined by `separator`.
 */
export function fewShotPrompt(demonstrations: readonly string[], test: string, budget: FewShotBudget, separator: string): { prompt: string; shown: number } {
  const parts: string[] = [];
  let used = words(test);
  for (const demonstration of demonstrations) {
    if (parts.length >= budget.maxDemonstrations) break;
    const cost = words(demonstration);
    if (used + cost > budget.wordBudget) break;
    parts.push(demonstration);
    used += cost;
  }
  return { prompt: [...parts, test].join(separator), shown: parts.length };
}
