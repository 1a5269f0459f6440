import type { EntailmentJudge } from '../../../src/core/entailment-judge.js';
import { binaryAgreement, type BinaryAgreement } from './binary-agreement.js';
import { readHumanCitationsFile, type HumanCitationItem, type HumanCitationRun } from './human-citations-file.js';
import { judgeCitationLabels, type Label } from './judge-citation-labels.js';
import { removeCitations } from '../../../src/citations/alce-citations.js';

/** Per-sentence (recall) and per-citation (precision) labels of the humans, the stored scores and the judge. */
interface RunLabels {
  recall: { human: Label[]; stored: Label[]; judge: (Label | null)[] };
  precision: { human: Label[]; stored: Label[]; judge: (Label | null)[] };
}

export interface RaterAgreement {
  recall: BinaryAgreement;
  precision: BinaryAgreement;
}

export interface AgreementFigures {
  n_sentences: number;
  n_citations: number;
  /** The judge's decisions against the human labels. */
  judge: RaterAgreement;
  /** The automatic (TRUE-11B) decisions stored in the file against the human labels. */
  stored: RaterAgreement;
  /** Sentences / citations the judge gave no verdict on (unparseable replies); left out of the judge's figures. */
  unjudged: { sentences: number; citations: number };
}

export interface AgreementReport extends AgreementFigures {
  judgeName: string;
  runs: Record<string, AgreementFigures>;
}

const toLabel = (value: number): Label => (value > 0 ? 1 : 0);

/**
 * Labelling rules of METRICS.md §1.1 "Judge–human agreement": human recall = sentence_recall_score; human precision
 * of a citation = 0 when the sentence's human recall is 0, else min(score, 1) (partial support counts); the stored
 * automatic labels are built the same way from automatic_recall_scores / automatic_citation_precision_scores.
 */
async function labelRun(items: readonly HumanCitationItem[], judge: EntailmentJudge): Promise<RunLabels> {
  const sentences = items.flatMap((item) => item.sentences.map((sentence, i) => ({ item, sentence, i })));
  const judged = await judgeCitationLabels(
    sentences.map(({ sentence }) => ({ hypothesis: removeCitations(sentence.text).trim(), passages: sentence.citations })),
    judge,
  );
  const labels: RunLabels = {
    recall: { human: [], stored: [], judge: [] },
    precision: { human: [], stored: [], judge: [] },
  };
  sentences.forEach(({ item, sentence, i }, k) => {
    const humanRecall = toLabel(sentence.sentence_recall_score);
    const storedRecall = toLabel(item.automatic_recall_scores[i]!);
    labels.recall.human.push(humanRecall);
    labels.recall.stored.push(storedRecall);
    labels.recall.judge.push(judged[k]!.recall);
    sentence.citations.forEach((citation, j) => {
      labels.precision.human.push(humanRecall === 0 ? 0 : toLabel(Math.min(citation.citation_precision_score, 1)));
      labels.precision.stored.push(storedRecall === 0 ? 0 : toLabel(Math.min(item.automatic_citation_precision_scores[i]![j]!, 1)));
      labels.precision.judge.push(judged[k]!.precision[j]!);
    });
  });
  return labels;
}

/** Agreement over the labels the judge did decide. */
function judgedAgreement(human: readonly Label[], judge: readonly (Label | null)[]): BinaryAgreement {
  const kept = judge.flatMap((label, i) => (label === null ? [] : [[human[i]!, label] as const]));
  return binaryAgreement(
    kept.map(([h]) => h),
    kept.map(([, j]) => j),
  );
}

function figuresOf(labels: RunLabels): AgreementFigures {
  return {
    n_sentences: labels.recall.human.length,
    n_citations: labels.precision.human.length,
    judge: {
      recall: judgedAgreement(labels.recall.human, labels.recall.judge),
      precision: judgedAgreement(labels.precision.human, labels.precision.judge),
    },
    stored: {
      recall: binaryAgreement(labels.recall.human, labels.recall.stored),
      precision: binaryAgreement(labels.precision.human, labels.precision.stored),
    },
    unjudged: {
      sentences: labels.recall.judge.filter((label) => label === null).length,
      citations: labels.precision.judge.filter((label) => label === null).length,
    },
  };
}

function concat(all: RunLabels[]): RunLabels {
  const join = <T>(pick: (labels: RunLabels) => T[]): T[] => all.flatMap(pick);
  return {
    recall: { human: join((l) => l.recall.human), stored: join((l) => l.recall.stored), judge: join((l) => l.recall.judge) },
    precision: {
      human: join((l) => l.precision.human),
      stored: join((l) => l.precision.stored),
      judge: join((l) => l.precision.judge),
    },
  };
}

export async function computeAgreementForRuns(runs: readonly HumanCitationRun[], judge: EntailmentJudge): Promise<AgreementReport> {
  const perRun: RunLabels[] = [];
  const byName: Record<string, AgreementFigures> = {};
  for (const run of runs) {
    const labels = await labelRun(run.items, judge);
    perRun.push(labels);
    byName[run.name] = figuresOf(labels);
  }
  return { judgeName: judge.name, ...figuresOf(concat(perRun)), runs: byName };
}

/** `citeqa agreement`: how often a judge's citation decisions match ALCE's human ones, beside TRUE-11B's. */
export async function computeAgreement(file: string, judge: EntailmentJudge): Promise<AgreementReport> {
  return computeAgreementForRuns(await readHumanCitationsFile(file), judge);
}

const pick = ({ accuracy, kappa }: BinaryAgreement) => ({ accuracy, kappa });
const rater = (agreement: RaterAgreement) => ({ recall: pick(agreement.recall), precision: pick(agreement.precision) });
const figures = (f: AgreementFigures) => ({
  n_sentences: f.n_sentences,
  n_citations: f.n_citations,
  judge: rater(f.judge),
  stored: rater(f.stored),
});

/** The `--json` shape: {n_sentences, n_citations, judge: {recall, precision}, stored: {…}, runs: {run: {…}}}. */
export function agreementJson(report: AgreementReport): object {
  return {
    ...figures(report),
    runs: Object.fromEntries(Object.entries(report.runs).map(([name, run]) => [name, figures(run)])),
  };
}
