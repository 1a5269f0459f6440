import type { EntityCard, Triple } from '../../src/core/knowledge.js';
import type { Passage } from '../../src/core/passage.js';
import type { QuestionVariant } from '../../src/core/question.js';
import type { QuestionSetting } from '../../src/core/strategy.js';

/**
 * One question of a run with everything the answering and the evaluation need, in the dataset's own order.
 * Sweeps transform these (swap KGs, remove knowledge, cut passages) before answering.
 */
export interface RunInput {
  id: string;
  question: string;
  variant?: QuestionVariant;
  /** Topic, dialogue and few-shot demonstrations the dataset gives (CONNER), handed to the strategy. */
  setting?: QuestionSetting;
  /** The KG handed to the model (BioKaLMA: the entry's own KG). Absent → retrieve from the configured KG. */
  entities?: EntityCard[];
  /** Gold knowledge for KaLMA citation precision / recall (a stand-in when the dataset has none; see provenance). */
  minimumKnowledge?: Triple[];
  /** Knowledge deliberately removed from `entities` (KaLMA §4.4): the absent-knowledge ground truth for [NA]. */
  removedKnowledge?: Triple[];
  /** Passages in prompt order (ALCE `docs`). Absent → retrieve from the configured index. */
  passages?: Passage[];
  /** Dataset fields the metrics read (ALCE `qa_pairs`, `answers`, `claims`, `answer`, `annotations`). */
  gold?: Record<string, unknown>;
}

export type RunInputFormat = 'biokalma' | 'alce' | 'questions' | 'conner';

export interface LoadedRunInputs {
  format: RunInputFormat;
  inputs: RunInput[];
  /** Facts about where gold fields came from, shown in reports (e.g. the minimum-knowledge stand-in). */
  provenance: Record<string, string>;
}
