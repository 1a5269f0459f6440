import type { CiteqaConfig } from '../../src/config/config.js';
import { InputError } from '../../src/core/errors.js';
import { evaluateSuite } from '../metrics/evaluate-suite.js';
import { connerSuite } from '../metrics/conner/conner-suite.js';
import type { ConnerItem, ConnerSuiteOptions, PreparedConner } from '../metrics/conner/conner-prepared.js';
import type { MetricSuite } from '../metrics/metric-suite.js';
import type { MetricDependencies } from '../metrics/metric-module.js';
import { suiteDependencies } from '../metrics/suite-dependencies.js';

/** γ of CONNER eq. 9, weights of [factuality, relevance, paragraph coherence, informativeness]. */
export type QualityWeights = [fact: number, rel: number, cohPara: number, info: number];

/** The paper gives no γ; equal weights unless the user says otherwise (--gamma). */
export const DEFAULT_GAMMA: QualityWeights = [1, 1, 1, 1];

export function parseGamma(text: string): QualityWeights {
  const parts = text.split(',').map((part) => Number(part.trim()));
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) throw new InputError('--gamma', `expected four comma-separated numbers (factuality, relevance, paragraph coherence, informativeness), got "${text}"`);
  return parts as QualityWeights;
}

/** The four intrinsic metrics of S_intr; the others are not computed for selection. */
const qualitySuite: MetricSuite<ConnerItem, ConnerSuiteOptions, PreparedConner> = {
  ...connerSuite,
  id: 'conner-quality',
  variants: Object.fromEntries(
    ['nq', 'wow'].map((task) => [task, [() => import('../metrics/conner/factuality.js'), () => import('../metrics/conner/relevance.js'), () => import('../metrics/conner/coherence-paragraph.js'), () => import('../metrics/conner/informativeness.js')]]),
  ),
};

export interface KnowledgeQuality {
  /** Q_know per item; null for empty knowledge. */
  scores: (number | null)[];
  /** Components that could not be computed (no ranker, say) and so contributed 0, with the reason. */
  missing: Record<string, string>;
}

/**
 * Q_know(q, k) = γ · [S_fact, S_rel, S_coh_para, S_info] (CONNER eq. 9) per item. S_fact is the item's factuality
 * label on 0–1 (inconsistent 0, unverified ½, consistent 1); the paragraph coherence is whichever stand-in is
 * configured offline (adjacent-sentence cosine). A component that cannot be computed contributes 0 and is named.
 */
export async function knowledgeQuality(items: readonly ConnerItem[], dependencies: MetricDependencies, gamma: QualityWeights = DEFAULT_GAMMA): Promise<KnowledgeQuality> {
  const result = await evaluateSuite(qualitySuite, items, dependencies, {});
  const component = (scores: Record<string, number | null>) => [
    typeof scores.factuality === 'number' ? scores.factuality / 2 : 0,
    scores.knowledge_relevance ?? 0,
    scores.coh_para ?? 0,
    scores.info ?? 0,
  ];
  const missing = Object.fromEntries(['fact_consistent', 'knowledge_relevance', 'coh_para', 'info'].filter((id) => result.metrics[id] === null).map((id) => [id, result.nulls[id]!]));
  return {
    scores: result.perItem.map((item, index) => (items[index]!.knowledge.trim() === '' ? null : component(item.scores).reduce((sum, value, k) => sum + gamma[k]! * value, 0))),
    missing,
  };
}

/** The judge, ranker, scorer and embedder Q_know needs, built once through the composition root. */
export function knowledgeQualityDependencies(judge: string, config: CiteqaConfig): Promise<MetricDependencies> {
  return suiteDependencies(qualitySuite, [], {}, { judge }, config);
}
