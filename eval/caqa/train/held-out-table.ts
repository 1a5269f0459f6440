import type { BinaryAgreement } from '../../judges/agreement/binary-agreement.js';
import { pooledAgreement, type HeldOutRun } from './leave-one-run-out.js';

const cell = (agreement: BinaryAgreement) => (agreement.accuracy === null ? '—' : `${agreement.accuracy.toFixed(1)} (κ ${agreement.kappa === null ? '—' : agreement.kappa.toFixed(2)})`);

/** Per held-out run and pooled: the trained judge, the lexical judge and the stored TRUE-11B decisions, against the humans. */
export function formatHeldOutRuns(runs: readonly HeldOutRun[]): string {
  const lines = [
    'Agreement with human citation labels, each run judged by a model fitted on the other runs (accuracy %, Cohen κ)',
    '',
    '| held-out run | sentences | trained recall | lexical recall | TRUE-11B recall | citations | trained precision | lexical precision | TRUE-11B precision |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map((run) => `| ${run.run} | ${run.trained.n_sentences} | ${cell(run.trained.judge.recall)} | ${cell(run.baseline.judge.recall)} | ${cell(run.trained.stored.recall)} | ${run.trained.n_citations} | ${cell(run.trained.judge.precision)} | ${cell(run.baseline.judge.precision)} | ${cell(run.trained.stored.precision)} |`),
  ];
  const pooled = (pick: (run: HeldOutRun) => BinaryAgreement) => cell(pooledAgreement(runs, pick));
  const sentences = runs.reduce((sum, run) => sum + run.trained.n_sentences, 0);
  const citations = runs.reduce((sum, run) => sum + run.trained.n_citations, 0);
  lines.push(
    `| all runs, pooled | ${sentences} | ${pooled((run) => run.trained.judge.recall)} | ${pooled((run) => run.baseline.judge.recall)} | ${pooled((run) => run.trained.stored.recall)} | ${citations} | ${pooled((run) => run.trained.judge.precision)} | ${pooled((run) => run.baseline.judge.precision)} | ${pooled((run) => run.trained.stored.precision)} |`,
  );
  lines.push('', 'The lexical judge was tuned on this file, so its column here is not a held-out figure; the trained judge never saw the run it is measured on.');
  return `${lines.join('\n')}\n`;
}
