import type { CiteqaConfig } from '../../../src/config/config.js';
import { Registry } from '../../../src/core/registry.js';
import type { SuiteResult } from '../../metrics/suite-result.js';
import type { AnswerRecord } from '../run-record.js';

export interface SuiteContext {
  /** Entailment judge name (`lexical`, `llm`, `true`). */
  judge: string;
  config: CiteqaConfig;
  /** The run's suite settings (KaLMA: reference-code mode, G-Eval prompt file), as its spec records them. */
  suiteOptions?: Record<string, unknown>;
}

/** Scores one seed's answer records with a metric suite. */
export type SuiteEvaluator = (records: AnswerRecord[], context: SuiteContext) => Promise<SuiteResult>;

/** Metric suites a run can be evaluated with; each adapter file registers itself (see all-suites.ts). */
export const suiteEvaluators = new Registry<SuiteEvaluator>('metric suite');
