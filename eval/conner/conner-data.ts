import { z } from 'zod';
import { InputError } from '../../src/core/errors.js';
import { parseJsonLinesInput, readInputText } from '../../src/io/json-input.js';

/** CONNER's two tasks: open-domain QA (Natural Questions) and knowledge-grounded dialogue (Wizard of Wikipedia). */
export type ConnerTask = 'nq' | 'wow';

/**
 * One CONNER test example. NQ rows are `topic \t query \t gold passage \t answer`; WoW rows are
 * `topic \t dialogue ([SEP]-joined turns) \t gold knowledge sentence \t response`.
 */
export interface ConnerExample {
  id: string;
  task: ConnerTask;
  topic: string;
  /** NQ: the question; WoW: the dialogue's last turn (what the response answers). */
  query: string;
  /** WoW: every turn of the dialogue, oldest first. */
  dialogue?: string[];
  /** The gold knowledge (NQ: the gold passage; WoW: the gold knowledge sentence); absent for `no_passages_used`. */
  knowledge?: string;
  /** WoW marks dialogue turns whose wizard used no passage: kept, and flagged so metrics can leave them out. */
  noPassagesUsed: boolean;
  /** NQ: the gold answer; WoW: the gold response. */
  answer: string;
}

const NO_PASSAGES = 'no_passages_used';

function example(task: ConnerTask, id: string, topic: string, context: string, knowledge: string, answer: string): ConnerExample {
  const dialogue = task === 'wow' ? context.split('[SEP]').map((turn) => turn.trim()).filter((turn) => turn !== '') : undefined;
  const noPassagesUsed = knowledge.trim() === NO_PASSAGES;
  return {
    id,
    task,
    topic: topic.trim(),
    query: dialogue ? (dialogue.at(-1) ?? '') : context.trim(),
    ...(dialogue ? { dialogue } : {}),
    ...(noPassagesUsed || knowledge.trim() === '' ? {} : { knowledge: knowledge.trim() }),
    noPassagesUsed,
    answer: answer.trim(),
  };
}

/** The task of a CONNER test file: WoW files join dialogue turns with [SEP]; anything else is NQ. */
function taskOf(rows: string[][]): ConnerTask {
  return rows.some((row) => row[1]?.includes('[SEP]')) ? 'wow' : 'nq';
}

/** CONNER's TSV test sets (4 fields per row; a row with another count is refused naming its line). */
export function parseConnerTsv(text: string, file: string, task?: ConnerTask): ConnerExample[] {
  const lines = text.split('\n');
  const rows: { fields: string[]; line: number }[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const fields = line.replace(/\r$/, '').split('\t');
    if (fields.length !== 4) throw new InputError(`${file}:${index + 1}`, `has ${fields.length} tab-separated fields; a CONNER row has 4 (topic, query or dialogue, knowledge, answer or response)`);
    rows.push({ fields, line: index + 1 });
  });
  if (rows.length === 0) throw new InputError(file, 'holds no examples');
  const kind = task ?? taskOf(rows.map((row) => row.fields));
  return rows.map(({ fields }, position) => example(kind, String(position), fields[0]!, fields[1]!, fields[2]!, fields[3]!));
}

const jsonlRow = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String).optional(),
    topic: z.string(),
    query: z.string().optional(),
    dialogue: z.union([z.string(), z.array(z.string())]).optional(),
    knowledge: z.string().optional(),
    answer: z.string().optional(),
    response: z.string().optional(),
  })
  .loose()
  .refine((row) => (row.query !== undefined) !== (row.dialogue !== undefined), 'needs exactly one of "query" (NQ) or "dialogue" (WoW)')
  .refine((row) => row.answer !== undefined || row.response !== undefined, 'needs "answer" (NQ) or "response" (WoW)');

/** Users' own data: one `{id?, topic, query | dialogue, knowledge?, answer | response}` object per line. */
export function parseConnerJsonl(text: string, file: string): ConnerExample[] {
  const examples = parseJsonLinesInput(text, jsonlRow, file).map((row, position) => {
    const dialogue = row.dialogue === undefined ? undefined : Array.isArray(row.dialogue) ? row.dialogue.join(' [SEP] ') : row.dialogue;
    return example(dialogue === undefined ? 'nq' : 'wow', row.id ?? String(position), row.topic, dialogue ?? row.query!, row.knowledge ?? '', row.answer ?? row.response!);
  });
  if (examples.length === 0) throw new InputError(file, 'holds no examples');
  return examples;
}

/** Reads a CONNER test set: `.jsonl` in CiteQA's form, anything else as CONNER's TSV. */
export async function readConnerExamples(file: string, task?: ConnerTask): Promise<ConnerExample[]> {
  const text = await readInputText(file);
  return /\.jsonl$/i.test(file) ? parseConnerJsonl(text, file) : parseConnerTsv(text, file, task);
}
