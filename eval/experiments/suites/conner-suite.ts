import type { ConnerExample } from '../../conner/conner-data.js';
import type { ConnerItem } from '../../metrics/conner/conner-prepared.js';
import type { AnswerRecord } from '../run-record.js';
import { suiteEvaluators } from './suite-evaluators.js';

/** A run's answer as CONNER knowledge: the statements' text without citation markers, judged against the gold example. */
export function connerItemOf(record: AnswerRecord): ConnerItem {
  const example = record.gold?.conner as ConnerExample;
  return {
    id: record.id,
    task: example.task,
    topic: example.topic,
    query: example.query,
    knowledge: record.statements.map((statement) => statement.text).join(' '),
    ...(example.knowledge ? { gold: example.knowledge } : {}),
    answer: example.answer,
    ...(record.evidence ? { evidence: record.evidence.map((passage) => passage.text) } : {}),
    ...(record.downstream ? { downstream: record.downstream.text } : {}),
  };
}

suiteEvaluators.register('conner', async (records, context) => {
  const [{ evaluateSuite }, { connerSuite }, { suiteDependencies }] = await Promise.all([
    import('../../metrics/evaluate-suite.js'),
    import('../../metrics/conner/conner-suite.js'),
    import('../../metrics/suite-dependencies.js'),
  ]);
  const items = records.map(connerItemOf);
  return evaluateSuite(connerSuite, items, await suiteDependencies(connerSuite, items, {}, { judge: context.judge }, context.config), {});
});
