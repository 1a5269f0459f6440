import { alceViewOfAnswer, kalmaViewOfAnswer } from '../../../src/citations/kalma-alce-citations.js';
import type { ItemScores, SuiteResult } from '../../metrics/suite-result.js';
import { alceItemOf } from './alce-suite.js';
import { suiteEvaluators } from './suite-evaluators.js';

/** Names of one family's entries, so the two families' notes and exclusions stay told apart. */
function prefixed<T>(family: string, entries: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(entries).map(([key, value]) => [`${family}: ${key}`, value]));
}

/**
 * Answers citing KG triples and passages in one text (`--source both`): KaLMA's metrics on the triple citations
 * (the answer with its passage numbers removed) and ALCE's citation recall and precision on the passage
 * citations (the sentences citing a passage or nothing, KG brackets removed), reported side by side.
 */
suiteEvaluators.register('kalma-alce', async (records, context) => {
  const [{ evaluateSuite }, { alceCitationSuite }, { suiteDependencies }] = await Promise.all([
    import('../../metrics/evaluate-suite.js'),
    import('../../metrics/alce/alce-citation-suite.js'),
    import('../../metrics/suite-dependencies.js'),
  ]);
  const kalma = await suiteEvaluators.get('kalma')(records.map((record) => ({ ...record, answer: kalmaViewOfAnswer(record.answer) })), context);
  const alceItems = records.map((record) => ({ ...alceItemOf(record), output: alceViewOfAnswer(record.answer) }));
  const dependencies = await suiteDependencies(alceCitationSuite, alceItems, {}, { judge: context.judge }, context.config);
  const alce = await evaluateSuite(alceCitationSuite, alceItems, dependencies, {});
  const perItem: ItemScores[] = kalma.perItem.map((item, index) => {
    const other = alce.perItem[index];
    return {
      id: records[index]?.id ?? item.id,
      question: item.question,
      scores: { ...item.scores, ...other?.scores },
      detail: { kalma: item.detail ?? {}, alce: other?.detail ?? {} },
    };
  });
  const result: SuiteResult = {
    suite: 'kalma-alce',
    judge: kalma.judge ?? alce.judge,
    n: records.length,
    metrics: { ...kalma.metrics, ...alce.metrics },
    nulls: { ...kalma.nulls, ...alce.nulls },
    excluded: { ...kalma.excluded, ...alce.excluded },
    notes: { ...prefixed('kalma', kalma.notes), ...prefixed('alce', alce.notes) },
    perItem,
  };
  return result;
});
