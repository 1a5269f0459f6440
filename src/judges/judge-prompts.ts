import { z } from 'zod';
import { fillTemplate, loadPromptFile } from '../io/prompt-file.js';

// Every judge prompt is data in prompts/judges/; each file says where its wording comes from.
const source = z.string().min(1);
const entailmentSchema = z.object({ source, system: z.string().min(1), user: z.string().min(1), repair: z.string().min(1) }).strict();
const trueSchema = z.object({ source, prompt: z.string().min(1) }).strict();
const ratingSchema = z.object({ source, reply_instruction: z.string().min(1) }).strict();
const repairSchema = z.object({ source, repair: z.string().min(1) }).strict();

export const entailmentPrompt = () => loadPromptFile('prompts/judges/entailment.json', entailmentSchema);
export const truePromptFile = () => loadPromptFile('prompts/judges/true.json', trueSchema);
export const ratingPrompt = () => loadPromptFile('prompts/judges/rating.json', ratingSchema);
export const repairPrompt = () => loadPromptFile('prompts/judges/repair.json', repairSchema);

export { fillTemplate };
