import type { Command } from 'commander';
import { choices } from '../registry-choices.js';
import { judgeRegistry } from '../../judges/judge-registry.js';
import { InputError } from '../../core/errors.js';
import { configFrom, progressFrom } from '../global-options.js';

interface EvalOptions {
  suite: string;
  judge: string;
  json?: boolean;
  out?: string;
  force?: boolean;
  dataset?: string;
  run?: string;
  mauve: boolean;
  atMostCitations?: string;
  cot?: boolean;
  task?: string;
  knowledge?: string;
  pplClip?: string;
  ngramHelpfulness?: boolean;
  human?: string;
  downstream?: string;
  evidence: string;
  outerStrategy?: string;
  helpfulnessBaselines?: string;
  seed?: string;
}

const SUITES = ['alce', 'kalma', 'conner', 'kalma-alce'];
const DATASETS = ['asqa', 'qampari', 'eli5'];

export function registerEvalCommand(program: Command): void {
  program
    .command('eval')
    .description('score a result file with the ALCE, KaLMA or CONNER metrics (the reference implementations\' names and scales), or with kalma-alce as `citeqa run --source both` does')
    .argument('<file>', 'ALCE result JSON ({data:[…]}, or the human-eval layout dataset → run → items), KaLMA run JSONL, a CONNER test set (TSV or JSONL), or for kalma-alce a run\'s items.jsonl or JSONL/JSON of {question, answer or output, kg, docs}')
    .option('--suite <suite>', 'alce | kalma | conner | kalma-alce (KaLMA metrics on [Q…, prop: value] citations, ALCE citation recall/precision on [n] citations)', 'alce')
    .option('--judge <name>', `entailment judge: ${choices(judgeRegistry, '<trained judge>.json', 'none')} (lexical is offline)`, 'lexical')
    .option('--json', 'print one JSON object {suite, judge, n, metrics, nulls}')
    .option('--out <dir>', 'write per-item scores (items.jsonl) and the summary (summary.json) to this folder')
    .option('--force', 'replace whatever the --out directory holds, whole (a directory another command made is refused otherwise)')
    .option('--dataset <name>', 'ALCE dataset whose metrics to compute: asqa | qampari | eli5 (default: inferred)')
    .option('--run <name>', 'which run of a human-eval file with several runs')
    .option('--no-mauve', 'skip MAUVE (it embeds every text with the configured embedder)')
    .option('--at-most-citations <n>', 'citations judged per sentence, first ones kept (ALCE default 3)')
    .option('--cot', 'QAMPARI: score only the text after the first colon (ALCE --cot)')
    .option('--task <task>', 'CONNER: nq | wow (default: from the file)')
    .option('--knowledge <file>', 'CONNER: the knowledge to evaluate, one text per line in the examples\' order (default: the gold knowledge)')
    .option('--downstream <file>', 'CONNER: downstream answers (validity), one per line in the examples\' order')
    .option('--evidence <l>', 'CONNER: passages retrieved from the test set\'s gold knowledge per knowledge text, as factuality evidence (0: gold only)', '10')
    .option('--outer-strategy <how>', 'CONNER: a knowledge\'s factuality label from its sentences\': max (reference default) | min | mean')
    .option('--helpfulness-baselines <u>', 'CONNER: other examples\' knowledge compared against per example in helpfulness (default 3)')
    .option('--ppl-clip <n>', 'CONNER: clip sentence perplexities here (code: 200; the stored NQ run used 100)')
    .option('--ngram-helpfulness', 'CONNER: let the offline ngram-kn scorer compute helpfulness (null otherwise without scorer.*)')
    .option('--seed <n>', 'kalma-alce: which seed of a run\'s items.jsonl to score when it holds several')
    .option('--human <file>', "Somers' D of every per-item metric on human ratings (JSONL {id, <rating>…} or CSV/TSV with an id column), as CONNER Tables 9–10")
    .action(async (file: string, options: EvalOptions, command: Command) => {
      if (!SUITES.includes(options.suite)) {
        throw new InputError('--suite', `unknown suite "${options.suite}"; known: ${SUITES.join(', ')}`);
      }
      if (options.dataset !== undefined && !DATASETS.includes(options.dataset)) {
        throw new InputError('--dataset', `unknown dataset "${options.dataset}"; known: ${DATASETS.join(', ')}`);
      }
      const atMostCitations = options.atMostCitations === undefined ? undefined : Number(options.atMostCitations);
      if (atMostCitations !== undefined && !(Number.isInteger(atMostCitations) && atMostCitations > 0)) {
        throw new InputError('--at-most-citations', `expected a positive whole number, got "${options.atMostCitations}"`);
      }
      if (options.task !== undefined && options.task !== 'nq' && options.task !== 'wow') throw new InputError('--task', `expected nq or wow, got "${options.task}"`);
      const pplClip = options.pplClip === undefined ? undefined : Number(options.pplClip);
      if (pplClip !== undefined && !(Number.isFinite(pplClip) && pplClip > 1)) throw new InputError('--ppl-clip', `expected a number above 1, got "${options.pplClip}"`);
      if (options.outerStrategy !== undefined && !['max', 'min', 'mean'].includes(options.outerStrategy)) throw new InputError('--outer-strategy', `expected max, min or mean, got "${options.outerStrategy}"`);
      if (options.helpfulnessBaselines !== undefined && !/^[1-9]\d*$/.test(options.helpfulnessBaselines)) throw new InputError('--helpfulness-baselines', `expected a positive integer, got "${options.helpfulnessBaselines}"`);
      if (options.seed !== undefined && !/^-?\d+$/.test(options.seed)) throw new InputError('--seed', `expected a whole number, got "${options.seed}"`);
      if (options.seed !== undefined && options.suite !== 'kalma-alce') throw new InputError('--seed', 'picks a seed of a run\'s items.jsonl for --suite kalma-alce only');
      if (options.suite === 'kalma-alce') {
        // kalma-alce scores as `citeqa run` does, which has none of these ALCE-file settings.
        const alceOnly = [
          ['--dataset', options.dataset],
          ['--run', options.run],
          ['--at-most-citations', options.atMostCitations],
          ['--cot', options.cot],
        ] as const;
        const given = alceOnly.find(([, value]) => value !== undefined);
        if (given) throw new InputError(given[0], 'is an option of --suite alce, not kalma-alce (scored as citeqa run scores it)');
      }
      if (!/^\d+$/.test(options.evidence)) throw new InputError('--evidence', `expected a non-negative integer, got "${options.evidence}"`);
      const config = await configFrom(command);
      // Claimed before scoring, so a directory of another kind is refused before any judge is asked.
      const { claimOutputDirectory } = await import('../../io/output-directory.js');
      const { resolve } = await import('node:path');
      const claimed = options.out
        ? await claimOutputDirectory(options.out, {
            kind: 'eval-scores',
            command: 'citeqa eval',
            settings: { file: resolve(file), suite: options.suite, judge: options.judge, dataset: options.dataset ?? null, run: options.run ?? null, mauve: options.mauve, atMostCitations: atMostCitations ?? null, cot: options.cot ?? false, ...(options.seed !== undefined ? { seed: Number(options.seed) } : {}) },
            force: options.force,
          })
        : undefined;
      try {
        const { runEval } = await import('../../../eval/metrics/run-eval.js');
        const humanModule = options.human ? await import('../../../eval/metrics/human-correlation.js') : undefined;
        // Read before scoring, so a malformed ratings file fails before any judge is asked.
        const ratings = options.human && humanModule ? await humanModule.readHumanRatings(options.human) : undefined;
        const { outerStrategy, helpfulnessBaselines, seed, ...rest } = options;
        const progress = await progressFrom(command);
        const { withEmbeddingProgress } = await import('../terminal-progress.js');
        // MAUVE's features are most of the time on a large file; their bar shows beneath the metrics'.
        const embeddingLabel = options.suite === 'alce' && options.mauve ? 'MAUVE features' : 'embedding';
        const { result, stored } = await withEmbeddingProgress(progress, embeddingLabel, () => runEval(file, {
          ...rest,
          atMostCitations,
          task: options.task as 'nq' | 'wow' | undefined,
          pplClip,
          evidence: Number(options.evidence),
          ...(seed !== undefined ? { seed: Number(seed) } : {}),
          ...(outerStrategy ? { outerStrategy: outerStrategy as 'max' | 'min' | 'mean' } : {}),
          ...(helpfulnessBaselines ? { helpfulnessBaselines: Number(helpfulnessBaselines) } : {}),
          config,
          progress,
        }));
        const correlations = ratings && humanModule ? humanModule.correlateWithHumans(result, ratings) : undefined;
        const { summaryOf } = await import('../../../eval/metrics/suite-result.js');
        if (options.out) {
          const { writeSuiteResult } = await import('../../../eval/metrics/write-suite-result.js');
          await writeSuiteResult(options.out, result);
        }
        if (options.json) {
          process.stdout.write(`${JSON.stringify({ ...summaryOf(result), ...(correlations ? { human_correlation: correlations } : {}) })}\n`);
        } else {
          const { formatSuiteTable } = await import('../../../eval/metrics/suite-table.js');
          process.stdout.write(formatSuiteTable(result, stored));
          if (correlations && humanModule) process.stdout.write(`\n${humanModule.formatHumanCorrelations(correlations)}`);
          if (options.out) process.stdout.write(`\nper-item scores and summary written to ${options.out}\n`);
        }
      } finally {
        await claimed?.release();
      }
    });
}
