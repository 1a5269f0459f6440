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
  const [{ evaluateSuite }, { kalmaSuite }, { suiteDependencies }] = await Promise.all([
    import('../../metrics/evaluate-suite.js'),
    import('../../metrics/kalma/kalma-suite.js'),
    import('../../metrics/suite-dependencies.js'),
  ]);
  const items = records.map(kalmaItemOf);
  // G-Eval text quality rates with the judge endpoint when there is one, else the generation model; offline, null.
  const dependencies = await suiteDependencies(kalmaSuite, items, {}, { judge: context.judge }, context.config);
  return evaluateSuite(kalmaSuite, items, dependencies, {});
});
