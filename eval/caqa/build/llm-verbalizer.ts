import { z } from 'zod';
import type { ChatModel } from '../../../src/core/chat-model.js';
import { fillTemplate, loadPromptFile } from '../../../src/io/prompt-file.js';
import type { CaqaSample } from '../caqa-sample.js';

const promptSchema = z.object({ source: z.string(), system: z.string(), user: z.string() }).strict();
const replySchema = z.object({ question: z.string().min(1), answer_statement: z.string().min(1), citation: z.string().min(1) });

/** The reply's JSON object (models sometimes wrap it in prose or a code fence), or undefined. */
function parseReply(text: string): z.infer<typeof replySchema> | undefined {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    const parsed = replySchema.safeParse(JSON.parse(text.slice(start, end + 1)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Rewrites each sample's templated question, answer statement and citation with the configured model (greedy, the
 * build's seed). A reply that is not the asked JSON leaves that sample's template text, marked `template`, so the
 * file says which samples a model wrote. The subgraph and labels never change.
 */
export async function verbalizeWithModel(samples: readonly CaqaSample[], model: ChatModel, options: { seed: number }): Promise<CaqaSample[]> {
  const prompt = loadPromptFile('prompts/caqa/verbalize.json', promptSchema);
  const rewritten: CaqaSample[] = [];
  for (const sample of samples) {
    const response = await model.complete({
      messages: [
        { role: 'system', content: prompt.system },
        { role: 'user', content: fillTemplate(prompt.user, { question: sample.question, statement: sample.answer_statement, citation: sample.citation }) },
      ],
      temperature: 0,
      seed: options.seed,
      maxTokens: 600,
    });
    const reply = parseReply(response.texts[0] ?? '');
    rewritten.push(reply ? { ...sample, ...reply, verbalizer: 'llm' } : sample);
  }
  return rewritten;
}
