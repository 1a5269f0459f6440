import { CAQA_COMPLEXITIES, type CaqaComplexity, type CaqaSample } from '../caqa-sample.js';
import { goldLabel, type CaqaEvaluator } from './caqa-evaluator.js';
import { confusionMetrics, type ConfusionMetrics } from './confusion-metrics.js';
import { UNPARSED } from './label-extraction.js';

export interface FactScoreResult {
  /** Partially supportive samples with sub-facts that were judged. */
  samples: number;
  /** Mean share of a sample's sub-facts the evaluator judged supported. */
  factScore: number | null;
  /** The same share by the benchmark's construction (CAQA*). */
  constructedFactScore: number | null;
  /** Mean |evaluator share − constructed share| per sample. */
  errorRate: number | null;
  /** Sub-facts the evaluator gave no readable verdict on (left out of their sample's share). */
  unreadable: number;
}

export interface CaqaEvaluation {
  evaluator: string;
  mapping: string;
  n: number;
  overall: ConfusionMetrics;
  byComplexity: Record<CaqaComplexity, ConfusionMetrics>;
  /** Predictions that were no label (the reference's "None"): counted, not silently dropped. */
  unparseable: number;
  factScore: FactScoreResult;
  predictions: { id: string; gold: string; predicted: string; reply?: string }[];
}

const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);

async function factScore(evaluator: CaqaEvaluator, samples: readonly CaqaSample[]): Promise<FactScoreResult> {
  const partial = samples.filter((sample) => sample.category === 'partially_supportive' && (sample.sub_facts?.length ?? 0) > 0);
  const facts = partial.flatMap((sample) => sample.sub_facts!.map((fact) => ({ fact: fact.text, citation: sample.citation })));
  const verdicts = await evaluator.supports(facts);
  let cursor = 0;
  let unreadable = 0;
  const predicted: number[] = [];
  const constructed: number[] = [];
  const errors: number[] = [];
  for (const sample of partial) {
    const mine = verdicts.slice(cursor, (cursor += sample.sub_facts!.length));
    const readable = mine.filter((verdict): verdict is boolean => verdict !== null);
    unreadable += mine.length - readable.length;
    const truth = sample.sub_facts!.filter((fact) => fact.supported).length / sample.sub_facts!.length;
    constructed.push(truth);
    if (readable.length === 0) continue;
    const share = readable.filter(Boolean).length / readable.length;
    predicted.push(share);
    errors.push(Math.abs(share - truth));
  }
  return { samples: partial.length, factScore: mean(predicted), constructedFactScore: mean(constructed), errorRate: mean(errors), unreadable };
}

/**
 * CAQA's evaluator measurement (paper 003 §5–6): the evaluator labels every sample; the confusion matrix and
 * per-category P / R / F1 over the reference's labels, micro-F1 per complexity level and overall, macro-F1; the
 * labels it could not give are counted (the reference drops them silently); FActScore on the partially supportive
 * samples beside the share their construction says, and the mean per-sample difference (error rate).
 */
export async function evaluateCaqa(samples: readonly CaqaSample[], evaluator: CaqaEvaluator): Promise<CaqaEvaluation> {
  const { labels: predicted, replies } = await evaluator.classify(samples);
  const gold = samples.map((sample) => goldLabel(sample.category, evaluator.labels));
  const byComplexity = Object.fromEntries(
    CAQA_COMPLEXITIES.map((complexity) => {
      const indices = samples.map((sample, index) => (sample.complexity === complexity ? index : -1)).filter((index) => index >= 0);
      return [complexity, confusionMetrics(indices.map((i) => gold[i]!), indices.map((i) => predicted[i]!), evaluator.labels)];
    }),
  ) as Record<CaqaComplexity, ConfusionMetrics>;
  return {
    evaluator: evaluator.name,
    mapping: evaluator.mapping,
    n: samples.length,
    overall: confusionMetrics(gold, predicted, evaluator.labels),
    byComplexity,
    unparseable: predicted.filter((label) => label === UNPARSED || !evaluator.labels.includes(label)).length,
    factScore: await factScore(evaluator, samples),
    predictions: samples.map((sample, index) => ({ id: sample.id, gold: gold[index]!, predicted: predicted[index]!, ...(replies ? { reply: replies[index]! } : {}) })),
  };
}
