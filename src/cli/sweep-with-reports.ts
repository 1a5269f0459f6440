import type { RunSweepOptions } from '../../eval/experiments/run-sweep.js';
import type { SweepResult } from '../../eval/experiments/sweep-spec.js';

/** Runs a sweep and writes the reports: one per finished setting's run directory, then the sweep's own. */
export async function runSweepWithReports(options: RunSweepOptions): Promise<SweepResult> {
  const [{ runSweep }, { writeRunReport }, { writeSweepReport }] = await Promise.all([
    import('../../eval/experiments/run-sweep.js'),
    import('../../eval/reports/run-report.js'),
    import('../../eval/reports/sweep-report.js'),
  ]);
  const result = await runSweep({ ...options, onRunFinished: (dir, spec, metrics) => writeRunReport(dir, spec, metrics) });
  await writeSweepReport(options.dir, result);
  return result;
}
