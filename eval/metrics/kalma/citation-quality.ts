import type { Triple } from '../../../src/core/knowledge.js';
import { answerCitations } from './answer-citations.js';
import { isCorrectTriple, kgLookup, tripleKey, type KalmaRunItem } from './kalma-run-item.js';

/** Counts for one answer, from which every citation-quality figure (micro and macro) is derived. */
export interface CitationCounts {
  citations: number;
  correct: number;
  naCount: number;
  /** Gold triples (minimum knowledge) and how many the answer hit; undefined without gold. */
  gold?: number;
  hits?: number;
  /** Citations that count as precise (in the minimum set, and correct unless the check is off). */
  precise?: number;
}

/**
 * KaLMA auto_eval/eval_recall.py per answer. Correctness: the triple is in the KG exactly. Recall: a gold triple is
 * hit when the answer cites it (and, by the paper's definition, the citation is correct). Precision: by the paper,
 * a citation is precise when correct and in the minimum set; the code instead counts `citations − hits` as
 * irrelevant, so repeated citations of one gold triple count once (reproduced when `correctnessCheck` is off).
 */
export function citationCounts(item: KalmaRunItem, correctnessCheck: boolean): CitationCounts {
  const { triples, naCount } = answerCitations(item.answer);
  const lookup = kgLookup(item.kg);
  const correctFlags = triples.map((triple) => isCorrectTriple(lookup, triple));
  const counts: CitationCounts = {
    citations: triples.length,
    correct: correctFlags.filter(Boolean).length,
    naCount,
  };
  const gold = item.minimum_knowledge;
  if (gold === undefined) return counts;

  const counted = (triple: Triple, index: number): boolean => !correctnessCheck || correctFlags[index]!;
  const cited = new Set(triples.filter(counted).map(tripleKey));
  const hits = gold.filter((triple) => cited.has(tripleKey(triple))).length;
  const goldKeys = new Set(gold.map(tripleKey));
  const precise = correctnessCheck
    ? triples.filter((triple, index) => counted(triple, index) && goldKeys.has(tripleKey(triple))).length
    : hits;
  return { ...counts, gold: gold.length, hits, precise };
}

export interface CitationQuality {
  correctness_micro: number | null;
  correctness_macro: number | null;
  precision_micro: number | null;
  recall_micro: number | null;
  f1_micro: number | null;
  precision_macro: number | null;
  recall_macro: number | null;
  f1_macro: number | null;
  citations_per_answer: number | null;
  na_per_answer: number | null;
}

const mean = (values: number[]): number | null => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);
const ratio = (num: number, den: number): number | null => (den === 0 ? null : num / den);
const f1 = (p: number | null, r: number | null): number | null => (p === null || r === null ? null : p + r === 0 ? 0 : (2 * p * r) / (p + r));
const percent = (value: number | null): number | null => (value === null ? null : 100 * value);

/**
 * Run-level figures as percentages: micro = pooled counts; macro = mean of per-answer values (over answers with
 * citations for correctness and precision, over answers with gold for recall); F1 from the averaged P and R.
 */
export function aggregateCitationQuality(perAnswer: readonly CitationCounts[]): CitationQuality {
  const sum = (pick: (c: CitationCounts) => number | undefined): number => perAnswer.reduce((total, c) => total + (pick(c) ?? 0), 0);
  const withCitations = perAnswer.filter((c) => c.citations > 0);
  const withGold = perAnswer.filter((c) => c.gold !== undefined);
  const goldCited = withGold.filter((c) => c.citations > 0);

  const precisionMicro = withGold.length === 0 ? null : ratio(sum((c) => (c.gold === undefined ? 0 : c.precise)), sum((c) => (c.gold === undefined ? 0 : c.citations)));
  const recallMicro = withGold.length === 0 ? null : ratio(sum((c) => c.hits), sum((c) => c.gold));
  const precisionMacro = mean(goldCited.map((c) => c.precise! / c.citations));
  const recallMacro = mean(withGold.filter((c) => c.gold! > 0).map((c) => c.hits! / c.gold!));
  return {
    correctness_micro: percent(ratio(sum((c) => c.correct), sum((c) => c.citations))),
    correctness_macro: percent(mean(withCitations.map((c) => c.correct / c.citations))),
    precision_micro: percent(precisionMicro),
    recall_micro: percent(recallMicro),
    f1_micro: percent(f1(precisionMicro, recallMicro)),
    precision_macro: percent(precisionMacro),
    recall_macro: percent(recallMacro),
    f1_macro: percent(f1(precisionMacro, recallMacro)),
    citations_per_answer: mean(perAnswer.map((c) => c.citations)),
    na_per_answer: mean(perAnswer.map((c) => c.naCount)),
  };
}
