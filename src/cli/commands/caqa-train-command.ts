import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { InputError } from '../../core/errors.js';

interface TrainOptions {
  out?: string;
  split?: string;
  leaveOneRunOut?: boolean;
  force?: boolean;
}

export function registerCaqaTrainCommand(caqa: Command): void {
  caqa
    .command('train')
    .description('fit the offline trained judge (logistic regression on lexical and USE-lite features) on a CAQA benchmark or on ALCE human citation labels')
    .argument('<file>', 'a CAQA benchmark (JSONL) or an ALCE human citation file (human_citations.dev.json layout)')
    .option('--out <judge.json>', 'the judge file, usable as --judge <file> wherever a judge is accepted')
    .option('--split <name>', 'CAQA: fit on this split only')
    .option('--leave-one-run-out', 'ALCE human labels: fit on all runs but one, measure agreement on that one, for every run (writes no judge)')
    .option('--force', 'replace an existing --out file')
    .action(async (file: string, options: TrainOptions) => {
      if (!options.out && !options.leaveOneRunOut) throw new InputError('citeqa caqa train', 'needs --out <judge.json> (or --leave-one-run-out to measure without writing)');
      if (options.out && existsSync(resolve(options.out)) && !options.force) throw new InputError(options.out, 'exists; pass --force to replace it');
      const { trainingSetFrom } = await import('../../../eval/caqa/train/training-set.js');
      const set = await trainingSetFrom(file, options.split);
      const { sharedUseLiteEmbedder } = await import('../../../retrievers/dense/embedders/use-lite-backend.js');
      const embedder = sharedUseLiteEmbedder();
      if (options.leaveOneRunOut) {
        if (set.kind !== 'alce-human') throw new InputError('--leave-one-run-out', 'needs an ALCE human citation file (runs to hold out)');
        const [{ leaveOneRunOut }, { formatHeldOutRuns }, { createLexicalJudge }] = await Promise.all([
          import('../../../eval/caqa/train/leave-one-run-out.js'),
          import('../../../eval/caqa/train/held-out-table.js'),
          import('../../judges/lexical/lexical-judge.js'),
        ]);
        process.stdout.write(formatHeldOutRuns(await leaveOneRunOut(set.runs, createLexicalJudge(), embedder)));
        return;
      }
      const [{ trainJudge }, { writeJsonAtomic }] = await Promise.all([import('../../judges/trained/train-judge.js'), import('../../io/run-directory.js')]);
      const model = await trainJudge(set.pairs, set.description, embedder);
      writeJsonAtomic(resolve(options.out!), model);
      process.stdout.write(`trained on ${model.examples} pairs (${set.description}); classes ${model.classes.join(', ')}\nwrote ${resolve(options.out!)} — use it as --judge ${options.out}\n`);
    });
}
