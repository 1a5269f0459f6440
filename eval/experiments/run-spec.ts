import type { RunInputFormat } from './run-input.js';
import type { RunTransform } from './transforms/run-transform.js';

export interface RunEligibility {
  /** Keep questions whose KG has at least one entity. */
  nonEmptyKg?: boolean;
  /** Keep questions with at least this many pieces of minimum knowledge. */
  minMinimumKnowledge?: number;
}

export function describeEligibility(eligibility: RunEligibility | null): string {
  if (!eligibility) return 'all questions';
  const parts: string[] = [];
  if (eligibility.nonEmptyKg) parts.push('a non-empty KG');
  if (eligibility.minMinimumKnowledge) parts.push(`at least ${eligibility.minMinimumKnowledge} pieces of minimum knowledge`);
  return parts.length ? `questions with ${parts.join(' and ')}` : 'all questions';
}

/**
 * Everything needed to rerun a run: written to config.json when the run starts and compared on resume.
 * Secrets never go in here (the model is named by id, its endpoint comes from the configuration).
 */
export interface RunSpec {
  kind: 'citeqa-run';
  version: 1;
  /** Absolute path of the dataset file. */
  data: string;
  format: RunInputFormat;
  source: 'kg' | 'passages' | 'both';
  strategy: string;
  seeds: number[];
  /** The first N questions of the dataset (after eligibility filtering), or all. */
  limit: number | null;
  /** Metric suite used to evaluate (`kalma` for KG answers, `alce` for passage answers). */
  suite: 'kalma' | 'alce' | 'conner' | 'kalma-alce';
  judge: string;
  /** The configured generation model (`llm.model`), or null for offline strategies. */
  model: string | null;
  strategyOptions: Record<string, unknown>;
  /** Settings of the suite's own steps after each answer (CONNER: evidence passages, downstream model); absent: none. */
  suiteOptions?: Record<string, unknown>;
  /** Which questions are kept before the limit is applied (null: all). */
  eligibility: RunEligibility | null;
  /** The sweep setting this run belongs to (`{"retrieval_accuracy": 80}`), for tables. */
  setting: Record<string, number | string> | null;
  transform: RunTransform | null;
  /** For questions without their own KG / docs: where to retrieve from (null: the dataset brings its own). */
  retrieval?: RunRetrieval | null;
}

export interface RunRetrieval {
  /** KG sources for KG retrieval (`bundled`, N-Triples, BioKaLMA JSON, `wikidata`, a SPARQL URL); empty = bundled. */
  kg: string[];
  /** A passage index directory (`citeqa index`); null = the bundled passages' BM25 index. */
  index: string | null;
  /** Passages retrieved per question. */
  k: number;
  /** Without an index: a documents file (JSONL) indexed once in the cache instead of the bundled passages. */
  docs?: string | null;
}
