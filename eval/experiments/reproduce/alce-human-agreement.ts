import type { EntailmentJudge } from '../../../src/core/entailment-judge.js';
import type { HumanCitationItem, HumanCitationRun } from '../../judges/agreement/human-citations-file.js';
import type { AgreementReport } from '../../judges/agreement/compute-agreement.js';
import type { ReportTable } from '../../reports/report-document.js';
import type { BinaryAgreement } from '../../judges/agreement/binary-agreement.js';
import { ALCE_AGREEMENT, ALCE_DETECTION, ALCE_HUMAN_CITATION_TABLE, alceHumanRowOf } from './paper-values.js';

/** Citation recall / precision of one run, ×100. */
export interface CitationScores {
  recall: number;
  precision: number;
}

export interface HumanAgreementRow {
  dataset: string;
  run: string;
  items: number;
  human: CitationScores;
  /** The automatic scores stored in the file (ALCE's TRUE-11B). */
  stored: CitationScores;
  judge: CitationScores;
  paper?: { label: string; human: CitationScores; alce: CitationScores };
}

const mean = (values: readonly number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0);
const positive = (value: number): 0 | 1 => (value > 0 ? 1 : 0);

/**
 * ALCE's human_eval aggregation (METRICS.md §1.1 "Human-eval aggregation"): per item, recall = mean of sentence
 * recall labels and precision = mean over its citations of (0 if the sentence's recall is 0, else min(score, 1));
 * an item without sentences or citations scores 0; the run's score is the mean over items, ×100. With these rules
 * the Vicuna-13B ASQA run gives the paper's 51.6 / 51.5 (human) and 50.3 / 50.1 (ALCE).
 */
export function aggregateCitationScores(perItem: { recall: (0 | 1)[]; precision: (0 | 1)[] }[]): CitationScores {
  return {
    recall: 100 * mean(perItem.map((item) => mean(item.recall))),
    precision: 100 * mean(perItem.map((item) => mean(item.precision))),
  };
}

function humanLabels(item: HumanCitationItem): { recall: (0 | 1)[]; precision: (0 | 1)[] } {
  const recall = item.sentences.map((sentence) => positive(sentence.sentence_recall_score));
  const precision = item.sentences.flatMap((sentence, i) =>
    sentence.citations.map((citation): 0 | 1 => (recall[i] === 0 ? 0 : positive(Math.min(citation.citation_precision_score, 1)))),
  );
  return { recall, precision };
}

function storedLabels(item: HumanCitationItem): { recall: (0 | 1)[]; precision: (0 | 1)[] } {
  const recall = item.automatic_recall_scores.map(positive);
  const precision = item.automatic_citation_precision_scores.flatMap((scores, i) =>
    scores.map((score): 0 | 1 => (recall[i] === 0 ? 0 : positive(Math.min(score, 1)))),
  );
  return { recall, precision };
}

/** Our judge's ALCE decisions per sentence / citation; citations past the third (never judged by ALCE) are left out. */
async function judgeLabels(items: readonly HumanCitationItem[], judge: EntailmentJudge): Promise<{ recall: (0 | 1)[]; precision: (0 | 1)[] }[]> {
  const { judgeCitationLabels } = await import('../../judges/agreement/judge-citation-labels.js');
  const { removeCitations } = await import('../../judges/agreement/remove-citations.js');
  const sentences = items.flatMap((item, itemIndex) => item.sentences.map((sentence) => ({ itemIndex, sentence })));
  const labels = await judgeCitationLabels(
    sentences.map(({ sentence }) => ({ hypothesis: removeCitations(sentence.text).trim(), passages: sentence.citations })),
    judge,
  );
  const perItem = items.map(() => ({ recall: [] as (0 | 1)[], precision: [] as (0 | 1)[] }));
  sentences.forEach(({ itemIndex }, k) => {
    const label = labels[k]!;
    perItem[itemIndex]!.recall.push(label.recall ?? 0);
    for (const precision of label.precision) if (precision !== null) perItem[itemIndex]!.precision.push(precision);
  });
  return perItem;
}

export async function humanAgreementRows(runs: readonly HumanCitationRun[], judge: EntailmentJudge): Promise<HumanAgreementRow[]> {
  const rows: HumanAgreementRow[] = [];
  for (const run of runs) {
    const label = alceHumanRowOf(run.dataset, run.name);
    const published = label ? ALCE_HUMAN_CITATION_TABLE[run.dataset]?.find((row) => row.label === label) : undefined;
    rows.push({
      dataset: run.dataset,
      run: run.name,
      items: run.items.length,
      human: aggregateCitationScores(run.items.map(humanLabels)),
      stored: aggregateCitationScores(run.items.map(storedLabels)),
      judge: aggregateCitationScores(await judgeLabels(run.items, judge)),
      ...(published
        ? {
            paper: {
              label: published.label,
              human: { recall: published.human[0], precision: published.human[1] },
              alce: { recall: published.alce[0], precision: published.alce[1] },
            },
          }
        : {}),
    });
  }
  return rows;
}

const f1 = (value: number) => value.toFixed(1);

/** ALCE Tables 8–9 layout per dataset: human vs automatic citation recall / precision, with the paper beside. */
export function humanAgreementTables(rows: HumanAgreementRow[], judgeName: string): ReportTable[] {
  const datasets = [...new Set(rows.map((row) => row.dataset))];
  return datasets.map((dataset) => ({
    caption: `${dataset.toUpperCase()}: citation recall / precision, human vs automatic (ALCE Tables 8–9 layout)`,
    headers: [
      'run', 'items', 'human rec.', 'human prec.', 'TRUE-11B (stored) rec.', 'TRUE-11B prec.', `${judgeName} rec.`, `${judgeName} prec.`,
      'paper row', 'paper human rec./prec.', 'paper ALCE rec./prec.',
    ],
    rows: rows
      .filter((row) => row.dataset === dataset)
      .map((row) => [
        row.run,
        String(row.items),
        f1(row.human.recall),
        f1(row.human.precision),
        f1(row.stored.recall),
        f1(row.stored.precision),
        f1(row.judge.recall),
        f1(row.judge.precision),
        row.paper ? `${row.paper.label}${row.items < 100 ? ` (paper: 100 questions; here ${row.items})` : ''}` : '—',
        row.paper ? `${f1(row.paper.human.recall)} / ${f1(row.paper.human.precision)}` : '—',
        row.paper ? `${f1(row.paper.alce.recall)} / ${f1(row.paper.alce.precision)}` : '—',
      ]),
  }));
}

// binaryAgreement reports accuracy already in percent.
const pct = (value: number | null) => (value === null ? '—' : value.toFixed(1));
const kappa = (value: number | null) => (value === null ? '—' : value.toFixed(3));

/** Accuracy and Cohen's kappa against the human labels, for the stored TRUE-11B decisions and for our judge. */
export function agreementTable(report: AgreementReport): ReportTable {
  return {
    caption: `Agreement with human labels (${report.n_sentences} sentences, ${report.n_citations} citations)`,
    headers: ['rater', 'recall accuracy (%)', 'recall kappa', 'precision accuracy (%)', 'precision kappa'],
    rows: [
      ['TRUE-11B (stored in file)', pct(report.stored.recall.accuracy), kappa(report.stored.recall.kappa), pct(report.stored.precision.accuracy), kappa(report.stored.precision.kappa)],
      [report.judgeName, pct(report.judge.recall.accuracy), kappa(report.judge.recall.kappa), pct(report.judge.precision.accuracy), kappa(report.judge.precision.kappa)],
      ['paper: ALCE (whole human evaluation)', ALCE_AGREEMENT.recallAccuracy.toFixed(1), kappa(ALCE_AGREEMENT.recallKappa), ALCE_AGREEMENT.precisionAccuracy.toFixed(1), kappa(ALCE_AGREEMENT.precisionKappa)],
    ],
  };
}

/**
 * §G.5's detection view of the same decisions: a sentence whose citations do not support it (recall 0) and a citation
 * that is irrelevant (precision 0) are the positives; recall and precision of finding them, humans as gold.
 */
export function detectionOf(agreement: BinaryAgreement): { recall: number | null; precision: number | null } {
  const { bothNo, onlyRater, onlyReference } = agreement.confusion;
  // onlyRater: humans 0, rater 1 (a missed detection); onlyReference: humans 1, rater 0 (a false alarm).
  const ratio = (a: number, b: number) => (b === 0 ? null : (100 * a) / b);
  return { recall: ratio(bothNo, bothNo + onlyRater), precision: ratio(bothNo, bothNo + onlyReference) };
}

export function detectionTable(report: AgreementReport): ReportTable {
  const row = (name: string, recall: BinaryAgreement, precision: BinaryAgreement) => {
    const insufficient = detectionOf(recall);
    const irrelevant = detectionOf(precision);
    return [name, pct(insufficient.recall), pct(insufficient.precision), pct(irrelevant.recall), pct(irrelevant.precision)];
  };
  return {
    caption: 'Detecting insufficient and irrelevant citations, humans as gold (ALCE §G.5)',
    headers: ['rater', 'insufficient: recall (%)', 'insufficient: precision (%)', 'irrelevant: recall (%)', 'irrelevant: precision (%)'],
    rows: [
      row('TRUE-11B (stored in file)', report.stored.recall, report.stored.precision),
      row(report.judgeName, report.judge.recall, report.judge.precision),
      ['paper: ALCE (whole human evaluation)', ...[ALCE_DETECTION.insufficient.recall, ALCE_DETECTION.insufficient.precision, ALCE_DETECTION.irrelevant.recall, ALCE_DETECTION.irrelevant.precision].map((value) => value.toFixed(1))],
    ],
  };
}
