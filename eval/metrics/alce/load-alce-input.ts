import { z } from 'zod';
import { InputError } from '../../../src/core/errors.js';
import { readJsonInputSync } from '../../../src/io/json-input.js';
import type { AlceDataset, AlceItem } from './alce-item.js';

const docSchema = z
  .object({ title: z.string(), text: z.string(), sent: z.string().optional(), summary: z.string().optional(), extraction: z.string().optional() })
  .loose();

/** The gold fields ALCE's metrics read, with the types they need; `run` checks them before answering anything. */
export const alceGoldSchema = z
  .object({
    qa_pairs: z.array(z.object({ question: z.string().optional(), short_answers: z.array(z.string()) }).loose()).optional(),
    answers: z.array(z.array(z.string())).optional(),
    claims: z.array(z.string()).optional(),
    annotations: z.array(z.object({ long_answer: z.string() }).loose()).nullable().optional(),
    annotations_long_answers: z.array(z.string()).optional(),
    answer: z.string().optional(),
  })
  .loose();

const itemSchema = alceGoldSchema.extend({
  id: z.union([z.string(), z.number()]).transform(String).optional(),
  question: z.string(),
  output: z.string(),
  docs: z.array(docSchema).optional(),
});

/** What `citeqa eval` evaluates: items plus, for ALCE's human-eval layout, the run's stored scores. */
export interface AlceInput {
  items: AlceItem[];
  /** The run's name inside a human-eval file, or the file itself. */
  run: string;
  dataset?: AlceDataset;
  /** ALCE's `overall_results` stored with the run, when the file has them. */
  stored?: Record<string, number>;
  /** Every run the file holds (one for an ALCE result file). */
  runs: string[];
}

const DATASETS: AlceDataset[] = ['asqa', 'qampari', 'eli5'];

function toItem(raw: unknown, file: string, where: string): AlceItem {
  const parsed = itemSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InputError(file, `${where}.${issue.path.join('.')}: ${issue.message}`);
  }
  const { annotations_long_answers: longAnswers, annotations, ...item } = parsed.data;
  // The human-eval layout keeps the ASQA long answers as plain strings; ALCE's files as {long_answer}.
  const mapped = annotations ?? longAnswers?.map((longAnswer) => ({ long_answer: longAnswer }));
  return { ...item, ...(mapped ? { annotations: mapped } : {}) } as AlceItem;
}

/**
 * Reads an ALCE result file (`{args?, data: [item…]}`, or a bare list of items) or the human-eval layout of
 * shared/data/alce/asqa_human_eval_outputs.dev.json (`{dataset: {run: {overall_results, items: [item…]}}}`, where
 * items carry `annotations_long_answers`). `run` picks one run of a human-eval file; with several and none given,
 * the error lists them.
 */
export function loadAlceInput(file: string, options: { run?: string } = {}): AlceInput {
  // Both layouts are checked below, where the error can say which layout was expected.
  let parsed = readJsonInputSync(file, z.unknown());
  // ALCE's data files are bare lists of items; a list that carries outputs is a result file too.
  if (Array.isArray(parsed)) parsed = { data: parsed };
  if (typeof parsed !== 'object' || parsed === null) {
    throw new InputError(file, 'expected a JSON object with "data" (ALCE result file) or dataset → run → items');
  }
  const record = parsed as Record<string, unknown>;
  if (Array.isArray(record.data)) {
    if (options.run) throw new InputError(file, `--run ${options.run} given, but an ALCE result file holds one run`);
    const dataset = DATASETS.find((name) => file.toLowerCase().includes(name));
    return {
      items: record.data.map((item, index) => toItem(item, file, `data[${index}]`)),
      run: file,
      ...(dataset === 'qampari' ? { dataset } : {}),
      runs: [file],
    };
  }

  const runs: { dataset: AlceDataset; run: string; body: Record<string, unknown> }[] = [];
  for (const dataset of DATASETS) {
    const byRun = record[dataset];
    if (typeof byRun !== 'object' || byRun === null) continue;
    for (const [run, body] of Object.entries(byRun)) {
      if (typeof body === 'object' && body !== null && Array.isArray((body as Record<string, unknown>).items)) {
        runs.push({ dataset, run, body: body as Record<string, unknown> });
      }
    }
  }
  if (runs.length === 0) {
    throw new InputError(file, 'no "data" array and no dataset → run → {items} layout found');
  }
  const names = runs.map((entry) => entry.run);
  const chosen = options.run ? runs.find((entry) => entry.run === options.run) : runs.length === 1 ? runs[0] : undefined;
  if (!chosen) {
    const problem = options.run ? `no run named "${options.run}"` : `holds ${runs.length} runs; choose one with --run`;
    throw new InputError(file, problem, { hint: `runs: ${names.join(', ')}` });
  }
  const items = (chosen.body.items as unknown[]).map((item, index) => toItem(item, file, `${chosen.run}.items[${index}]`));
  const stored = chosen.body.overall_results;
  return {
    items,
    run: chosen.run,
    dataset: chosen.dataset,
    ...(typeof stored === 'object' && stored !== null ? { stored: stored as Record<string, number> } : {}),
    runs: names,
  };
}
