import type { AlceDoc, AlceItem } from '../../metrics/alce/alce-item.js';
import type { AnswerRecord } from '../run-record.js';
import { suiteEvaluators } from './suite-evaluators.js';

/** An answer record as ALCE's result-file item: the raw output with citations, its docs and the gold fields. */
export function alceItemOf(record: AnswerRecord): AlceItem {
  const docs: AlceDoc[] | undefined = record.docs?.map((passage) => ({
    id: passage.id,
    title: passage.title,
    text: passage.text,
    ...(passage.summary ? { summary: passage.summary } : {}),
    ...(passage.extraction ? { extraction: passage.extraction } : {}),
  }));
  return { ...(record.gold ?? {}), id: record.id, question: record.question, output: record.answer, ...(docs ? { docs } : {}) };
}

suiteEvaluators.register('alce', async (records, context) => {
  const [{ evaluateSuite }, { alceSuite }, { suiteDependencies }] = await Promise.all([
    import('../../metrics/evaluate-suite.js'),
    import('../../metrics/alce/alce-suite.js'),
    import('../../metrics/suite-dependencies.js'),
  ]);
  const items = records.map(alceItemOf);
  // The same dependencies `citeqa eval` builds, so MAUVE and the judge's figures match it on the same items.
  const dependencies = await suiteDependencies(alceSuite, items, {}, { judge: context.judge }, context.config);
  return evaluateSuite(alceSuite, items, dependencies, {});
});
