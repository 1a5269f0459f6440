import { trainJudge } from '../../../src/judges/trained/train-judge.js';
import { trainedJudgeFrom } from '../../../src/judges/trained/trained-judge.js';
import type { Embedder } from '../../../src/core/embedder.js';
import type { EntailmentJudge } from '../../../src/core/entailment-judge.js';
import { cohenKappa, type BinaryAgreement } from '../../judges/agreement/binary-agreement.js';
import { computeAgreementForRuns, type AgreementFigures } from '../../judges/agreement/compute-agreement.js';
import type { HumanCitationRun } from '../../judges/agreement/human-citations-file.js';
import { humanCitationPairs } from './training-pairs.js';

export interface HeldOutRun {
  run: string;
  /** The judge fitted on every other run, measured on this one. */
  trained: AgreementFigures;
  /** A fixed judge (the lexical one) on the same items. */
  baseline: AgreementFigures;
}

/**
 * Leave-one-run-out agreement with ALCE's human citation labels: for each run, fit the trained judge on the other
 * runs' human labels and measure it on this run, beside a fixed judge and the TRUE-11B decisions stored in the file
 * (`stored` in each figure). No figure is measured on data the judge was fitted to.
 */
export async function leaveOneRunOut(runs: readonly HumanCitationRun[], baseline: EntailmentJudge, embedder: Embedder): Promise<HeldOutRun[]> {
  const results: HeldOutRun[] = [];
  for (const held of runs) {
    const others = runs.filter((run) => run !== held);
    const model = await trainJudge(humanCitationPairs(others), `human citation labels of ${others.length} other ALCE runs`, embedder);
    const trained = await computeAgreementForRuns([held], trainedJudgeFrom(model, 'trained (held-out run)', embedder));
    const fixed = await computeAgreementForRuns([held], baseline);
    results.push({ run: `${held.dataset}/${held.name}`, trained, baseline: fixed });
  }
  return results;
}

/** Held-out decisions of every run pooled: agreement over all items, each judged by a model that never saw its run. */
export function pooledAgreement(runs: readonly HeldOutRun[], pick: (run: HeldOutRun) => BinaryAgreement): BinaryAgreement {
  const confusion = runs.map(pick).reduce(
    (sum, agreement) => ({
      bothYes: sum.bothYes + agreement.confusion.bothYes,
      onlyReference: sum.onlyReference + agreement.confusion.onlyReference,
      onlyRater: sum.onlyRater + agreement.confusion.onlyRater,
      bothNo: sum.bothNo + agreement.confusion.bothNo,
    }),
    { bothYes: 0, onlyReference: 0, onlyRater: 0, bothNo: 0 },
  );
  const n = confusion.bothYes + confusion.onlyReference + confusion.onlyRater + confusion.bothNo;
  return { n, accuracy: n === 0 ? null : (100 * (confusion.bothYes + confusion.bothNo)) / n, kappa: cohenKappa(confusion), confusion };
}
