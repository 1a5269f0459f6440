import { z } from 'zod';
import { fillTemplate, loadPromptFile } from '../../../src/io/prompt-file.js';

const schema = z.object({ source: z.string().min(1), informativeness_prefix: z.string().min(1), downstream: z.string().min(1), paragraph_coherence: z.string().min(1) }).strict();
const prompts = () => loadPromptFile('prompts/conner/scoring.json', schema);

/** What the knowledge is scored after (informativeness); an NQ query gets a "?" when it has none, as in CONNER. */
export function informativenessPrefix(topic: string, query: string): string {
  return fillTemplate(prompts().informativeness_prefix, { topic, question: /\?\s*$/.test(query) ? query : `${query}?` });
}

/** The downstream prompt the gold answer is scored after (helpfulness), the knowledge cut to 500 words. */
export function downstreamPrompt(knowledge: string, query: string): string {
  return fillTemplate(prompts().downstream, { knowledge: knowledge.split(/\s+/).slice(0, 500).join(' '), query });
}

/** What a rating judge is asked for paragraph-level coherence (1–5). */
export function paragraphCoherenceInstruction(): string {
  return prompts().paragraph_coherence;
}
