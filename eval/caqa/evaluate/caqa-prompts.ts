import { join } from 'node:path';
import { z } from 'zod';
import type { CiteqaConfig } from '../../../src/config/config.js';
import { ConfigError, InputError } from '../../../src/core/errors.js';
import { readJsonInput } from '../../../src/io/json-input.js';

const taskSchema = z.object({ task_name: z.string(), prompt_template: z.string(), input_template: z.string(), label_map: z.record(z.string(), z.string()) }).loose();
export type CaqaTask = z.infer<typeof taskSchema>;

/**
 * The reference task prompts (CAQA's prompts.json), read from the shared data folder (`dataDir`, CITEQA_DATA_DIR),
 * never copied into the project.
 */
export async function loadCaqaTasks(config: CiteqaConfig): Promise<CaqaTask[]> {
  if (!config.dataDir) throw new ConfigError('dataDir', 'CAQA\'s task prompts are read from <dataDir>/caqa/prompts.json, and no data folder is set', { hint: 'set CITEQA_DATA_DIR' });
  return readJsonInput(join(config.dataDir, 'caqa', 'prompts.json'), z.array(taskSchema), "CAQA's task prompts");
}

export function caqaTask(tasks: readonly CaqaTask[], name: string): CaqaTask {
  const task = tasks.find((candidate) => candidate.task_name === name);
  if (!task) throw new InputError('--prompt', `unknown CAQA task prompt "${name}"; known: ${tasks.map((candidate) => candidate.task_name).join(', ')}`);
  return task;
}

/** Python's str.format with positional `{}` fields, as the reference fills input_template. */
function formatPositional(template: string, values: string[]): string {
  let next = 0;
  return template.replace(/\{\}/g, () => values[next++] ?? '');
}

/** The claim CAQA judges: the question and the answer statement joined by a space (input_has_query). */
export const claimOf = (question: string, answer: string) => (question === 'nan' ? answer : `${question} ${answer}`);

/** The evaluator's input: `Claim: … Reference: …`, or TRUE's `premise: {reference} hypothesis: {claim}` for the ALCE task. */
export function caqaInput(task: CaqaTask, claim: string, reference: string): string {
  return task.task_name === 'ALCE' ? formatPositional(task.input_template, [reference, claim]) : formatPositional(task.input_template, [claim, reference]);
}

const ALPACA_HEAD = 'Below is an instruction that describes a task, paired with an input that provides further context. Write a response that appropriately completes the request.';

/** The Alpaca-format prompt of CAQA's inference.py; a task without an instruction (ALCE/TRUE) sends its input alone. */
export function caqaPrompt(task: CaqaTask, claim: string, reference: string): string {
  const input = caqaInput(task, claim, reference);
  if (task.prompt_template === '') return input;
  return `${ALPACA_HEAD}\n\n### Instruction:\n${task.prompt_template}\n\n### Input:\n${input}\n\n### Response:`;
}
