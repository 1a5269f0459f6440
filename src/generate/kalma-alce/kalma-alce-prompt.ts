import { z } from 'zod';
import type { ChatMessage } from '../../core/chat-model.js';
import type { EntityCard } from '../../core/knowledge.js';
import type { Passage } from '../../core/passage.js';
import { fillTemplate, loadPromptFile } from '../../io/prompt-file.js';
import { kgToKalmaText } from '../kalma/kg-text.js';

export const KALMA_ALCE_PROMPT_FILE = 'prompts/kalma-alce/default.json';

const cardSchema = z.object({
  qid: z.string().regex(/^Q[1-9]\d*$/),
  name: z.string().min(1),
  properties: z.record(z.string(), z.array(z.string())),
});

const promptSchema = z
  .object({
    id: z.string().min(1),
    description: z.string().optional(),
    system: z.string().min(1),
    userTemplate: z.string().includes('{kg}').includes('{passages}').includes('{question}'),
    passageTemplate: z.string().includes('{n}').includes('{text}'),
    demo: z.object({
      question: z.string().min(1),
      kg: z.array(cardSchema),
      passages: z.array(z.object({ title: z.string(), text: z.string().min(1) })),
      answer: z.string().min(1),
    }),
  })
  .strict();

export type KalmaAlcePrompt = z.infer<typeof promptSchema>;

/** The kalma-alce prompt file (prompts/kalma-alce/default.json unless another is named), validated on first use. */
export function loadKalmaAlcePrompt(file: string = KALMA_ALCE_PROMPT_FILE): KalmaAlcePrompt {
  return loadPromptFile(file, promptSchema);
}

/** The passages numbered from 1 in prompt order, one per line: `[n]` in the answer names line n. */
export function passagesText(template: string, passages: readonly Pick<Passage, 'title' | 'text'>[]): string {
  return passages.map((passage, index) => fillTemplate(template, { n: index + 1, title: passage.title, text: passage.text })).join('\n');
}

function userMessage(prompt: KalmaAlcePrompt, question: string, cards: readonly EntityCard[], passages: readonly Pick<Passage, 'title' | 'text'>[]): string {
  return fillTemplate(prompt.userTemplate, { kg: kgToKalmaText(cards), passages: passagesText(prompt.passageTemplate, passages), question });
}

/** One-shot chat: instruction, the demonstration (question with its KG and passages → answer), then the question. */
export function renderKalmaAlceMessages(prompt: KalmaAlcePrompt, question: string, cards: readonly EntityCard[], passages: readonly Passage[]): ChatMessage[] {
  return [
    { role: 'system', content: prompt.system },
    { role: 'user', content: userMessage(prompt, prompt.demo.question, prompt.demo.kg, prompt.demo.passages) },
    { role: 'assistant', content: prompt.demo.answer },
    { role: 'user', content: userMessage(prompt, question, cards, passages) },
  ];
}
