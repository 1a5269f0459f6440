import { z } from 'zod';
import type { TraceEntry } from '../../core/answer.js';
import type { ChatMessage, ChatModel } from '../../core/chat-model.js';
import { fillTemplate, loadPromptFile } from '../../io/prompt-file.js';
import { modelCallTrace } from '../model-call-trace.js';

const schema = z
  .object({
    source: z.string(),
    instruction: z.string().min(1),
    demos: z.array(z.object({ question: z.string(), answer: z.string(), claims: z.array(z.string()).length(3) }).strict()).min(1),
    demo_prompt: z.string(),
    separator: z.string(),
  })
  .strict();

/** ALCE's ELI5 correctness reads three sub-claims per gold answer (App. A). */
export const SUB_CLAIMS = 3;

const claimLines = (claims: readonly string[]) => claims.map((claim, i) => `${i + 1}. ${claim}`).join('\n');

/** The few-shot prompt: instruction, the annotated demonstrations, then the item with its claims left open. */
export function subClaimPrompt(question: string, answer: string): string {
  const prompt = loadPromptFile('prompts/alce/claims.json', schema);
  const demos = prompt.demos.map((demo) => fillTemplate(prompt.demo_prompt, { question: demo.question, answer: demo.answer, claims: claimLines(demo.claims) }));
  const test = fillTemplate(prompt.demo_prompt, { question, answer, claims: '' }).trimEnd();
  return [prompt.instruction, ...demos, test].join(prompt.separator);
}

/** Numbered or bulleted lines of a reply, the markers removed; the first three kept. */
export function parseSubClaims(reply: string): string[] {
  return reply
    .split('\n')
    .map((line) => line.replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '').trim())
    .filter((line) => line !== '')
    .slice(0, SUB_CLAIMS);
}

/**
 * Three sub-claims of a gold answer, written by the configured model from the few-shot prompt (greedy, so the same
 * model gives the same claims). Fewer than three readable lines is reported by the caller, never padded.
 */
export async function generateSubClaims(model: ChatModel, question: string, answer: string): Promise<{ claims: string[]; trace: TraceEntry }> {
  const messages: ChatMessage[] = [{ role: 'user', content: subClaimPrompt(question, answer) }];
  const response = await model.complete({ messages, temperature: 0, maxTokens: 200 });
  return { claims: parseSubClaims(response.texts[0] ?? ''), trace: modelCallTrace('sub-claims', messages, response) };
}
