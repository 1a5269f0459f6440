import { resolve } from 'node:path';
import type { Command } from 'commander';
import { choices } from '../registry-choices.js';
import { judgeRegistry } from '../../judges/judge-registry.js';
import { embedderBackends } from '../../../retrievers/dense/embedders/all-embedders.js';
import { InputError } from '../../core/errors.js';
import type { StrategyOptions } from '../../core/strategy.js';
import { configFrom } from '../global-options.js';

interface GenerateOptions {
  data: string;
  strategy: string;
  out: string;
  force?: boolean;
  promptDir?: string;
  dataset?: string;
  shots?: string;
  demoIds?: string;
  ndoc?: string;
  temperature?: string;
  topP?: string;
  seed?: string;
  maxTokens?: string;
  judge?: string;
  rerankCompat?: boolean;
  rerankMode?: string;
  forceCiteShow?: boolean;
  stop?: boolean;
  embedder: string;
  limit?: string;
}

function parseNumber(flag: string, value: string | undefined, integer = false): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || (integer && (!Number.isInteger(parsed) || parsed < 0))) {
    throw new InputError(flag, `expected ${integer ? 'a non-negative integer' : 'a number'}, got "${value}"`);
  }
  return parsed;
}

/** Strategy options from the flags; only the ones given, so each strategy's own defaults apply otherwise. */
function strategyOptionsFrom(options: GenerateOptions): StrategyOptions {
  const picked: StrategyOptions = {
    promptDir: options.promptDir ? resolve(options.promptDir) : undefined,
    dataset: options.dataset,
    shots: parseNumber('--shots', options.shots, true),
    demoIds: options.demoIds?.split(',').map((id) => parseNumber('--demo-ids', id.trim(), true)),
    ndoc: parseNumber('--ndoc', options.ndoc, true),
    temperature: parseNumber('--temperature', options.temperature),
    topP: parseNumber('--top-p', options.topP),
    seed: parseNumber('--seed', options.seed, true),
    maxTokens: parseNumber('--max-tokens', options.maxTokens, true),
    rerankCompat: options.rerankCompat,
    rerankMode: options.rerankMode,
    forceCiteShow: options.forceCiteShow,
    stopAtNewline: options.stop === false ? false : undefined,
  };
  return Object.fromEntries(Object.entries(picked).filter(([, value]) => value !== undefined));
}

export function registerGenerateCommand(program: Command): void {
  program
    .command('generate')
    .description('run a passage strategy over an ALCE-format file (questions with docs), writing ALCE-format output; resumes')
    .requiredOption('--data <file>', 'ALCE data file: {"data": [{question, docs, …}]} or a list of items')
    .requiredOption('--out <dir>', 'run directory: items.jsonl (one line per finished item), output.json (ALCE format)')
    .option('--force', 'replace whatever the --out directory holds, whole (a directory another command made is refused otherwise)')
    .option('--strategy <name>', 'vanilla | summ | snippet | interact | inlinesearch | closedbook | rerank | postcite | oracle | extractive', 'vanilla')
    .option('--prompt-dir <dir>', 'folder of ALCE-format prompt files <dataset>_<kind>.json (default: CiteQA\'s prompts/alce)')
    .option('--dataset <name>', 'prompt-file prefix: citeqa (default), or asqa / qampari / eli5 with ALCE\'s prompt folder')
    .option('--shots <n>', 'demonstrations in the prompt (default 2)')
    .option('--demo-ids <list>', 'exactly these demos, e.g. 1,3 (default: drawn as ALCE draws them, numpy seeded with --seed or 42)')
    .option('--ndoc <n>', 'passages shown per question')
    .option('--temperature <t>', 'sampling temperature (default 0.5)')
    .option('--top-p <p>', 'nucleus sampling (default 1)')
    .option('--seed <n>', 'sampling seed sent to the model; also seeds the demo draw, as in ALCE (default 42)')
    .option('--max-tokens <n>', 'tokens per generation (default 300)')
    .option('--judge <name>', `entailment judge for rerank: ${choices(judgeRegistry, '<trained judge>.json')}`, 'llm')
    .option('--rerank-mode <mode>', 'rerank: discrete (a sentence counts 1 when entailed) or prob (the judge\'s entailment score)')
    .option('--rerank-compat', 'rerank as ALCE\'s script does: premise = all passages, empty output when all samples score 0')
    .option('--no-stop', 'single-turn strategies: do not stop generation at a newline (ALCE\'s ChatGPT runs; its evaluation reads the first line only)')
    .option('--force-cite-show', 'interact: cite, in front of each sentence, the documents shown in the last step (ALCE force_cite_show; inlinesearch does so by default)')
    .option('--no-force-cite-show', 'inlinesearch: keep the model\'s own citations')
    .option('--embedder <name>', `embedder for postcite / inlinesearch / extractive: ${choices(embedderBackends)}`, 'use')
    .option('--limit <n>', 'only the first n items')
    .action(async (options: GenerateOptions, command: Command) => {
      const config = await configFrom(command);
      const limit = parseNumber('--limit', options.limit, true);
      if (limit === 0) throw new InputError('--limit', 'expected a positive integer, got "0"');
      if (options.rerankMode !== undefined && options.rerankMode !== 'discrete' && options.rerankMode !== 'prob') {
        throw new InputError('--rerank-mode', `must be discrete or prob, got "${options.rerankMode}"`);
      }
      const strategyOptions = strategyOptionsFrom(options);
      const [{ readAlceFile, alceItemPassages, isAnswered, itemKey, writeAlceOutput }, { openRunDirectory }, { claimOutputDirectory }, { strategyRegistry }, { strategyDepsFor }, { createEmbedder }, { default: cliProgress }, { processItems }] =
        await Promise.all([
          import('../../io/alce-format.js'),
          import('../../io/run-directory.js'),
          import('../../io/output-directory.js'),
          import('../../generate/all-strategies.js'),
          import('../../pipeline/strategy-dependencies.js'),
          import('../../../retrievers/dense/embedders/all-embedders.js'),
          import('cli-progress'),
          import('../../pipeline/process-items.js'),
        ]);
      const strategy = strategyRegistry.get(options.strategy);
      if (strategy.needs.entities) throw new InputError('--strategy', `${options.strategy} answers from a knowledge graph, not from ALCE docs`);
      const input = await readAlceFile(options.data);
      const items = limit === undefined ? input.data : input.data.slice(0, limit);
      const deps = await strategyDepsFor(options.strategy, config, {
        judge: options.judge,
        ...(strategy.needs.embedder ? { embedder: await createEmbedder(options.embedder, config) } : {}),
      });
      const args = { data: resolve(options.data), strategy: options.strategy, model: deps.model?.id ?? null, ...strategyOptions };
      // --limit is left out: a rerun with a larger limit goes on where the smaller one stopped.
      const runConfig = { kind: 'citeqa-generate', version: 1, ...args };
      const claimed = await claimOutputDirectory(options.out, { kind: 'generate', command: 'citeqa generate', settings: runConfig, force: options.force });
      try {
        const run = openRunDirectory(options.out, runConfig);
        const alreadyDone = items.filter((_, index) => isAnswered(run.finished.get(itemKey(index)))).length;
        const bar = new cliProgress.SingleBar(
          { format: `${options.strategy} [{bar}] {value}/{total} {eta_formatted}`, stream: process.stderr, hideCursor: true },
          cliProgress.Presets.shades_classic,
        );
        bar.start(items.length, alreadyDone);
        // Items run concurrently up to the endpoint's limit; each is appended to items.jsonl the moment it finishes.
        let failed = 0;
        await processItems([...items.entries()].filter(([index]) => !isAnswered(run.finished.get(itemKey(index)))), {
          concurrency: config.concurrency,
          async work([index, item]) {
            const passages = alceItemPassages(item, index);
            const answer = await strategy.answer(item.question, { passages, goldPassages: passages }, deps, strategyOptions);
            run.append({
              key: itemKey(index),
              index,
              output: answer.text,
              docs: (answer.passages ?? passages).map(({ id: _id, ...doc }) => doc),
              statements: answer.statements,
              trace: answer.trace,
            });
            bar.increment();
          },
          onItemFailure([index], error) {
            failed += 1;
            run.append({ key: itemKey(index), index, failed: { error: error.message } });
            process.stderr.write(`\nciteqa generate: item ${index} failed after its retries (${error.message}); recorded, left out of output.json\n`);
            bar.increment();
          },
        });
        bar.stop();
        run.close();
        const output = writeAlceOutput(run, { ...input, data: items }, args);
        const done = items.filter((_, index) => isAnswered(run.finished.get(itemKey(index)))).length;
        process.stdout.write(`${done}/${items.length} items done${failed > 0 ? `, ${failed} failed (rerun to try them again)` : ''}; ALCE-format output in ${output}\n`);
      } finally {
        await claimed.release();
      }
    });
}
