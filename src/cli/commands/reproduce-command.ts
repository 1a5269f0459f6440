import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { choices } from '../registry-choices.js';
import { judgeRegistry } from '../../judges/judge-registry.js';
import { ConfigError, InputError } from '../../core/errors.js';
import { dataPath } from '../../config/data-path.js';
import { answeringProgressStream, configFrom } from '../global-options.js';

interface ReproduceOptions {
  data?: string;
  out?: string;
  force?: boolean;
  judge?: string;
  show?: boolean;
  promptDir?: string;
  dataset?: string;
  kalmaPrompt?: string;
  shots?: string;
  ndoc?: string;
  temperature?: string;
  temperatures?: string;
  topP?: string;
  maxTokens?: string;
  lightInst?: boolean;
  gevalPrompts?: string;
  kalmaReferenceCode?: boolean;
  seeds?: string;
  limit?: string;
  strategies?: string;
  models?: string;
  json?: boolean;
}

function numberSetting(option: string, text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) throw new InputError(option, `expected a non-negative number, got "${text}"`);
  return value;
}

/** The command line's changes to a target's settings (undefined: keep the paper's). */
function settingOverrides(options: ReproduceOptions): Record<string, string | number | boolean | number[] | undefined> {
  const integer = (option: string, text: string | undefined) => {
    if (text === undefined) return undefined;
    if (!/^\d+$/.test(text.trim())) throw new InputError(option, `expected a non-negative integer, got "${text}"`);
    return Number(text);
  };
  return {
    promptDir: options.promptDir ? resolve(options.promptDir) : undefined,
    dataset: options.dataset,
    prompt: options.kalmaPrompt ? resolve(options.kalmaPrompt) : undefined,
    shots: integer('--shots', options.shots),
    ndoc: integer('--ndoc', options.ndoc),
    temperature: options.temperature === undefined ? undefined : numberSetting('--temperature', options.temperature),
    topP: options.topP === undefined ? undefined : numberSetting('--top-p', options.topP),
    maxTokens: integer('--max-tokens', options.maxTokens),
    lightInstruction: options.lightInst ? true : undefined,
    gevalPrompts: options.gevalPrompts ? resolve(options.gevalPrompts) : undefined,
    referenceCode: options.kalmaReferenceCode ? true : undefined,
    judge: options.judge,
    seeds: options.seeds ? options.seeds.split(',').map((seed) => integer('--seeds', seed)!) : undefined,
  };
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
    .option('--judge <name>', `entailment judge: ${choices(judgeRegistry, '<trained judge>.json')} (default: lexical, or the target's setting)`)
    .option('--show', 'model-based targets: print the settings the target runs with, each with its source, and stop')
    .option('--prompt-dir <dir>', 'ALCE targets: folder of ALCE-format prompt files (default: ALCE\'s, in the data folder)')
    .option('--dataset <name>', 'ALCE targets: prompt-file prefix (asqa, qampari, eli5)')
    .option('--kalma-prompt <file>', 'KaLMA targets: the answer prompt file (default: KaLMA\'s own)')
    .option('--shots <n>', 'demonstrations in the prompt')
    .option('--ndoc <n>', 'passages shown per question')
    .option('--temperature <t>', 'sampling temperature')
    .option('--temperatures <list>', 'kalma-table-3: the temperatures of the grid (default 0.1,0.5,0.9)')
    .option('--top-p <p>', 'nucleus sampling')
    .option('--max-tokens <n>', 'most new tokens per generation')
    .option('--geval-prompts <file>', 'KaLMA targets: G-Eval prompt file for text quality (default: KaLMA\'s own)')
    .option('--kalma-reference-code', 'KaLMA targets: score as KaLMA\'s scripts do where they differ from the paper')
    .option('--light-inst', 'ALCE targets: VANILLA with the short-instruction prompt files (ALCE\'s light_inst ablation)')
    .option('--seeds <list>', 'seeds of a model-based target (default 1,2,3 like the papers)')
    .option('--limit <n>', 'only the first N questions of a model-based target')
    .option('--strategies <list>', 'strategies of a model-based target (defaults to the paper’s)')
    .option('--models <list>', 'generation models to compare (alce-table-7)')
    .option('--json', 'print the comparison as JSON')
    .action(async (target: string, options: ReproduceOptions, command: Command) => {
      const config = await configFrom(command);
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
        const metrics = await connerReferenceMetrics(nqDir, config, { judge: options.judge ?? 'lexical', ...(options.limit ? { limit: parseLimit(options.limit) } : {}) });
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
        const judge = await judgeFromConfig(options.judge ?? 'lexical', config);
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
      const { resolveSettings } = await import('../../../eval/experiments/reproduce/target-settings.js');
      const { formatTargetSettings, preflightTarget } = await import('../reproduce-preflight.js');
      const resolved = resolveSettings(paperTarget.settings, settingOverrides(options), config.dataDir);
      if (options.show) {
        print(`${formatTargetSettings(target, paperTarget.description, resolved)}\n`);
        return;
      }
      await preflightTarget(target, paperTarget, resolved, options.data, config);

      const { parseLimit, parseNameList, parseSeedList } = await import('../../../eval/experiments/experiment-cli-options.js');
      const { runSweepWithReports } = await import('../sweep-with-reports.js');
      const { loadRunInputs } = await import('../../../eval/experiments/inputs/all-run-input-readers.js');
      const { createRunBackend, modelForStrategy } = await import('../../../eval/experiments/run-backend.js');
      const { paperComparisonTable } = await import('../../../eval/reports/paper-comparison.js');
      const { withConnerSetup } = await import('../conner-sweep-setup.js');
      const planned = paperTarget.sweep({
        data: options.data ? resolve(options.data) : undefined,
        dataDir: config.dataDir,
        seeds: (resolved.values.seeds as number[] | undefined) ?? (options.seeds ? parseSeedList(options.seeds) : undefined),
        limit: options.limit ? parseLimit(options.limit) : null,
        strategies: options.strategies ? parseNameList('--strategies', options.strategies) : undefined,
        models: options.models ? parseNameList('--models', options.models) : undefined,
        judge: String(resolved.values.judge ?? 'lexical'),
        ...(options.temperatures ? { temperatures: options.temperatures.split(',').map((t) => numberSetting('--temperatures', t)) } : {}),
      }, resolved.values);
      const overridden = resolved.rows.filter((row) => row.overridden).map((row) => `${row.name} = ${JSON.stringify(row.value)}`);
      const spec = await withConnerSetup(
        { ...planned, notes: { ...planned.notes, settings: resolved.rows.map((row) => `${row.name} ${JSON.stringify(row.value)} (${row.source})`).join('; ') } },
        config,
      );
      const out = resolve(options.out ?? join(process.cwd(), `reproduce-${target}`));
      const loadedInputs = new Map<string, ReturnType<typeof loadRunInputs>>();
      const result = await runSweepWithReports({
        dir: out,
        stderr: answeringProgressStream(command),
        spec,
        command: `citeqa reproduce ${target}`,
        force: options.force,
        modelFor: (strategy) => modelForStrategy(strategy, config.llm.model),
        loadInputs: (data) => {
          // Settings start together, so the cache holds the loading itself: a dataset shared by settings is read once.
          const path = resolve(data);
          if (!loadedInputs.has(path)) loadedInputs.set(path, loadRunInputs(path));
          return loadedInputs.get(path)!;
        },
        backendFor: (run) => createRunBackend(run, config),
        concurrency: config.concurrency,
      });
      const table = paperComparisonTable(paperTarget.paper, result, config.llm.model ?? '');
      const marked = overridden.length > 0 ? `\nsettings changed from the paper's on the command line: ${overridden.join(', ')}\n` : '';
      print(options.json ? `${JSON.stringify({ paper: paperTarget.paper, ours: result.rows, settings: resolved.rows }, null, 2)}\n` : `${markdownTable(table)}\n${marked}\nsweep: ${out}\n`);
    });
}
