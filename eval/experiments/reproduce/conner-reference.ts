import { join } from 'node:path';
import { z } from 'zod';
import { InputError } from '../../../src/core/errors.js';
import { parseJsonInput, readInputTextSync } from '../../../src/io/json-input.js';
import type { CiteqaConfig } from '../../../src/config/config.js';
import { numpySum } from '../../metrics/aggregate.js';
import type { SuiteResult } from '../../metrics/suite-result.js';
import type { ReportTable } from '../../reports/report-document.js';
import { CONNER_NQ_REFERENCE } from './paper-values.js';

export interface ConnerReferenceRow {
  metric: string;
  file: string;
  /** Values in the stored list, and how many of them the mean used. */
  values: number;
  used: number;
  recomputed: number | null;
  stored: number;
  note: string;
}

const scores = z.array(z.union([z.number(), z.null()]));

/**
 * A CONNER output file: a JSON list of per-example scores on the first line (written by Python's json, which spells a
 * missing score `NaN`, read here as null), then the figures CONNER printed from it (mean; or max and min).
 */
function readScoreFile(file: string, what: string): { scores: (number | null)[]; printed: number[] } {
  const text = readInputTextSync(file);
  const [first = '', ...rest] = text.split('\n');
  const list = parseJsonInput(first.replace(/\b(?:NaN|-?Infinity)\b/g, 'null'), scores, file, what);
  const printed = rest.join(' ').split(/\s+/).filter((word) => word !== '').map(Number);
  if (printed.some((value) => !Number.isFinite(value))) throw new InputError(file, 'the lines after the list should be numbers');
  return { scores: list, printed };
}

/**
 * `np.nanmean`, summed the way numpy does (NaN counted as 0 in a pairwise sum over every value, divided by the
 * number of finite values), so the result matches CONNER's printed figure to the last bit.
 */
function nanMean(values: readonly (number | null)[]): { mean: number | null; used: number } {
  const used = values.filter((value) => value !== null && Number.isFinite(value)).length;
  if (used === 0) return { mean: null, used };
  return { mean: numpySum(values.map((value) => (value !== null && Number.isFinite(value) ? value : 0))) / used, used };
}

/**
 * Recomputes CONNER's two coherence figures for the NQ gold knowledge from the per-example outputs its repository
 * stores: sentence coherence as CONNER's ppl.py computes it (mean over examples of 1 / the example's mean sentence
 * PPL), paragraph coherence as the mean CoherenceMomentum score.
 */
export function reproduceConnerReference(nqDir: string): ConnerReferenceRow[] {
  const pplFile = join(nqDir, 'nq_ref_avg_sent_ppl');
  const paraFile = join(nqDir, 'nq_ref_avg_coh_para');
  const { scores: ppl, printed: pplPrinted } = readScoreFile(pplFile, 'a JSON list of per-example perplexities');
  const { scores: para, printed: paraPrinted } = readScoreFile(paraFile, 'a JSON list of per-example coherence scores');
  const inverse = nanMean(ppl.map((value) => (value === null || value <= 0 ? null : 1 / value)));
  const clipped = ppl.filter((value) => value === 100).length;
  const paragraph = nanMean(para);
  return [
    {
      metric: 'coherence (sentence): mean 1/PPL',
      file: pplFile,
      values: ppl.length,
      used: inverse.used,
      recomputed: inverse.mean,
      // The file's own printed mean when it has one, else the figure METRICS.md gives.
      stored: pplPrinted[0] ?? CONNER_NQ_REFERENCE.cohSent,
      note: `${clipped} example PPLs sit at 100: the stored run clipped at 100 (CONNER's code clips at 200)`,
    },
    {
      metric: 'coherence (paragraph): mean CoherenceMomentum score',
      file: paraFile,
      values: para.length,
      used: paragraph.used,
      recomputed: paragraph.mean,
      stored: CONNER_NQ_REFERENCE.cohPara,
      note:
        paraPrinted.length === 2
          ? `unbounded scores, one per example; the file prints max ${paraPrinted[0]!.toFixed(2)} and min ${paraPrinted[1]!.toFixed(2)}`
          : 'unbounded scores (higher is more coherent), one per example',
    },
  ];
}

export function connerReferenceTable(rows: readonly ConnerReferenceRow[]): ReportTable {
  const digits = (value: number) => (Math.abs(value) < 1 ? 5 : 3);
  return {
    caption: 'CONNER, NQ gold knowledge: coherence recomputed from the stored per-example outputs',
    headers: ['metric', 'recomputed', 'stored', 'examples used', 'note'],
    rows: rows.map((row) => [
      row.metric,
      row.recomputed === null ? '—' : row.recomputed.toFixed(digits(row.stored)),
      row.stored.toFixed(digits(row.stored)),
      `${row.used} of ${row.values}`,
      row.note,
    ]),
  };
}

/**
 * Every CONNER metric for the NQ gold knowledge (nq_ref, one text per test example) with the configured judge,
 * scorer, ranker and embedder — offline the named stand-ins — perplexities clipped at 100 as in the stored run.
 */
export async function connerReferenceMetrics(nqDir: string, config: CiteqaConfig, options: { judge: string; limit?: number }): Promise<SuiteResult> {
  const [{ readConnerItems }, { connerSuite }, { evaluateSuite }, { suiteDependencies }] = await Promise.all([
    import('../../conner/conner-items.js'),
    import('../../metrics/conner/conner-suite.js'),
    import('../../metrics/evaluate-suite.js'),
    import('../../metrics/suite-dependencies.js'),
  ]);
  const all = await readConnerItems(join(nqDir, 'nq_test_random_testset.txt'), { knowledge: join(nqDir, 'nq_ref') });
  const items = options.limit === undefined ? all : all.slice(0, options.limit);
  const suiteOptions = { pplClip: 100 };
  return evaluateSuite(connerSuite, items, await suiteDependencies(connerSuite, items, suiteOptions, { judge: options.judge }, config), suiteOptions);
}

export function connerMetricsTable(result: SuiteResult): ReportTable {
  return {
    caption: `CONNER metrics of the NQ gold knowledge (${result.n} examples; backends in the notes)`,
    headers: ['metric', 'value', 'note'],
    rows: Object.entries(result.metrics).map(([id, value]) => [id, value === null ? '—' : value.toFixed(4), value === null ? (result.nulls[id] ?? '') : (result.excluded[id] ? `${result.excluded[id]!.count} left out: ${result.excluded[id]!.reason}` : '')]),
  };
}
