import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { choices } from '../registry-choices.js';
import { judgeRegistry } from '../../judges/judge-registry.js';
import { ConfigError, InputError } from '../../core/errors.js';
import { dataPath } from '../../config/config.js';
import { configFrom } from '../global-options.js';

interface ReproduceOptions {
  data?: string;
  out?: string;
  force?: boolean;
  judge: string;
  seeds?: string;
  limit?: string;
  strategies?: string;
  models?: string;
  json?: boolean;
}

const OFFLINE_TARGETS = ['alce-human-eval', 'alce-human-agreement', 'alce-human-utility', 'conner-reference'];

export function registerReproduceCommand(program: Command): void {
  program
    .command('reproduce')
    .description('reproduce a paper table: ALCE human-eval scores and human agreement offline; KaLMA / ALCE tables with a configured model')
    .argument('<target>', 'alce-human-eval | alce-human-agreement | alce-human-utility | conner-reference | kalma-table-3|4|5|7 | kalma-figure-5 | alce-table-4|5|6|7 | conner-table-2|3|7|8')
    .option('--data <file>', 'input file (defaults: the shared data folder’s files for the offline targets and KaLMA)')
    .option('--out <dir>', 'where the sweep of a model-based target is written (default: ./reproduce-<target>)')
    .option('--force', 'replace whatever the --out directory holds, whole (a directory another command made is refused otherwise)')
    .option('--judge <name>', `entailment judge: ${choices(judgeRegistry, '<trained judge>.json')}`, 'lexical')
    .option('--seeds <list>', 'seeds of a model-based target (default 1,2,3 like the papers)')
    .option('--limit <n>', 'only the first N questions of a model-based target')
    .option('--strategies <list>', 'strategies of a model-based target (defaults to the paper’s)')
    .option('--models <list>', 'generation models to compare (alce-table-7)')
    .option('--json', 'print the comparison as JSON')
    .action(async (target: string, options: ReproduceOptions, command: Command) => {
      const config = configFrom(command);
      const { markdownTable } = await import('../../../eval/reports/render-markdown.js');
      const print = (text: string) => process.stdout.write(text);

      if (target === 'alce-human-eval') {
        const { humanEvalTable, reproduceAlceHumanEval } = await import('../../../eval/experiments/reproduce/alce-human-eval.js');
        const file = resolve(options.data ?? dataPath(config, 'alce', 'asqa_human_eval_outputs.dev.json'));
        const rows = await reproduceAlceHumanEval(file);
        print(options.json ? `${JSON.stringify(rows, null, 2)}\n` : `${markdownTable(humanEvalTable(rows))}\n`);
        return;
      }
      if (target === 'alce-human-utility') {
        const { alceHumanUtility, utilityTable } = await import('../../../eval/experiments/reproduce/alce-human-utility.js');
        const rows = alceHumanUtility(resolve(options.data ?? dataPath(config, 'alce', 'asqa_human_eval_outputs.dev.json')));
        print(options.json ? `${JSON.stringify(rows, null, 2)}\n` : `${markdownTable(utilityTable(rows))}\n`);
        return;
      }
      if (target === 'conner-reference') {
        const { connerMetricsTable, connerReferenceMetrics, connerReferenceTable, reproduceConnerReference } = await import(
          '../../../eval/experiments/reproduce/conner-reference.js'
        );
        const { parseLimit } = await import('../../../eval/experiments/experiment-cli-options.js');
        const nqDir = resolve(options.data ?? dataPath(config, 'conner', 'nq'));
        const rows = reproduceConnerReference(nqDir);
        const metrics = await connerReferenceMetrics(nqDir, config, { judge: options.judge, ...(options.limit ? { limit: parseLimit(options.limit) } : {}) });
        if (options.json) {
          print(`${JSON.stringify({ stored: rows, metrics: { n: metrics.n, metrics: metrics.metrics, nulls: metrics.nulls, notes: metrics.notes } }, null, 2)}\n`);
        } else {
          const notes = Object.entries(metrics.notes).map(([key, text]) => `- ${key}: ${text}`).join('\n');
          print(`${markdownTable(connerReferenceTable(rows))}\n\n${markdownTable(connerMetricsTable(metrics))}\n\n${notes}\n`);
        }
        return;
      }
      if (target === 'alce-human-agreement') {
        const { readHumanCitationsFile } = await import('../../../eval/judges/agreement/human-citations-file.js');
        const { computeAgreementForRuns } = await import('../../../eval/judges/agreement/compute-agreement.js');
        const { judgeFromConfig } = await import('../../pipeline/dependencies.js');
        const { agreementTable, detectionTable, humanAgreementRows, humanAgreementTables } = await import(
          '../../../eval/experiments/reproduce/alce-human-agreement.js'
        );
        const file = resolve(options.data ?? dataPath(config, 'alce', 'human_citations.dev.json'));
        const runs = await readHumanCitationsFile(file);
        const judge = await judgeFromConfig(options.judge, config);
        const rows = await humanAgreementRows(runs, judge);
        const agreement = await computeAgreementForRuns(runs, judge);
        if (options.json) {
          print(`${JSON.stringify({ judge: judge.name, rows, agreement: { stored: agreement.stored, judge: agreement.judge } }, null, 2)}\n`);
        } else {
          const tables = [...humanAgreementTables(rows, judge.name), agreementTable(agreement), detectionTable(agreement)];
          print(tables.map((table) => `## ${table.caption}\n\n${markdownTable(table)}\n`).join('\n'));
        }
        return;
      }

      const { PAPER_TARGETS } = await import('../../../eval/experiments/reproduce/paper-targets.js');
      const paperTarget = PAPER_TARGETS[target];
      if (!paperTarget) {
        throw new InputError(target, `unknown target; known: ${[...OFFLINE_TARGETS, ...Object.keys(PAPER_TARGETS)].join(', ')}`);
      }
      const { hasModelFor } = await import('../../pipeline/dependencies.js');
      if (!(await hasModelFor('generator', config))) {
        throw new ConfigError(config.llm.model ? 'llm.baseURL' : 'llm.model', `reproduce ${target} needs a generation model, and none is configured`, {
          hint: 'set CITEQA_LLM_BASE_URL and CITEQA_LLM_MODEL (or "llm" in citeqa.config.json); the papers used gpt-3.5-turbo / gpt-4',
        });
      }
      if (paperTarget.needsData && !options.data) throw new InputError(`reproduce ${target}`, `needs --data: ${paperTarget.needsData}`);

      const { parseLimit, parseNameList, parseSeedList } = await import('../../../eval/experiments/experiment-cli-options.js');
      const { runSweepWithReports } = await import('../sweep-with-reports.js');
      const { loadRunInputs } = await import('../../../eval/experiments/inputs/all-run-input-readers.js');
      const { createRunBackend, modelForStrategy } = await import('../../../eval/experiments/run-backend.js');
      const { paperComparisonTable } = await import('../../../eval/reports/paper-comparison.js');
      const { withConnerSetup } = await import('../conner-sweep-setup.js');
      const planned = paperTarget.sweep({
        data: options.data ? resolve(options.data) : undefined,
        dataDir: config.dataDir,
        seeds: options.seeds ? parseSeedList(options.seeds) : undefined,
        limit: options.limit ? parseLimit(options.limit) : null,
        strategies: options.strategies ? parseNameList('--strategies', options.strategies) : undefined,
        models: options.models ? parseNameList('--models', options.models) : undefined,
        judge: options.judge,
      });
      const spec = await withConnerSetup(planned, config);
      const out = resolve(options.out ?? join(process.cwd(), `reproduce-${target}`));
      const result = await runSweepWithReports({
        dir: out,
        spec,
        command: `citeqa reproduce ${target}`,
        force: options.force,
        modelFor: (strategy) => modelForStrategy(strategy, config.llm.model),
        loadInputs: (data) => loadRunInputs(resolve(data)),
        backendFor: (run) => createRunBackend(run, config),
        concurrency: config.concurrency,
      });
      const table = paperComparisonTable(paperTarget.paper, result, config.llm.model ?? '');
      print(options.json ? `${JSON.stringify({ paper: paperTarget.paper, ours: result.rows }, null, 2)}\n` : `${markdownTable(table)}\n\nsweep: ${out}\n`);
    });
}
