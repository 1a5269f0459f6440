import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { InputError } from '../../core/errors.js';
import type { RunMetrics } from '../../../eval/experiments/run-metrics.js';
import type { RunSpec } from '../../../eval/experiments/run-spec.js';
import type { SweepResult } from '../../../eval/experiments/sweep-spec.js';

export function registerReportCommand(program: Command): void {
  program
    .command('report')
    .description('regenerate report.md and report.html of a run or sweep directory from its stored results (no recomputation)')
    .argument('<dir>', 'a run directory (config.json + metrics.json) or a sweep directory (sweep.json)')
    .action(async (dirArgument: string) => {
      const dir = resolve(dirArgument);
      let written: { markdown: string; html: string; charts: string[] };
      const { readJsonFile } = await import('../../io/run-directory.js');
      if (existsSync(join(dir, 'sweep.json'))) {
        const { writeSweepReport } = await import('../../../eval/reports/sweep-report.js');
        written = await writeSweepReport(dir, readJsonFile<SweepResult>(join(dir, 'sweep.json')));
      } else if (existsSync(join(dir, 'metrics.json')) && existsSync(join(dir, 'config.json'))) {
        const { writeRunReport } = await import('../../../eval/reports/run-report.js');
        written = await writeRunReport(dir, readJsonFile<RunSpec>(join(dir, 'config.json')), readJsonFile<RunMetrics>(join(dir, 'metrics.json')));
      } else {
        throw new InputError(dir, 'is neither a sweep directory (sweep.json) nor a finished run directory (config.json + metrics.json)');
      }
      process.stdout.write(`${written.markdown}\n${written.html}\n${written.charts.map((chart) => `${chart}\n`).join('')}`);
    });
}
