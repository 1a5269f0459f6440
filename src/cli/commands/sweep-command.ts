import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { choices } from '../registry-choices.js';
import { judgeRegistry } from '../../judges/judge-registry.js';
import { InputError } from '../../core/errors.js';
import { answeringProgressStream, configFrom } from '../global-options.js';

interface SweepOptions {
  out: string;
  force?: boolean;
  data?: string;
  limit?: string;
  seeds?: string;
  strategy?: string;
  strategies?: string;
  models?: string;
  judge?: string;
  judges?: string;
  prompts?: string;
  promptDir?: string;
  dataset?: string;
  shots?: string;
  ndoc?: string;
  temperature?: string;
  kalmaPrompt?: string;
  kalmaReferenceCode?: boolean;
  gevalPrompts?: string;
}

/** KaLMA scoring settings given on the command line, applied to every run of the sweep (as `run` takes them). */
function suiteOverrides(options: SweepOptions): Record<string, unknown> {
  return {
    ...(options.kalmaReferenceCode ? { referenceCode: true } : {}),
    ...(options.gevalPrompts ? { gevalPrompts: resolve(options.gevalPrompts) } : {}),
  };
}

/** Generation settings given on the command line, applied to every run of the sweep. */
function generationOverrides(options: SweepOptions): Record<string, unknown> {
  const count = (option: string, text: string | undefined) => {
    if (text === undefined) return undefined;
    if (!/^\d+$/.test(text.trim())) throw new InputError(option, `expected a non-negative integer, got "${text}"`);
    return Number(text);
  };
  const temperature = options.temperature === undefined ? undefined : Number(options.temperature);
  if (temperature !== undefined && !(Number.isFinite(temperature) && temperature >= 0 && temperature <= 2)) throw new InputError('--temperature', `expected a number from 0 to 2, got "${options.temperature}"`);
  const kalmaPrompt = options.kalmaPrompt === undefined ? undefined : options.kalmaPrompt.includes('/') ? resolve(options.kalmaPrompt) : options.kalmaPrompt;
  const values = { promptDir: options.promptDir ? resolve(options.promptDir) : undefined, dataset: options.dataset, shots: count('--shots', options.shots), ndoc: count('--ndoc', options.ndoc), temperature, prompt: kalmaPrompt };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** `citeqa sweep caqa-evaluators --data <caqa.jsonl>`: evaluators × prompts over one CAQA benchmark (Tables 5–6). */
async function sweepCaqaEvaluators(options: SweepOptions, config: import('../../config/config.js').CiteqaConfig): Promise<void> {
  if (!options.data) throw new InputError('sweep caqa-evaluators', 'needs --data <CAQA benchmark from citeqa caqa build>');
  const [{ parseNameList }, { readCaqaFile }, { evaluatorCells, runEvaluatorSweep }, { caqaEvaluatorReport, writeCaqaEvaluatorReport }, { markdownTable }] = await Promise.all([
    import('../../../eval/experiments/experiment-cli-options.js'),
    import('../../../eval/caqa/caqa-file.js'),
    import('../../../eval/caqa/evaluate/evaluator-sweep.js'),
    import('../../../eval/reports/caqa-evaluator-report.js'),
    import('../../../eval/reports/render-markdown.js'),
  ]);
  const data = resolve(options.data);
  const samples = await readCaqaFile(data);
  if (samples.length === 0) throw new InputError(options.data, 'holds no samples');
  const cells = evaluatorCells(parseNameList('--judges', options.judges ?? 'lexical'), parseNameList('--prompts', options.prompts ?? 'attribution-no-definition'));
  const out = resolve(options.out);
  const done = await runEvaluatorSweep(out, data, samples, cells, config, {
    ...(options.force ? { force: true } : {}),
    onCell: (cell, cached) => process.stderr.write(`caqa-evaluators ${cell.judge}${cell.prompt ? ` · ${cell.prompt}` : ''}: ${cached ? 'already done (resumed)' : 'done'}\n`),
  });
  await writeCaqaEvaluatorReport(out, data, done);
  process.stdout.write(`${markdownTable(caqaEvaluatorReport(data, done).tables[0]!)}\n\nsweep: ${out}/sweep.json\nreport: ${out}/report.html\n`);
}

export function registerSweepCommand(program: Command): void {
  program
    .command('sweep')
    .description('run an ablation sweep (one resumable run per setting) and write sweep.json, a table and SVG charts')
    .argument('<sweep>', 'retrieval-accuracy | knowledge-removal | passage-count | question-variant | strategies | conner-strategies | knowledge-selection | caqa-evaluators, or a spec.json file')
    .requiredOption('--out <dir>', 'sweep directory (rerunning resumes every unfinished setting)')
    .option('--force', 'replace whatever the --out directory holds, whole (a directory another command made is refused otherwise)')
    .option('--data <file>', 'dataset (default for the KaLMA sweeps: biokalma/specific.dev.json in the data folder)')
    .option('--limit <n>', 'only the first N eligible questions')
    .option('--seeds <list>', 'comma-separated seeds; several give mean (std) per cell', '1')
    .option('--strategy <name>', 'answering strategy (default: the preset’s offline strategy)')
    .option('--strategies <list>', 'strategies sweep: the strategies to compare')
    .option('--models <list>', 'strategies sweep: generation model ids to compare (llm.model per cell)')
    .option('--judge <name>', `entailment judge: ${choices(judgeRegistry, '<trained judge>.json')}`, 'lexical')
    .option('--prompt-dir <dir>', 'ALCE strategies: folder of ALCE-format prompt files')
    .option('--dataset <name>', 'ALCE strategies: prompt-file prefix (asqa / qampari / eli5 with ALCE\'s folder)')
    .option('--shots <n>', 'demonstrations in the prompt')
    .option('--ndoc <n>', 'ALCE strategies: passages shown per question')
    .option('--temperature <t>', 'sampling temperature of every run')
    .option('--kalma-prompt <file>', 'KaLMA strategy: general, specific, or a prompt file (e.g. KaLMA\'s own)')
    .option('--kalma-reference-code', 'KaLMA suite: score as KaLMA\'s scripts do where they differ from the paper (no correctness check, first 400 answers for alignment, [NA] against uncited minimum knowledge, pair counting, first 100 for text quality)')
    .option('--geval-prompts <file>', 'KaLMA suite: G-Eval prompt file for text quality (e.g. KaLMA\'s gpteval_prompt.json)')
    .option('--judges <list>', 'caqa-evaluators: the evaluators to compare (lexical, true, nli, llm, trained judge files)', 'lexical')
    .option('--prompts <list>', 'caqa-evaluators: CAQA task prompts for the llm evaluator', 'attribution-no-definition')
    .action(async (name: string, options: SweepOptions, command: Command) => {
      const config = await configFrom(command);
      if (name === 'caqa-evaluators') {
        await sweepCaqaEvaluators(options, config);
        return;
      }
      const { parseLimit, parseNameList, parseSeedList } = await import('../../../eval/experiments/experiment-cli-options.js');
      const { SWEEP_PRESETS } = await import('../../../eval/experiments/sweep-presets.js');
      const { readJsonFile } = await import('../../io/run-directory.js');
      const { runSweepWithReports } = await import('../sweep-with-reports.js');
      const { loadRunInputs } = await import('../../../eval/experiments/inputs/all-run-input-readers.js');
      const { createRunBackend } = await import('../../../eval/experiments/run-backend.js');
      const { sweepReportDocument } = await import('../../../eval/reports/sweep-report.js');
      const { markdownTable } = await import('../../../eval/reports/render-markdown.js');
      const { modelForStrategy } = await import('../../../eval/experiments/run-backend.js');
      type SweepSpec = import('../../../eval/experiments/sweep-spec.js').SweepSpec;

      const overrides = {
        data: options.data ? resolve(options.data) : undefined,
        dataDir: config.dataDir,
        strategy: options.strategy,
        strategies: options.strategies ? parseNameList('--strategies', options.strategies) : undefined,
        models: options.models ? parseNameList('--models', options.models) : undefined,
        seeds: options.seeds ? parseSeedList(options.seeds) : undefined,
        limit: options.limit ? parseLimit(options.limit) : null,
        judge: options.judge,
      };
      let spec: SweepSpec;
      if (SWEEP_PRESETS[name]) {
        spec = SWEEP_PRESETS[name].build(overrides);
      } else if (/\.json$/i.test(name) && existsSync(name)) {
        spec = readJsonFile<SweepSpec>(resolve(name));
        if (!spec?.sweep || !Array.isArray(spec.settings) || !spec.base) {
          throw new InputError(name, 'a sweep spec needs "sweep", "base" and "settings" (see README, Experiments)');
        }
      } else {
        throw new InputError(name, `unknown sweep; presets: ${Object.keys(SWEEP_PRESETS).join(', ')}, or a spec.json file`);
      }

      const generation = generationOverrides(options);
      if (Object.keys(generation).length > 0) spec = { ...spec, base: { ...spec.base, strategyOptions: { ...spec.base.strategyOptions, ...generation } } };
      const scoring = suiteOverrides(options);
      if (options.gevalPrompts && !existsSync(scoring.gevalPrompts as string)) throw new InputError(options.gevalPrompts, 'no such G-Eval prompt file');
      if (Object.keys(scoring).length > 0) spec = { ...spec, base: { ...spec.base, suiteOptions: { ...spec.base.suiteOptions, ...scoring } } };
      const { checkSweepModel, withConnerSetup } = await import('../conner-sweep-setup.js');
      await checkSweepModel(spec, config);
      spec = await withConnerSetup(spec, config);
      // Settings start together, so the cache holds the loading itself: a dataset shared by settings is read once.
      const cache = new Map<string, ReturnType<typeof loadRunInputs>>();
      const result = await runSweepWithReports({
        dir: resolve(options.out),
        stderr: answeringProgressStream(command),
        spec,
        command: 'citeqa sweep',
        force: options.force,
        modelFor: (strategy) => modelForStrategy(strategy, config.llm.model),
        loadInputs: (data) => {
          const path = resolve(data);
          if (!cache.has(path)) cache.set(path, loadRunInputs(path));
          return cache.get(path)!;
        },
        backendFor: (run) => createRunBackend(run, config),
        concurrency: config.concurrency,
      });
      const document = sweepReportDocument(result);
      process.stdout.write(`${markdownTable(document.tables[0]!)}\n\n`);
      process.stdout.write(`sweep: ${resolve(options.out)}/sweep.json\nreport: ${resolve(options.out)}/report.html\n`);
    });
}
