import type { KalmaOptions } from '../../metrics/kalma/kalma-options.js';
import type { KalmaSuiteOptions } from '../../metrics/kalma/kalma-prepared.js';
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

/** KaLMA's reference code where it differs from the paper (kalma-options.ts): what `--kalma-reference-code` turns on. */
export const KALMA_REFERENCE_CODE: Partial<KalmaOptions> = { correctnessCheck: false, alignmentFirst: 400, absentKnowledge: 'not-cited', naScoring: 'code', naEdgeRule: false, textQualityFirst: 100 };

/** A run's KaLMA settings as suite options: reference-code mode, and G-Eval prompts from a file (KaLMA's gpteval_prompt.json). */
async function kalmaSuiteOptions(settings: Record<string, unknown>): Promise<KalmaSuiteOptions> {
  const gevalPrompts = typeof settings.gevalPrompts === 'string' ? settings.gevalPrompts : undefined;
  const { loadKalmaGevalPrompts } = await import('../../metrics/geval/geval-prompts.js');
  return {
    ...(settings.referenceCode === true ? { options: KALMA_REFERENCE_CODE } : {}),
    ...(gevalPrompts ? { textQualityPrompts: await loadKalmaGevalPrompts(gevalPrompts), textQualityPromptSource: gevalPrompts } : {}),
  };
}

suiteEvaluators.register('kalma', async (records, context) => {
  const [{ evaluateSuite }, { kalmaSuite }, { suiteDependencies }] = await Promise.all([
    import('../../metrics/evaluate-suite.js'),
    import('../../metrics/kalma/kalma-suite.js'),
    import('../../metrics/suite-dependencies.js'),
  ]);
  const items = records.map(kalmaItemOf);
  const suiteOptions = await kalmaSuiteOptions(context.suiteOptions ?? {});
  // G-Eval text quality rates with the judge endpoint when there is one, else the generation model; offline, null.
  const dependencies = await suiteDependencies(kalmaSuite, items, suiteOptions, { judge: context.judge }, context.config);
  return evaluateSuite(kalmaSuite, items, dependencies, suiteOptions);
});
