import { CiteqaError } from '../../src/core/errors.js';
import type { MetricResult } from '../../src/core/metric.js';
import { noProgress, type Progress } from '../../src/core/progress.js';
import { nullMetric } from './aggregate.js';
import { seamsNeeded, type MetricDependencies, type MetricScores, type MetricSeam } from './metric-module.js';
import type { MetricDefinition } from './metric-registry.js';
import type { MetricSuite } from './metric-suite.js';
import type { ItemScores, SuiteResult } from './suite-result.js';

// Percentages computed as 100 × a mean can land a rounding error past 100.
const RANGE_SLACK = 1e-9;

/** A value outside its definition's range is a bug in the metric, not a result. */
function checkRange(definition: MetricDefinition, value: number | null): void {
  if (value === null) return;
  const { min, max } = definition.range;
  if (value < min - RANGE_SLACK || (max !== undefined && value > max + RANGE_SLACK)) {
    throw new Error(`internal error: metric ${definition.id} = ${value}, outside its range ${min}–${max ?? '∞'}`);
  }
}

/** The seams a suite variant's metrics need, so a caller builds only those (and only their settings are required). */
export async function suiteNeeds<Item, Options, Prepared>(
  suite: MetricSuite<Item, Options, Prepared>,
  items: readonly Item[],
  options: Options,
): Promise<MetricSeam[]> {
  const modules = await Promise.all(variantFiles(suite, suite.variantOf(items, options)).map(async (file) => (await file()).metric));
  return seamsNeeded(modules.flatMap((module) => module.definitions));
}

function variantFiles<Item, Options, Prepared>(suite: MetricSuite<Item, Options, Prepared>, variant: string) {
  const files = suite.variants[variant];
  if (!files) throw new CiteqaError(`suite ${suite.id} has no variant "${variant}"; known: ${Object.keys(suite.variants).join(', ')}`);
  return files;
}

/**
 * The one metric dispatcher of `citeqa eval`, runs and sweeps: runs each metric file of the suite's variant in
 * order — or reports its metrics null with the suite's reason when a judge or scorer it needs was not given — checks
 * every value against its definition's range, and assembles the suite result with per-item scores and details.
 */
export async function evaluateSuite<Item, Options, Prepared>(
  suite: MetricSuite<Item, Options, Prepared>,
  items: readonly Item[],
  dependencies: MetricDependencies,
  options: Options,
  progress: Progress = noProgress,
): Promise<SuiteResult> {
  const variant = suite.variantOf(items, options);
  const files = variantFiles(suite, variant);
  const task = progress.start(`${suite.id} metrics`, files.length + 1, 'steps');
  const prepared = suite.prepare(items, options, variant);
  task.advance();
  const metrics: Record<string, number | null> = {};
  const nulls: Record<string, string> = {};
  const excluded: SuiteResult['excluded'] = {};
  const notes: Record<string, string> = { ...suite.notes?.(variant, options) };
  const itemScores: Record<string, number | null>[] = items.map(() => ({}));
  const details: Record<string, unknown>[] = items.map(() => ({}));

  for (const file of files) {
    const { metric } = await file();
    const missing = seamsNeeded(metric.definitions).filter((seam) => !dependencies[seam]);
    const scores: MetricScores =
      missing.length > 0
        ? { results: metric.definitions.map((definition) => nullMetric(definition.id, suite.missing[missing[0]!], items.length)) }
        : await metric.score(prepared, dependencies);
    for (const definition of metric.definitions) {
      const result: MetricResult | undefined = scores.results.find((candidate) => candidate.name === definition.id);
      if (!result) throw new Error(`internal error: metric file for ${definition.id} returned no result for it`);
      checkRange(definition, result.value);
      metrics[definition.id] = result.value;
      if (result.value === null) nulls[definition.id] = result.reason ?? 'not computed';
      if (result.excluded) excluded[definition.id] = result.excluded;
    }
    scores.itemScores?.forEach((scored, index) => Object.assign(itemScores[index]!, scored));
    scores.details?.forEach((detail, index) => Object.assign(details[index]!, detail));
    Object.assign(notes, scores.notes);
    Object.assign(excluded, scores.excluded);
    task.advance();
  }
  task.stop();

  const perItem: ItemScores[] = items.map((item, index) => ({
    id: suite.itemId(item, index),
    question: suite.itemQuestion(item),
    scores: itemScores[index]!,
    ...(Object.keys(details[index]!).length > 0 ? { detail: details[index]! } : {}),
  }));
  return { suite: suite.id, judge: dependencies.judge?.name ?? null, n: items.length, metrics, nulls, excluded, notes, perItem };
}
