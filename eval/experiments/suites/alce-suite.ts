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
  const { evaluateAlce } = await import('../../metrics/alce/evaluate-alce.js');
  const { judgeFromConfig } = await import('../../../src/pipeline/dependencies.js');
  return evaluateAlce(records.map(alceItemOf), { judge: await judgeFromConfig(context.judge, context.config) });
});
