import type { BinaryAgreement } from './binary-agreement.js';
import type { AgreementFigures, AgreementReport } from './compute-agreement.js';

const percent = (value: number | null): string => (value === null ? '   n/a' : `${value.toFixed(1).padStart(5)}%`);
const kappa = (value: number | null): string => (value === null ? '  n/a' : value.toFixed(3).padStart(6));

function row(label: string, agreement: BinaryAgreement): string {
  const c = agreement.confusion;
  return (
    `    ${label.padEnd(28)} accuracy ${percent(agreement.accuracy)}  kappa ${kappa(agreement.kappa)}  ` +
    `human yes: ${c.bothYes} yes / ${c.onlyReference} no   human no: ${c.onlyRater} yes / ${c.bothNo} no   (n=${agreement.n})`
  );
}

function block(title: string, figures: AgreementFigures, judgeName: string): string[] {
  const lines = [`${title}: ${figures.n_sentences} sentences, ${figures.n_citations} citations`];
  for (const kind of ['recall', 'precision'] as const) {
    lines.push(`  citation ${kind} (${kind === 'recall' ? 'per sentence' : 'per citation'})`);
    lines.push(row(`judge ${judgeName}`, figures.judge[kind]));
    lines.push(row('stored automatic (TRUE-11B)', figures.stored[kind]));
  }
  if (figures.unjudged.sentences + figures.unjudged.citations > 0) {
    lines.push(
      `  left out of the judge's figures (unparseable replies): ${figures.unjudged.sentences} sentences, ${figures.unjudged.citations} citations`,
    );
  }
  return lines;
}

/** The human-readable report: overall first, then each run; the confusion counts are human label × rater label. */
export function formatAgreement(file: string, report: AgreementReport): string {
  const lines = [`Agreement with the human citation labels of ${file}`, ''];
  lines.push(...block('overall', report, report.judgeName), '');
  for (const [name, figures] of Object.entries(report.runs)) lines.push(...block(name, figures, report.judgeName), '');
  return `${lines.join('\n')}\n`;
}
