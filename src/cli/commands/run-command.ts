import { resolve } from 'node:path';
import type { Command } from 'commander';
import { choices } from '../registry-choices.js';
import { judgeRegistry } from '../../judges/judge-registry.js';
import { InputError } from '../../core/errors.js';
import { answeringProgressStream, configFrom } from '../global-options.js';

interface RunOptions {
  data: string;
  source?: 'kg' | 'passages' | 'both';
  strategy?: string;
  suite?: 'kalma' | 'alce' | 'conner' | 'kalma-alce';
  judge: string;
  seeds: string;
  limit?: string;
  kg: string[];
  index?: string;
  k: string;
  out: string;
  force?: boolean;
  template?: string;
  shots?: string;
  temperature?: string;
  topP?: string;
  evidence: string;
  answerTemplate?: string;
  downstream: boolean;
  promptDir?: string;
  dataset?: string;
  ndoc?: string;
  demoIds?: string;
  lightInst?: boolean;
  kalmaPrompt?: string;
  kalmaReferenceCode?: boolean;
  gevalPrompts?: string;
  selectKnowledge?: string;
  selectDemos?: string;
  gamma?: string;
}

/** A number option in [min, max]. */
function numberOption(option: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < min || value > max) throw new InputError(option, `expected a number from ${min} to ${max}, got "${text}"`);
  return value;
}

function nonNegativeInteger(option: string, text: string): number {
  if (!/^\d+$/.test(text.trim())) throw new InputError(option, `expected a non-negative integer, got "${text}"`);
  return Number(text);
}

function selectDemos(text: string): { m: number; n: number } {
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(text);
  const [m, n] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!match || n < 1 || m < n) throw new InputError('--select-demos', `expected m,n with 1 ≤ n ≤ m (e.g. 30,8), got "${text}"`);
  return { m, n };
}

/** Generation options a strategy reads (CONNER's templates and shots; sampling for any model strategy). */
function strategyOptionsFrom(options: RunOptions): Record<string, unknown> {
  // Knowledge selection samples r texts with top-p 0.9 (CONNER §5), which needs a temperature above 0.
  const samples = options.selectKnowledge === undefined ? undefined : nonNegativeInteger('--select-knowledge', options.selectKnowledge);
  if (samples !== undefined && samples < 2) throw new InputError('--select-knowledge', `needs at least 2 samples to choose from, got ${samples}`);
  return {
    ...(samples !== undefined ? { n: samples, topP: 0.9, temperature: 1 } : {}),
    ...(options.template !== undefined ? { template: options.template } : {}),
    ...(options.shots !== undefined ? { shots: nonNegativeInteger('--shots', options.shots) } : {}),
    ...(options.promptDir !== undefined ? { promptDir: resolve(options.promptDir) } : {}),
    ...(options.dataset !== undefined ? { dataset: options.dataset } : {}),
    ...(options.ndoc !== undefined ? { ndoc: nonNegativeInteger('--ndoc', options.ndoc) } : {}),
    ...(options.demoIds !== undefined ? { demoIds: options.demoIds.split(',').map((id) => nonNegativeInteger('--demo-ids', id)) } : {}),
    ...(options.lightInst ? { lightInstruction: true } : {}),
    ...(options.kalmaPrompt !== undefined ? { prompt: options.kalmaPrompt.includes('/') ? resolve(options.kalmaPrompt) : options.kalmaPrompt } : {}),
    ...(options.temperature !== undefined ? { temperature: numberOption('--temperature', options.temperature, 0, 2) } : {}),
    ...(options.topP !== undefined ? { topP: numberOption('--top-p', options.topP, 0, 1) } : {}),
  };
}

async function parseGammaOption(text: string): Promise<number[]> {
  const { parseGamma } = await import('../../../eval/conner/knowledge-quality.js');
  return parseGamma(text);
}

/** An unknown template id fails now, in one line naming the choices, not once per question. */
async function checkConnerTemplates(loaded: { inputs: { gold?: Record<string, unknown> }[] }, strategy: string, options: RunOptions): Promise<void> {
  const { connerTemplate } = await import('../../generate/conner/conner-templates.js');
  const task = (loaded.inputs[0]?.gold?.conner as { task?: 'nq' | 'wow' } | undefined)?.task ?? 'nq';
  if (options.template !== undefined) {
    if (!strategy.startsWith('conner-')) throw new InputError('--template', `is read by conner-zero-shot and conner-few-shot, not ${strategy}`);
    connerTemplate(strategy === 'conner-few-shot' ? 'few_shot' : 'zero_shot', task, options.template);
  }
  if (options.answerTemplate !== undefined) connerTemplate('answer', task, options.answerTemplate);
  if (options.selectKnowledge !== undefined && !strategy.startsWith('conner-')) throw new InputError('--select-knowledge', `chooses among generated samples: use conner-zero-shot or conner-few-shot, not ${strategy}`);
  if (options.selectDemos !== undefined && strategy !== 'conner-few-shot') throw new InputError('--select-demos', `chooses the demonstrations of conner-few-shot, not ${strategy}`);
}

export function registerRunCommand(program: Command): void {
  program
    .command('run')
    .description('answer every question of a dataset, evaluate, and write a resumable run directory with a report')
    .requiredOption('--data <file>', 'BioKaLMA JSON (its per-question KG is the retrieved KG), ALCE JSON with docs, JSONL questions, or a CONNER test set (TSV)')
    .option('--source <source>', 'kg | passages | both (default: kg for BioKaLMA, passages for ALCE files; both answers JSONL questions from the KG and the passages, as `citeqa ask` does)')
    .option('--strategy <name>', 'answering strategy (default: kalma / vanilla with a model configured, both: "kalma + vanilla"; else extractive-kg / extractive; kalma-alce: KG and passages in one prompt, --source both)')
    .option('--suite <suite>', 'metric suite: kalma | alce | conner | kalma-alce (KaLMA metrics on triple citations + ALCE citation metrics on passage citations; default: by source and data, kalma-alce for both)')
    .option('--judge <name>', `entailment judge for the metrics: ${choices(judgeRegistry, '<trained judge>.json')}`, 'lexical')
    .option('--seeds <list>', 'comma-separated seeds; several give mean and std', '1')
    .option('--limit <n>', 'only the first N questions')
    .option('--kg <source>', 'JSONL questions, --source kg: KG to retrieve from (repeatable; default: the bundled KG)', (value: string, previous: string[]) => [...previous, value], [] as string[])
    .option('--index <dir>', 'JSONL questions, --source passages: index from `citeqa index` (default: the bundled passages, BM25)')
    .option('--k <n>', 'JSONL questions, --source passages: passages retrieved per question', '5')
    .requiredOption('--out <dir>', 'run directory (rerunning with the same options resumes it)')
    .option('--force', 'replace whatever the --out directory holds, whole (a directory another command made is refused otherwise)')
    .option('--prompt-dir <dir>', 'ALCE strategies: folder of ALCE-format prompt files <dataset>_<kind>.json (e.g. ALCE\'s, in the data folder)')
    .option('--dataset <name>', 'ALCE strategies: prompt-file prefix (citeqa by default; asqa / qampari / eli5 with ALCE\'s folder)')
    .option('--ndoc <n>', 'ALCE strategies: passages shown per question')
    .option('--demo-ids <list>', 'ALCE strategies: exactly these demonstrations, e.g. 0,2')
    .option('--light-inst', 'ALCE VANILLA with the short-instruction prompt file (ALCE\'s light_inst ablation)')
    .option('--kalma-prompt <file>', 'KaLMA strategy: general, specific, or a prompt file (e.g. KaLMA\'s own)')
    .option('--kalma-reference-code', 'KaLMA suite: score as KaLMA\'s scripts do where they differ from the paper (no correctness check, first 400 answers for alignment, [NA] against uncited minimum knowledge, pair counting, first 100 for text quality)')
    .option('--geval-prompts <file>', 'KaLMA suite: G-Eval prompt file for text quality (e.g. KaLMA\'s gpteval_prompt.json)')
    .option('--template <id>', 'CONNER strategies: knowledge template of the paper\'s Tables 11–12 (default: the one marked best)')
    .option('--shots <n>', 'demonstrations in the prompt (ALCE strategies: default 2; conner-few-shot: at most this many, default 8 within 1,800 words)')
    .option('--temperature <t>', 'sampling temperature for model strategies (CONNER default 0: greedy)')
    .option('--top-p <p>', 'nucleus sampling for model strategies')
    .option('--evidence <l>', 'CONNER: passages retrieved for each knowledge as factuality evidence (0: gold knowledge only)', '10')
    .option('--answer-template <id>', 'CONNER: Table 13 template for downstream answers (default: the one marked best)')
    .option('--select-knowledge <r>', 'CONNER §5: sample r knowledge texts (top-p 0.9 unless --top-p) and keep the best by Q_know')
    .option('--select-demos <m,n>', 'CONNER §5: score m drawn demonstrations by Q_know and prompt with the top n (conner-few-shot)')
    .option('--gamma <weights>', 'CONNER Q_know weights of factuality, relevance, paragraph coherence, informativeness (default 1,1,1,1)')
    .option('--no-downstream', 'CONNER: do not write downstream answers even with a model configured (validity is then null)')
    .action(async (options: RunOptions, command: Command) => {
      const config = await configFrom(command);
      const { parseLimit, parseSeedList } = await import('../../../eval/experiments/experiment-cli-options.js');
      const { loadRunInputs } = await import('../../../eval/experiments/inputs/all-run-input-readers.js');
      const { executeRun } = await import('../../../eval/experiments/run-executor.js');
      const { createRunBackend, modelForStrategy } = await import('../../../eval/experiments/run-backend.js');
      const { runReportDocument, writeRunReport } = await import('../../../eval/reports/run-report.js');
      const { markdownTable } = await import('../../../eval/reports/render-markdown.js');
      const { hasModelFor } = await import('../../pipeline/dependencies.js');

      if (options.source && !['kg', 'passages', 'both'].includes(options.source)) throw new InputError('--source', 'expected kg, passages or both');
      if (options.suite && !['kalma', 'alce', 'conner', 'kalma-alce'].includes(options.suite)) throw new InputError('--suite', 'expected kalma, alce, conner or kalma-alce');
      const data = resolve(options.data);
      const loaded = await loadRunInputs(data);
      const conner = loaded.format === 'conner';
      const source = options.source ?? (loaded.format === 'alce' || conner ? 'passages' : 'kg');
      const withModel = await hasModelFor('generator', config);
      if (source === 'both' && loaded.format !== 'questions') {
        throw new InputError('--source both', 'answers JSONL questions by retrieval; BioKaLMA and ALCE files bring their own KG or passages');
      }
      // Every source defaults as `citeqa ask` does: the model's strategies when one is configured (`both` joins
      // the two sides' answers), else the extractive ones.
      const { defaultStrategies, strategyPairName } = await import('../../pipeline/answer-source-registry.js');
      const defaults = defaultStrategies(withModel);
      const strategy =
        options.strategy ?? (conner ? 'retrieved-knowledge' : source === 'both' ? strategyPairName(defaults) : source === 'kg' ? defaults.kg : defaults.passages);
      const spec = {
        kind: 'citeqa-run' as const,
        version: 1 as const,
        data,
        format: loaded.format,
        source,
        strategy,
        seeds: parseSeedList(options.seeds),
        limit: options.limit === undefined ? null : parseLimit(options.limit),
        suite: options.suite ?? (conner ? 'conner' : source === 'passages' ? 'alce' : source === 'both' ? 'kalma-alce' : 'kalma'),
        judge: options.judge,
        model: modelForStrategy(strategy, config.llm.model),
        strategyOptions: strategyOptionsFrom(options),
        ...(options.kalmaReferenceCode || options.gevalPrompts
          ? { suiteOptions: { ...(options.kalmaReferenceCode ? { referenceCode: true } : {}), ...(options.gevalPrompts ? { gevalPrompts: resolve(options.gevalPrompts) } : {}) } }
          : {}),
        ...(conner
          ? {
              suiteOptions: {
                evidence: nonNegativeInteger('--evidence', options.evidence),
                // Recorded so resuming after configuring a model does not mix runs with and without downstream answers.
                downstreamModel: options.downstream && withModel ? (config.llm.model ?? null) : null,
                ...(options.answerTemplate ? { answerTemplate: options.answerTemplate } : {}),
                ...(options.selectKnowledge !== undefined ? { selectKnowledge: Number(options.selectKnowledge) } : {}),
                ...(options.selectDemos !== undefined ? { selectDemos: selectDemos(options.selectDemos) } : {}),
                ...(options.gamma !== undefined ? { gamma: await parseGammaOption(options.gamma) } : {}),
              },
            }
          : {}),
        eligibility: null,
        setting: null,
        transform: null,
        retrieval: conner
          ? await (await import('../../../eval/experiments/inputs/conner-inputs.js')).connerRetrieval(data, config.cacheDir, parseLimit(options.k, '--k'), options.index ? resolve(options.index) : null, options.kg)
          : loaded.format === 'questions'
            ? { kg: options.kg, index: options.index ? resolve(options.index) : null, k: parseLimit(options.k, '--k') }
            : null,
      };
      if (conner) await checkConnerTemplates(loaded, strategy, options);
      const dir = resolve(options.out);
      const metrics = await executeRun({
        dir,
        stderr: answeringProgressStream(command),
        spec,
        loaded,
        backend: await createRunBackend(spec, config),
        concurrency: config.concurrency,
        label: `run ${strategy}`,
        command: 'citeqa run',
        force: options.force,
      });
      const report = await writeRunReport(dir, spec, metrics);
      const document = runReportDocument(spec, metrics);
      process.stdout.write(`${markdownTable(document.tables[0]!)}\n\nrun directory: ${dir}\nreport: ${report.html}\n`);
    });
}
