import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CiteqaConfig } from '../../../src/config/config.js';
import { claimOutputDirectory } from '../../../src/io/output-directory.js';
import { readJsonFile, writeJsonAtomic } from '../../../src/io/run-directory.js';
import type { CaqaSample } from '../caqa-sample.js';
import { caqaEvaluatorFor } from './caqa-evaluator-for.js';
import { evaluateCaqa, type CaqaEvaluation } from './evaluate-caqa.js';

export interface EvaluatorCell {
  judge: string;
  /** The task prompt, for prompted (llm) evaluators; entailment judges take none. */
  prompt?: string;
}

export interface EvaluatorSweepCell extends EvaluatorCell {
  result: Omit<CaqaEvaluation, 'predictions'>;
}

export const cellSlug = (cell: EvaluatorCell) => `${cell.judge}${cell.prompt ? `__${cell.prompt}` : ''}`.replace(/[^A-Za-z0-9._-]+/g, '-');

/** Judges × prompt settings: every judge once, the prompted (llm) one once per prompt. */
export function evaluatorCells(judges: readonly string[], prompts: readonly string[]): EvaluatorCell[] {
  return judges.flatMap((judge) => (judge === 'llm' ? prompts.map((prompt) => ({ judge, prompt })) : [{ judge }]));
}

/**
 * `citeqa sweep caqa-evaluators`: every evaluator cell over one CAQA file, each cell's figures written to
 * cells/<cell>.json as it finishes, so an interrupted sweep resumes with the cells it has not done.
 */
export async function runEvaluatorSweep(dir: string, file: string, samples: readonly CaqaSample[], cells: readonly EvaluatorCell[], config: CiteqaConfig, options: { force?: boolean; onCell?: (cell: EvaluatorCell, cached: boolean) => void } = {}): Promise<EvaluatorSweepCell[]> {
  const claimed = await claimOutputDirectory(dir, { kind: 'sweep', command: 'citeqa sweep caqa-evaluators', settings: { sweep: 'caqa-evaluators', file, cells }, force: options.force });
  try {
    mkdirSync(join(dir, 'cells'), { recursive: true });
    const done: EvaluatorSweepCell[] = [];
    for (const cell of cells) {
      const path = join(dir, 'cells', `${cellSlug(cell)}.json`);
      if (existsSync(path)) {
        done.push(readJsonFile<EvaluatorSweepCell>(path));
        options.onCell?.(cell, true);
        continue;
      }
      const { predictions: _predictions, ...result } = await evaluateCaqa(samples, await caqaEvaluatorFor(cell.judge, cell.prompt ?? 'attribution-no-definition', config));
      const finished: EvaluatorSweepCell = { ...cell, result };
      writeJsonAtomic(path, finished);
      done.push(finished);
      options.onCell?.(cell, false);
    }
    writeJsonAtomic(join(dir, 'sweep.json'), { sweep: 'caqa-evaluators', file, cells: done });
    return done;
  } finally {
    await claimed.release();
  }
}
