import type { Answer, Statement } from '../../src/core/answer.js';
import type { EntityCard, Triple } from '../../src/core/knowledge.js';
import type { Passage } from '../../src/core/passage.js';
import type { RunRecord } from '../../src/io/run-directory.js';
import type { RunInput } from './run-input.js';
import { recordedUsage, usageOfAnswer, type RecordedUsage } from './run-progress.js';

/**
 * One line of items.jsonl: the question, what the model saw, what it answered, and the gold fields, named as the
 * evaluation suites read them (`kg`, `minimum_knowledge`, `removed_knowledge` for KaLMA; `docs`, `output`,
 * `qa_pairs`… for ALCE). Nothing time-dependent goes in, so a resumed run writes the same lines.
 */
export interface AnswerRecord extends RunRecord {
  seed: number;
  index: number;
  id: string;
  question: string;
  variant?: string;
  strategy: string;
  answer: string;
  statements: Statement[];
  kg?: EntityCard[];
  minimum_knowledge?: Triple[];
  removed_knowledge?: Triple[];
  docs?: Passage[];
  gold?: Record<string, unknown>;
  usage: RecordedUsage;
  trace: Answer['trace'];
  /** Passages retrieved for the answer's own text, as evidence for its metrics (CONNER factuality, WoW validity). */
  evidence?: Passage[];
  /** The downstream answer produced with the knowledge (CONNER validity), and the template that asked for it. */
  downstream?: { text: string; template: string };
}

/** The record fields a suite's follow-up step fills in. */
export type FollowUpFields = Pick<AnswerRecord, 'evidence' | 'downstream'>;

export function recordKey(seed: number, id: string): string {
  return `seed-${seed}/${id}`;
}

export function answerRecord(input: RunInput, index: number, seed: number, answer: Answer): AnswerRecord {
  const record: AnswerRecord = {
    key: recordKey(seed, input.id),
    seed,
    index,
    id: input.id,
    question: input.question,
    strategy: answer.strategy,
    answer: answer.text,
    statements: answer.statements,
    usage: recordedUsage(usageOfAnswer(answer)),
    // Whether the cache served a call is a fact about this process, not the answer (see RecordedUsage).
    trace: answer.trace.map(({ cached: _cached, ...entry }) => entry),
  };
  if (input.variant) record.variant = input.variant;
  if (input.entities) record.kg = input.entities;
  if (input.minimumKnowledge) record.minimum_knowledge = input.minimumKnowledge;
  if (input.removedKnowledge) record.removed_knowledge = input.removedKnowledge;
  if (input.passages) record.docs = input.passages;
  if (input.gold) record.gold = input.gold;
  return record;
}

/** A question whose generation failed after its retries: kept so the run can say so, retried on resume. */
export interface FailedRecord extends RunRecord {
  seed: number;
  index: number;
  id: string;
  question: string;
  failed: { error: string };
}

export function failedRecord(input: RunInput, index: number, seed: number, error: Error): FailedRecord {
  return { key: recordKey(seed, input.id), seed, index, id: input.id, question: input.question, failed: { error: error.message } };
}
