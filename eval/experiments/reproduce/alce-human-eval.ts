import { z } from 'zod';
import { InputError } from '../../../src/core/errors.js';
import type { AlceItem } from '../../metrics/alce/alce-item.js';
import type { ReportTable } from '../../reports/report-document.js';
import { readJsonFile } from '../../../src/io/run-directory.js';

const itemSchema = z
  .object({
    id: z.string().optional(),
    question: z.string(),
    output: z.string(),
    qa_pairs: z.array(z.object({ question: z.string().optional(), short_answers: z.array(z.string()) })).optional(),
    annotations_long_answers: z.array(z.string()).optional(),
  })
  .passthrough();
const runSchema = z.object({ overall_results: z.record(z.string(), z.number()), items: z.array(itemSchema) });
const fileSchema = z.record(z.string(), z.union([z.record(z.string(), runSchema), z.unknown()]));

/** The metrics ALCE stored for these runs that need no model: recomputed here and compared. */
export const RECOMPUTED_METRICS = ['str_em', 'str_hit', 'length', 'rougeLsum'] as const;

/** Stored figures ALCE computed another way than the plain mean: the stored key, CiteQA's metric, the row label. */
const ALSO_COMPARED = [{ stored: 'rougeLsum', ours: 'rougeLsum_bootstrap', label: 'rougeLsum (bootstrap mid, seed 1, as ALCE aggregates)' }] as const;

export interface HumanEvalComparison {
  dataset: string;
  run: string;
  n: number;
  metric: string;
  stored: number | null;
  recomputed: number | null;
  difference: number | null;
  /** Why the recomputed value is null. */
  reason?: string;
}

function itemsOf(run: z.infer<typeof runSchema>): AlceItem[] {
  return run.items.map((item) => ({
    id: item.id,
    question: item.question,
    output: item.output,
    ...(item.qa_pairs ? { qa_pairs: item.qa_pairs } : {}),
    ...(item.annotations_long_answers ? { annotations: item.annotations_long_answers.map((long_answer) => ({ long_answer })) } : {}),
  }));
}

/**
 * ALCE's human-evaluation outputs (`{dataset: {run: {overall_results, items}}}`, keys starting with `_` are
 * provenance): STR-EM, STR-HIT, length and ROUGE-Lsum recomputed with CiteQA's ALCE metrics beside the stored values.
 */
export async function reproduceAlceHumanEval(file: string): Promise<HumanEvalComparison[]> {
  const parsed = fileSchema.safeParse(readJsonFile<unknown>(file));
  if (!parsed.success) throw new InputError(file, 'expected {dataset: {run: {overall_results, items}}}');
  const { evaluateAlce } = await import('../../metrics/alce/evaluate-alce.js');
  const comparisons: HumanEvalComparison[] = [];
  for (const [dataset, runs] of Object.entries(parsed.data)) {
    if (dataset.startsWith('_')) continue;
    for (const [name, raw] of Object.entries(runs as Record<string, unknown>)) {
      const run = runSchema.safeParse(raw);
      if (!run.success) throw new InputError(file, `run ${dataset}/${name} lacks overall_results or items`);
      const result = await evaluateAlce(itemsOf(run.data), { dataset: dataset === 'eli5' ? 'eli5' : 'asqa' });
      const rows = [
        ...RECOMPUTED_METRICS.map((metric) => ({ stored: metric, ours: metric, label: metric })),
        ...ALSO_COMPARED,
      ];
      for (const { stored: storedKey, ours, label } of rows) {
        if (!(storedKey in run.data.overall_results) && !(ours in result.metrics)) continue;
        const stored = run.data.overall_results[storedKey] ?? null;
        const recomputed = result.metrics[ours] ?? null;
        comparisons.push({
          dataset,
          run: name,
          n: run.data.items.length,
          metric: label,
          stored,
          recomputed,
          difference: stored !== null && recomputed !== null ? recomputed - stored : null,
          ...(recomputed === null ? { reason: result.nulls[ours] ?? 'not computed for this dataset' } : {}),
        });
      }
    }
  }
  if (comparisons.length === 0) throw new InputError(file, 'holds no runs');
  return comparisons;
}

const fixed = (value: number | null, digits: number) => (value === null ? '—' : value.toFixed(digits));

export function humanEvalTable(comparisons: HumanEvalComparison[]): ReportTable {
  return {
    caption: 'ALCE human-evaluation outputs: stored vs recomputed automatic scores',
    headers: ['dataset', 'run', 'n', 'metric', 'stored', 'recomputed', 'difference'],
    rows: comparisons.map((row) => [
      row.dataset,
      row.run,
      String(row.n),
      row.metric,
      fixed(row.stored, 2),
      row.recomputed === null ? `— (${row.reason})` : fixed(row.recomputed, 2),
      row.difference === null ? '—' : `${row.difference >= 0 ? '+' : ''}${row.difference.toFixed(2)}`,
    ]),
  };
}
