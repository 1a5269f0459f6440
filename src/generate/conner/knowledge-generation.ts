import type { Answer } from '../../core/answer.js';
import type { ChatMessage } from '../../core/chat-model.js';
import { InputError } from '../../core/errors.js';
import type { AnswerContext, StrategyDeps, StrategyOptions } from '../../core/strategy.js';
import { splitSentences } from '../../text/punkt-sentence-splitter.js';
import { modelCallTrace } from '../model-call-trace.js';
import { connerTemplate, fewShotPrompt, renderConnerExample, type ConnerTaskName } from './conner-templates.js';

/** CONNER decodes greedily for reproducibility (§4.2); knowledge is a passage, so up to 400 new tokens. */
const DEFAULTS = { temperature: 0, maxTokens: 400, shots: 8, wordBudget: 1800 } as const;

/** A model continuing a few-shot prompt goes on to invent the next example; its knowledge ends there. */
const NEXT_EXAMPLE = ['\nTopic:', '\n\n'];

const positive = (value: unknown, name: string, fallback: number): number => {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new InputError(`--${name}`, `must be a non-negative integer, got "${String(value)}"`);
  return value;
};

export interface KnowledgePrompt {
  prompt: string;
  template: string;
  /** How many demonstrations the prompt shows (few-shot). */
  shown: number;
}

/** The knowledge-generation prompt for one question: Table 11 (zero-shot) or Table 12 examples (few-shot). */
export function knowledgePrompt(mode: 'zero-shot' | 'few-shot', question: string, context: AnswerContext, options: StrategyOptions = {}): KnowledgePrompt {
  const task: ConnerTaskName = context.conversation ? 'wow' : 'nq';
  const templateId = typeof options.template === 'string' ? options.template : undefined;
  const test = { topic: context.topic ?? '', question, knowledge: '', answer: '' };
  if (mode === 'zero-shot') {
    const template = connerTemplate('zero_shot', task, templateId);
    return { prompt: renderConnerExample(template, test), template: template.id, shown: 0 };
  }
  const template = connerTemplate('few_shot', task, templateId);
  const demonstrations = context.demonstrations ?? [];
  if (demonstrations.length === 0) throw new InputError('strategy conner-few-shot', 'needs demonstrations: run it on a CONNER test file, whose other rows are drawn as examples');
  const budget = { maxDemonstrations: positive(options.shots, 'shots', DEFAULTS.shots), wordBudget: DEFAULTS.wordBudget };
  const rendered = demonstrations.map((demonstration) =>
    renderConnerExample(template, { topic: demonstration.topic ?? '', question: demonstration.question, knowledge: demonstration.knowledge, answer: demonstration.answer }),
  );
  const { prompt, shown } = fewShotPrompt(rendered, renderConnerExample(template, test), budget, '\n');
  return { prompt, template: template.id, shown };
}

/**
 * Knowledge written by the model for a question (CONNER §4.2): one completion of the prompt, greedy unless asked
 * otherwise. Generated knowledge cites nothing: its sentences are statements without citations. With n > 1 every
 * sample is kept in the trace (knowledge selection picks among them); the answer is the first.
 */
export async function generateKnowledge(mode: 'zero-shot' | 'few-shot', question: string, context: AnswerContext, deps: StrategyDeps, options: StrategyOptions = {}): Promise<Answer> {
  const model = deps.model;
  if (!model) throw new InputError(`strategy conner-${mode}`, 'needs a model (llm.* settings)');
  const { prompt, template, shown } = knowledgePrompt(mode, question, context, options);
  const messages: ChatMessage[] = [{ role: 'user', content: prompt }];
  const n = positive(options.n, 'n', 1) || 1;
  const response = await model.complete({
    messages,
    temperature: options.temperature ?? DEFAULTS.temperature,
    ...(options.topP !== undefined ? { topP: options.topP } : {}),
    maxTokens: options.maxTokens ?? DEFAULTS.maxTokens,
    ...(n > 1 ? { n } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(mode === 'few-shot' ? { stop: NEXT_EXAMPLE } : {}),
  });
  const knowledge = cleanKnowledge(response.texts[0] ?? '');
  return {
    question,
    text: knowledge,
    statements: splitSentences(knowledge).map((text) => ({ text, citations: [] })),
    strategy: `conner-${mode}`,
    trace: [{ ...modelCallTrace(`knowledge (${template}${mode === 'few-shot' ? `, ${shown} demonstrations` : ''})`, messages, response) }],
  };
}

/** A reply's knowledge: trimmed, cut where the model starts another example (stop sequences are not always honoured). */
export function cleanKnowledge(reply: string): string {
  const cut = NEXT_EXAMPLE.map((marker) => reply.indexOf(marker)).filter((index) => index > 0);
  return (cut.length > 0 ? reply.slice(0, Math.min(...cut)) : reply).trim();
}
