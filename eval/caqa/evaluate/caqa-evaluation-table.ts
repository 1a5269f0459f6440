import { CAQA_COMPLEXITIES } from '../caqa-sample.js';
import type { CaqaEvaluation } from './evaluate-caqa.js';

const f = (value: number | null) => (value === null ? '—' : value.toFixed(3));

/** The evaluation as the paper's Tables 5–7 lay it out, with the confusion matrix and what was not readable. */
export function formatCaqaEvaluation(result: CaqaEvaluation): string {
  const { overall } = result;
  const lines = [
    `evaluator: ${result.evaluator} — ${result.n} samples`,
    `label mapping: ${result.mapping}`,
    '',
    '| category | precision | recall | F1 | gold samples |',
    '| --- | --- | --- | --- | --- |',
    ...overall.classes.map((scores) => `| ${scores.label} | ${f(scores.precision)} | ${f(scores.recall)} | ${f(scores.f1)} | ${scores.support} |`),
    '',
    `| complexity | ${CAQA_COMPLEXITIES.join(' | ')} | overall |`,
    `| --- | ${CAQA_COMPLEXITIES.map(() => '---').join(' | ')} | --- |`,
    `| micro-F1 | ${CAQA_COMPLEXITIES.map((complexity) => f(result.byComplexity[complexity].microF1)).join(' | ')} | ${f(overall.microF1)} |`,
    '',
    `macro-F1: ${f(overall.macroF1)}${overall.macroF1 === null ? ' (a class has no F1: no gold or no predicted sample of it)' : ''}`,
    `unparseable labels: ${result.unparseable} of ${result.n} (left out of the confusion matrix, as the reference does)`,
    '',
    'confusion matrix (rows gold, columns predicted):',
    `| gold \\ predicted | ${overall.labels.join(' | ')} |`,
    `| --- | ${overall.labels.map(() => '---').join(' | ')} |`,
    ...overall.labels.map((label, i) => `| ${label} | ${overall.matrix[i]!.join(' | ')} |`),
    '',
    `FActScore on ${result.factScore.samples} partially supportive samples: evaluator ${f(result.factScore.factScore)}, by construction ${f(result.factScore.constructedFactScore)}, error rate ${f(result.factScore.errorRate)}${result.factScore.unreadable > 0 ? ` (${result.factScore.unreadable} sub-fact verdicts unreadable)` : ''}`,
  ];
  return `${lines.join('\n')}\n`;
}
