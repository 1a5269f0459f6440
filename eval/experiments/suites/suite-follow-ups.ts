import type { Answer, TraceEntry } from '../../../src/core/answer.js';
import type { CiteqaConfig } from '../../../src/config/config.js';
import { Registry } from '../../../src/core/registry.js';
import type { FollowUpFields } from '../run-record.js';
import type { RunInput } from '../run-input.js';
import type { RunSpec } from '../run-spec.js';

export interface FollowUpResult {
  /** The answer to record instead of the strategy's (CONNER knowledge selection picks among its samples). */
  answer?: Answer;
  fields: FollowUpFields;
  /** Model calls the step made; added to the answer's trace so the run's usage and cost count them. */
  trace: TraceEntry[];
}

/** What a suite does around each answer: adjust the question before it (CONNER: chosen demonstrations), and after it, before it is recorded (CONNER: select among samples, retrieve evidence, answer downstream). */
export interface SuiteFollowUp {
  before?(input: RunInput): RunInput;
  after(input: RunInput, answer: Answer, seed: number): Promise<FollowUpResult>;
}

/** Builds a run's follow-up step once (models, indexes), failing on a missing setting before the first question. */
export type SuiteFollowUpFactory = (spec: RunSpec, config: CiteqaConfig) => Promise<SuiteFollowUp>;

/** Suites with a step after each answer; suites without one record the answer as it is. */
export const suiteFollowUps = new Registry<SuiteFollowUpFactory>('suite follow-up step');
