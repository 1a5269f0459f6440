import { isAbsolute, join, resolve } from 'node:path';
import cliProgress from 'cli-progress';
import { WorkQueue } from '../../src/pipeline/work-queue.js';
import { claimOutputDirectory } from '../../src/io/output-directory.js';
import { writeJsonAtomic } from '../../src/io/run-directory.js';
import { executeRun, type RunBackend } from './run-executor.js';
import type { RunMetrics } from './run-metrics.js';
import type { LoadedRunInputs } from './run-input.js';
import type { RunSpec } from './run-spec.js';
import { settingSlug, type SweepResult, type SweepSetting, type SweepSpec } from './sweep-spec.js';

export interface RunSweepOptions {
  dir: string;
  spec: SweepSpec;
  /** The generation model id a strategy would use (`llm.model`), or null for offline strategies. */
  modelFor(strategy: string): string | null;
  /** Loads (and may cache) a dataset. */
  loadInputs(data: string): Promise<LoadedRunInputs>;
  backendFor(run: RunSpec): Promise<RunBackend>;
  concurrency?: number;
  stderr?: NodeJS.WriteStream;
  /** The command that writes the directory (`citeqa sweep`, `citeqa reproduce`), named in refusals. */
  command?: string;
  /** Replace whatever the directory holds, whole. */
  force?: boolean;
  /** Told when a setting's run directory is complete (the CLI writes its report). */
  onRunFinished?(dir: string, spec: RunSpec, metrics: RunMetrics): Promise<unknown> | void;
}

export function runSpecOf(spec: SweepSpec, setting: SweepSetting, format: RunSpec['format'], modelFor: (strategy: string) => string | null): RunSpec {
  const strategy = setting.strategy ?? spec.base.strategy;
  const data = setting.data ?? spec.base.data;
  return {
    kind: 'citeqa-run',
    version: 1,
    data: isAbsolute(data) ? data : resolve(data),
    format,
    source: setting.source ?? spec.base.source,
    strategy,
    seeds: spec.base.seeds,
    limit: spec.base.limit,
    suite: setting.suite ?? spec.base.suite,
    judge: spec.base.judge,
    model: setting.model ?? modelFor(strategy),
    strategyOptions: { ...spec.base.strategyOptions, ...setting.strategyOptions },
    ...(spec.base.suiteOptions || setting.suiteOptions ? { suiteOptions: { ...spec.base.suiteOptions, ...setting.suiteOptions } } : {}),
    eligibility: spec.base.eligibility,
    setting: setting.setting,
    transform: setting.transform ?? null,
    ...(spec.base.retrieval ? { retrieval: spec.base.retrieval } : {}),
  };
}

/**
 * Runs every setting of a sweep in its own run directory (`runs/<setting>/`, each resumable on its own) and writes
 * sweep.json (mean / std / n per metric and setting). sweep.json is rewritten as each setting finishes, so an
 * interrupted sweep still shows the settings it finished. Reports are the caller's: it gets each finished run and
 * the result.
 */
export async function runSweep(options: RunSweepOptions): Promise<SweepResult> {
  const { spec } = options;
  const command = options.command ?? 'citeqa sweep';
  const claimed = await claimOutputDirectory(options.dir, { kind: 'sweep', command, settings: spec, force: options.force });
  try {
    return await runClaimedSweep(options, command);
  } finally {
    await claimed.release();
  }
}

/**
 * Every setting answers at once from one work queue of `concurrency` items, so a setting finishing its last few no
 * longer leaves the endpoint idle while the next waits its turn; scoring starts once every setting has answered.
 * Rows are kept in the spec's order whatever order the settings finish in.
 */
async function runClaimedSweep(options: RunSweepOptions, command: string): Promise<SweepResult> {
  const { spec } = options;
  const queue = new WorkQueue(options.concurrency ?? 1);
  const stderr = options.stderr ?? process.stderr;
  const bars = stderr.isTTY
    ? new cliProgress.MultiBar({ stream: stderr, hideCursor: true, clearOnComplete: false }, cliProgress.Presets.shades_classic)
    : undefined;
  const rows: (SweepResult['rows'][number] | undefined)[] = spec.settings.map(() => undefined);
  const resultOf = (): SweepResult => ({ sweep: spec.sweep, config: spec, rows: rows.filter((row) => row !== undefined) });

  // Scoring waits until every setting has answered (or failed): see ExecuteRunOptions.beforeScoring.
  let answering = spec.settings.length;
  let allAnswered!: () => void;
  const everyoneAnswered = new Promise<void>((resolve) => (allAnswered = resolve));
  const runSetting = async (setting: SweepSetting, position: number) => {
    // A setting arrives once: when it has answered, or when it failed before getting there.
    let arrived = false;
    const arrive = () => {
      if (arrived) return;
      arrived = true;
      if (--answering === 0) allAnswered();
    };
    try {
      await answerAndScoreSetting(setting, position, async () => {
        arrive();
        await everyoneAnswered;
      });
    } finally {
      arrive();
    }
  };

  const answerAndScoreSetting = async (setting: SweepSetting, position: number, beforeScoring: () => Promise<void>) => {
    const loaded = await options.loadInputs(setting.data ?? spec.base.data);
    const runSpec = runSpecOf(spec, setting, loaded.format, options.modelFor);
    const run = join('runs', settingSlug(setting.setting));
    const runDir = join(options.dir, run);
    const metrics = await executeRun({
      dir: runDir,
      spec: runSpec,
      loaded,
      backend: await options.backendFor(runSpec),
      concurrency: options.concurrency,
      queue,
      ...(bars ? { progressBars: bars } : {}),
      stderr,
      label: `${spec.sweep} ${settingSlug(setting.setting)}`,
      command,
      beforeScoring,
    });
    await options.onRunFinished?.(runDir, runSpec, metrics);
    rows[position] = { setting: setting.setting, metrics: metrics.metrics, run, n: metrics.n, ...(metrics.notes.passages ? { note: metrics.notes.passages } : {}) };
    writeJsonAtomic(join(options.dir, 'sweep.json'), resultOf());
  };

  // Every setting settles before an error is reported, so nothing is still writing when the command says why it stopped.
  const settled = await Promise.allSettled(spec.settings.map((setting, position) => runSetting(setting, position)));
  bars?.stop();
  const failure = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  const result = resultOf();
  writeJsonAtomic(join(options.dir, 'sweep.json'), result);
  return result;
}
