import type { TraceEntry } from '../../core/answer.js';
import type { ChatMessage, ChatModel } from '../../core/chat-model.js';
import type { Demonstration } from '../../core/strategy.js';
import { modelCallTrace } from '../model-call-trace.js';
import { connerTemplate, fewShotPrompt, renderConnerExample, type ConnerTaskName } from './conner-templates.js';

/** CONNER's helpfulness.py: demonstrations' knowledge cut to 500 words, ≤ 8 of them within 1,800 words. */
const DEMONSTRATION_WORDS = 500;
const BUDGET = { maxDemonstrations: 8, wordBudget: 1800 };

export interface DownstreamQuestion {
  task: ConnerTaskName;
  topic: string;
  /** NQ: the question; WoW: the partner's last utterance. */
  question: string;
}

export interface DownstreamAnswer {
  text: string;
  /** The Table 13 template used. */
  template: string;
  trace: TraceEntry;
}

const cut = (text: string, words: number) => text.split(/\s+/).filter(Boolean).slice(0, words).join(' ');

/**
 * The downstream step of CONNER (§4.2, Appendix G): answer the question (or reply to the utterance) few-shot, with
 * the knowledge under evaluation as the test example's passage; validity then checks this answer against gold.
 * Greedy, one line: an answer or a dialogue turn.
 */
export async function downstreamAnswer(
  model: ChatModel,
  question: DownstreamQuestion,
  knowledge: string,
  demonstrations: readonly Demonstration[],
  options: { template?: string; seed?: number } = {},
): Promise<DownstreamAnswer> {
  const template = connerTemplate('answer', question.task, options.template);
  const shown = demonstrations.map((demonstration) =>
    renderConnerExample(template, { topic: demonstration.topic ?? '', question: demonstration.question, knowledge: cut(demonstration.knowledge, DEMONSTRATION_WORDS), answer: demonstration.answer }),
  );
  const test = renderConnerExample(template, { topic: question.topic, question: question.question, knowledge, answer: '' });
  const { prompt, shown: count } = fewShotPrompt(shown, test, BUDGET, '\n\n');
  const messages: ChatMessage[] = [{ role: 'user', content: prompt }];
  const response = await model.complete({ messages, temperature: 0, maxTokens: 100, stop: ['\n'], ...(options.seed !== undefined ? { seed: options.seed } : {}) });
  const text = (response.texts[0] ?? '').split('\n')[0]!.trim();
  return { text, template: template.id, trace: modelCallTrace(`downstream answer (${template.id}, ${count} demonstrations)`, messages, response) };
}
