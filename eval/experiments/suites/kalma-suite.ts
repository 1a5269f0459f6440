import type { KalmaRunItem } from '../../metrics/kalma/kalma-run-item.js';
import type { AnswerRecord } from '../run-record.js';
import { suiteEvaluators } from './suite-evaluators.js';

/** An answer record as a KaLMA run item: the KG the model was given, its answer, and the gold knowledge sets. */
export function kalmaItemOf(record: AnswerRecord): KalmaRunItem {
  return {
    question: record.question,
    kg: record.kg ?? [],
    answer: record.answer,
    ...(record.minimum_knowledge ? { minimum_knowledge: record.minimum_knowledge } : {}),
    ...(record.removed_knowledge ? { removed_knowledge: record.removed_knowledge } : {}),
  };
}

suiteEvaluators.register('kalma', async (records, context) => {
  const { evaluateKalma } = await import('../../metrics/kalma/evaluate-kalma.js');
  const { judgeFromConfig } = await import('../../../src/pipeline/dependencies.js');
  const { createChatModelFromConfig, hasChatModelConfig } = await import('../../../src/llm/create-chat-model.js');
  // G-Eval text quality scores with the judge endpoint when there is one, else the generation model; offline, null.
  const section = hasChatModelConfig(context.config, 'judge') ? 'judge' : hasChatModelConfig(context.config, 'llm') ? 'llm' : null;
  return evaluateKalma(records.map(kalmaItemOf), {
    judge: await judgeFromConfig(context.judge, context.config),
    ...(section ? { model: createChatModelFromConfig(context.config, section) } : {}),
  });
});
