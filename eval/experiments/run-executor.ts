import type { Answer } from '../../src/core/answer.js';
import type { EntityCard } from '../../src/core/knowledge.js';
import type { Passage } from '../../src/core/passage.js';
import type { SuiteResult } from '../metrics/suite-result.js';
import { claimOutputDirectory } from '../../src/io/output-directory.js';
import type cliProgress from 'cli-progress';
import { processItems } from '../../src/pipeline/process-items.js';
import type { WorkQueue } from '../../src/pipeline/work-queue.js';
import { openRunDirectory, readRunRecords, RUN_FILES, writeJsonAtomic, writeTextAtomic } from '../../src/io/run-directory.js';
import { writeFileSync, renameSync } from 'node:fs';
import type { LoadedRunInputs, RunInput } from './run-input.js';
import { runMetricsOf, type RunMetrics } from './run-metrics.js';
import { RunProgress, usageOfAnswer } from './run-progress.js';
import { answerRecord, failedRecord, recordKey, type AnswerRecord, type FollowUpFields } from './run-record.js';
import { describeEligibility, type RunSpec } from './run-spec.js';
import { applyTransform } from './transforms/run-transform.js';

/**
 * A passage-count setting asks for k passages, but a question with fewer docs gets all it has: say how many questions
 * that is, so a figure for k = 20 is not read as 20 passages in context.
 */
function shortOfPassages(inputs: readonly RunInput[], spec: RunSpec): string | undefined {
  if (spec.transform?.kind !== 'passage-count') return undefined;
  const k = spec.transform.k;
  const short = inputs.filter((input) => input.passages && input.passages.length < k);
  if (short.length === 0) return undefined;
  const most = Math.max(...short.map((input) => input.passages!.length));
  return `${short.length} of ${inputs.length} questions have fewer than k = ${k} docs (at most ${most}) and were given all they have`;
}

/** A record that holds an answer (not a generation that failed after its retries). */
function isAnswered(record: { [field: string]: unknown } | undefined): boolean {
  return record !== undefined && record.failed === undefined;
}

/** What a run needs from the rest of CiteQA: a way to answer one question and a suite to score the answers. */
export interface BackendAnswer {
  answer: Answer;
  /** What retrieval found for a question that brought no KG / passages: recorded as what the model saw. */
  retrieved?: { entities?: EntityCard[]; passages?: Passage[] };
  /** What the suite's follow-up step added to the record (CONNER: evidence passages, a downstream answer). */
  followUp?: FollowUpFields;
}

export interface RunBackend {
  /**
   * Readies the run's questions once, before any seed is answered (ELI5's ORACLE passages, chosen with the judge);
   * what it works out is kept in `cacheFile` so a resumed run does not pay for it again.
   */
  prepare?(inputs: RunInput[], cacheFile: string): Promise<{ inputs: RunInput[]; notes: Record<string, string> }>;
  answer(input: RunInput, seed: number): Promise<BackendAnswer>;
  evaluate(records: AnswerRecord[], seed: number): Promise<SuiteResult>;
}

export interface ExecuteRunOptions {
  dir: string;
  spec: RunSpec;
  loaded: LoadedRunInputs;
  backend: RunBackend;
  /** Questions answered at once (model calls are the slow part). */
  concurrency?: number;
  stderr?: NodeJS.WriteStream;
  label?: string;
  /** The command that writes the directory, named when another command's directory is refused. */
  command?: string;
  /** Replace whatever the directory holds, whole. */
  force?: boolean;
  /** The queue this run shares with others (a sweep's settings); its own of `concurrency` otherwise. */
  queue?: WorkQueue;
  /** The progress bars this run shares with others running at the same time. */
  progressBars?: cliProgress.MultiBar;
  /**
   * Awaited between answering and scoring. Scoring is CPU work on the thread that also sends requests, so a sweep
   * holds every setting's scoring until all settings have answered, instead of stalling the others' requests.
   */
  beforeScoring?: () => Promise<void>;
}

/** The questions of a run, in dataset order: eligible ones first filtered, then the first `limit`. */
export function selectInputs(inputs: readonly RunInput[], spec: Pick<RunSpec, 'eligibility' | 'limit'>): RunInput[] {
  const { eligibility } = spec;
  const eligible = inputs.filter((input) => {
    if (eligibility?.nonEmptyKg && !input.entities?.length) return false;
    if (eligibility?.minMinimumKnowledge && (input.minimumKnowledge?.length ?? 0) < eligibility.minMinimumKnowledge) {
      return false;
    }
    return true;
  });
  return spec.limit === null ? eligible : eligible.slice(0, spec.limit);
}

/** Rewrites items.jsonl in plan order (seed, then dataset position), so concurrency and resumes leave no trace. */
function canonicaliseItems(path: string, ordered: AnswerRecord[]): void {
  const temporary = `${path}.tmp-${process.pid}`;
  writeFileSync(temporary, ordered.map((record) => `${JSON.stringify(record)}\n`).join(''));
  renameSync(temporary, path);
}

/**
 * Runs (or resumes) one configuration: answers every question not yet in items.jsonl, appending each as it
 * finishes, then evaluates each seed and writes metrics.json. Item order and every random choice depend only on
 * the spec, so an interrupted-and-resumed run ends with the same files as an uninterrupted one.
 */
export async function executeRun(options: ExecuteRunOptions): Promise<RunMetrics> {
  const claimed = await claimOutputDirectory(options.dir, { kind: 'run', command: options.command ?? 'citeqa run', settings: options.spec, force: options.force });
  try {
    return await executeClaimedRun(options);
  } finally {
    await claimed.release();
  }
}

async function executeClaimedRun(options: ExecuteRunOptions): Promise<RunMetrics> {
  const { spec, backend } = options;
  const directory = openRunDirectory(options.dir, spec);
  const selected = selectInputs(options.loaded.inputs, spec);
  const prepared = backend.prepare ? await backend.prepare(selected, directory.path(RUN_FILES.oraclePassages)) : { inputs: selected, notes: {} };
  const { inputs } = prepared;
  const plan = spec.seeds.map((seed) => ({ seed, inputs: applyTransform(inputs, spec.transform ?? undefined, seed) }));

  const total = plan.reduce((sum, step) => sum + step.inputs.length, 0);
  const pending = plan.flatMap(({ seed, inputs: seeded }) =>
    // A question whose generation failed last time is tried again.
    seeded.map((input, index) => ({ seed, input, index })).filter(({ seed: s, input }) => !isAnswered(directory.finished.get(recordKey(s, input.id)))),
  );
  const progress = new RunProgress(options.label ?? 'run', total, total - pending.length, options.stderr, options.progressBars);
  try {
    await processItems(pending, {
      concurrency: options.concurrency ?? 1,
      ...(options.queue ? { queue: options.queue } : {}),
      async work({ seed, input, index }) {
        const { answer, retrieved, followUp } = await backend.answer(input, seed);
        const record = { ...answerRecord({ ...input, ...retrieved }, index, seed, answer), ...followUp };
        directory.append(record);
        progress.itemDone(usageOfAnswer(answer));
      },
      onItemFailure({ seed, input, index }, error) {
        directory.append(failedRecord(input, index, seed, error));
        progress.itemFailed(error.message);
      },
    });
  } finally {
    progress.stop();
    directory.close();
  }
  await options.beforeScoring?.();

  const byKey = new Map(readRunRecords(directory.path(RUN_FILES.items)).map((record) => [record.key, record as AnswerRecord]));
  const ordered = plan.flatMap(({ seed, inputs: seeded }) => seeded.map((input) => byKey.get(recordKey(seed, input.id))!));
  canonicaliseItems(directory.path(RUN_FILES.items), ordered);

  // Failed generations are no answers: they are left out of every metric and counted.
  const answered = ordered.filter((record) => isAnswered(record));
  const failed = ordered.length - answered.length;
  const perSeed = new Map<number, SuiteResult>();
  for (const seed of spec.seeds) {
    perSeed.set(seed, await backend.evaluate(answered.filter((record) => record.seed === seed), seed));
  }
  const usage = { calls: 0, promptTokens: 0, completionTokens: 0, cost: 0 };
  for (const record of answered) {
    usage.calls += record.usage.calls;
    usage.promptTokens += record.usage.promptTokens;
    usage.completionTokens += record.usage.completionTokens;
    usage.cost += record.usage.cost;
  }
  const notes: Record<string, string> = { ...options.loaded.provenance, questions: `${inputs.length} ${describeEligibility(spec.eligibility)}`, ...prepared.notes };
  const short = shortOfPassages(inputs, spec);
  if (short) notes.passages = short;
  if (failed > 0) notes['failed generations'] = `${failed} of ${ordered.length} answers failed after retries and are left out of every metric (items.jsonl keeps why; rerun to try them again)`;
  const metrics = runMetricsOf({ strategy: spec.strategy, seeds: spec.seeds, notes, usage, failed }, perSeed);
  // A suite names its items by position or by its own id; the records evaluated, in order, give the run's ids.
  const scores = [...perSeed].flatMap(([seed, result]) => {
    const records = answered.filter((record) => record.seed === seed);
    return result.perItem.map((item, i) => JSON.stringify({ seed, id: records[i]?.id ?? item.id, scores: item.scores, ...(item.detail ? { detail: item.detail } : {}) }));
  });
  writeTextAtomic(directory.path(RUN_FILES.scores), scores.length > 0 ? `${scores.join('\n')}\n` : '');
  writeJsonAtomic(directory.path(RUN_FILES.metrics), metrics);
  return metrics;
}
