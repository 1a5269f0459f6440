import { splitSentences } from '../../../src/text/punkt-sentence-splitter.js';
import type { ConnerTask } from '../../conner/conner-data.js';
import type { MetricDefinition, MetricNeeds, MetricUnit } from '../metric-registry.js';

/** One example as CONNER's metrics read it: the knowledge to judge, and what it is judged against. */
export interface ConnerItem {
  id: string;
  task: ConnerTask;
  topic: string;
  /** NQ: the question; WoW: the dialogue's last turn. */
  query: string;
  /** The knowledge to evaluate (generated, retrieved, or the gold knowledge itself). */
  knowledge: string;
  /** The gold knowledge (evidence for factuality); absent for WoW's no_passages_used turns. */
  gold?: string;
  /** NQ: the gold answer; WoW: the gold response. */
  answer: string;
  /** Passages retrieved for the knowledge (top-l), more evidence for factuality and WoW validity; absent: gold only. */
  evidence?: string[];
  /** The downstream answer or response produced with `knowledge` (validity); absent when none was generated. */
  downstream?: string;
}

export interface ConnerSuiteOptions {
  /** Sentence perplexities are clipped here before averaging (CONNER's code: 200; its stored NQ run: 100). */
  pplClip?: number;
  /** Knowledge-level factuality from its sentences' labels: max (CONNER's default), min or mean. */
  outerStrategy?: 'max' | 'min' | 'mean';
  /** Random other-example knowledge baselines per example for helpfulness (eq. 6). */
  helpfulnessBaselines?: number;
  /** Let the offline ngram-kn scorer stand in for an LM in helpfulness (off: helpfulness is then null). */
  ngramHelpfulness?: boolean;
  seed?: number;
}

export interface PreparedConner {
  items: readonly ConnerItem[];
  /** Punkt sentences of each item's knowledge. */
  sentences: string[][];
  options: Required<Omit<ConnerSuiteOptions, 'seed'>> & { seed: number };
}

export function prepareConner(items: readonly ConnerItem[], options: ConnerSuiteOptions): PreparedConner {
  return {
    items,
    sentences: items.map((item) => splitSentences(item.knowledge)),
    options: {
      pplClip: options.pplClip ?? 200,
      outerStrategy: options.outerStrategy ?? 'max',
      helpfulnessBaselines: options.helpfulnessBaselines ?? 3,
      ngramHelpfulness: options.ngramHelpfulness ?? false,
      seed: options.seed ?? 1,
    },
  };
}

/** A CONNER metric under the reference's name, on the paper's scale (shares and scores in 0–1). */
export function connerMetric(id: string, label: string, description: string, needs: MetricNeeds, unit: MetricUnit = 'fraction'): MetricDefinition {
  return { id, label, suite: 'conner', paper: 'CONNER', unit, range: unit === 'fraction' ? { min: 0, max: 1 } : { min: -Infinity }, description, needs };
}

/** `np.nanmean` of per-item values, as a metric result with the items left out counted. */
export function meanResult(name: string, perItem: (number | null)[], nullReason: string) {
  const values = perItem.filter((value): value is number => value !== null && Number.isFinite(value));
  const excluded = perItem.length - values.length;
  return {
    name,
    value: values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length,
    ...(values.length === 0 ? { reason: nullReason } : {}),
    n: values.length,
    ...(excluded > 0 ? { excluded: { count: excluded, reason: nullReason } } : {}),
    perItem,
  };
}
