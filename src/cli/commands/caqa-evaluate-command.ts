import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { InputError } from '../../core/errors.js';
import { configFrom } from '../global-options.js';

interface EvaluateOptions {
  judge: string;
  prompt: string;
  split?: string;
  json?: string;
  force?: boolean;
}

export function registerCaqaEvaluateCommand(caqa: Command): void {
  caqa
    .command('evaluate')
    .description('measure an attribution evaluator on a CAQA benchmark: per-category P/R/F1, micro-F1 per complexity, confusion matrix, FActScore')
    .argument('<file>', 'a CAQA benchmark (JSONL from `citeqa caqa build`)')
    .option('--judge <name>', 'lexical | true | nli (entailment judges, mapped to CAQA labels) | llm (the model with a CAQA task prompt) | a trained judge file (`citeqa caqa train`)', 'lexical')
    .option('--prompt <task>', 'with --judge llm: the CAQA task prompt of prompts.json (attribution-no-definition, attribution-no-definition-w-examples, attribution2category-no-definition, ALCE, AttScore)', 'attribution-no-definition')
    .option('--split <name>', 'only the samples of this split')
    .option('--json <file>', 'also write every figure and per-sample prediction to this file')
    .option('--force', 'replace an existing --json file')
    .action(async (file: string, options: EvaluateOptions, command: Command) => {
      if (options.json && existsSync(resolve(options.json)) && !options.force) throw new InputError(options.json, 'exists; pass --force to replace it');
      const config = await configFrom(command);
      const [{ readCaqaFile }, { evaluateCaqa }, { formatCaqaEvaluation }, { caqaEvaluatorFor }] = await Promise.all([
        import('../../../eval/caqa/caqa-file.js'),
        import('../../../eval/caqa/evaluate/evaluate-caqa.js'),
        import('../../../eval/caqa/evaluate/caqa-evaluation-table.js'),
        import('../../../eval/caqa/evaluate/caqa-evaluator-for.js'),
      ]);
      const samples = await readCaqaFile(file, options.split);
      if (samples.length === 0) throw new InputError(file, options.split ? `has no samples of split "${options.split}"` : 'holds no samples');
      const evaluator = await caqaEvaluatorFor(options.judge, options.prompt, config);
      const result = await evaluateCaqa(samples, evaluator);
      if (options.json) {
        const { writeJsonAtomic } = await import('../../io/run-directory.js');
        writeJsonAtomic(resolve(options.json), result);
      }
      process.stdout.write(formatCaqaEvaluation(result));
    });
}
