import type { ConnerExample } from '../../conner/conner-data.js';
import { downstreamAnswer } from '../../../src/generate/conner/downstream-answer.js';
import { modelFor } from '../../../src/pipeline/dependencies.js';
import { retrievePassages } from '../../../src/pipeline/sources/passages-source.js';
import { suiteFollowUps, type SuiteFollowUp } from './suite-follow-ups.js';

/** CONNER's factuality checks each knowledge against the top 10 passages retrieved for it (scripts/nq_factuality.sh). */
export const DEFAULT_EVIDENCE_PASSAGES = 10;

export interface ConnerFollowUpOptions {
  /** Passages retrieved with the knowledge as the query, as factuality evidence (0: gold knowledge only). */
  evidence?: number;
  /** The model that writes downstream answers (validity), recorded so a resumed run uses the same; null: none. */
  downstreamModel?: string | null;
  /** Table 13 template id for downstream answers (default: the paper's best). */
  answerTemplate?: string;
}

/**
 * After each knowledge: retrieve evidence passages for it from the run's own corpus (the paper retrieves from
 * Wikipedia with ColBERTv2), and, when the run names a downstream model, answer the question with the knowledge
 * few-shot (Table 13) so validity can be measured. Without a model validity stays null, with its reason.
 */
suiteFollowUps.register('conner', async (spec, config) => {
  const options = (spec.suiteOptions ?? {}) as ConnerFollowUpOptions;
  const evidence = options.evidence ?? DEFAULT_EVIDENCE_PASSAGES;
  const retrieval = spec.retrieval;
  const model = options.downstreamModel ? await modelFor('generator', config) : undefined;
  const followUp: SuiteFollowUp = async (input, answer, seed) => {
    const knowledge = answer.statements.map((statement) => statement.text).join(' ');
    const passages =
      evidence > 0 && retrieval && knowledge.trim() !== ''
        ? (await retrievePassages(knowledge, { ...(retrieval.index ? { index: retrieval.index } : {}), ...(retrieval.docs ? { docs: retrieval.docs } : {}) }, config, evidence)).map(({ id, title, text }) => ({ id, title, text }))
        : undefined;
    const example = input.gold?.conner as ConnerExample | undefined;
    const downstream =
      model && example
        ? await downstreamAnswer(model, { task: example.task, topic: example.topic, question: example.query }, knowledge, input.setting?.demonstrations ?? [], {
            ...(options.answerTemplate ? { template: options.answerTemplate } : {}),
            seed,
          })
        : undefined;
    return {
      fields: { ...(passages ? { evidence: passages } : {}), ...(downstream ? { downstream: { text: downstream.text, template: downstream.template } } : {}) },
      trace: downstream ? [downstream.trace] : [],
    };
  };
  return followUp;
});
