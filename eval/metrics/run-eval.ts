import type { CiteqaConfig } from '../../src/config/config.js';
import type { Progress } from '../../src/core/progress.js';
import { assertNoNonFinite } from './aggregate.js';
import type { AlceDataset } from './alce/alce-item.js';
import type { ConnerItem } from './conner/conner-prepared.js';
import { alceSuite } from './alce/alce-suite.js';
import { loadAlceInput } from './alce/load-alce-input.js';
import { evaluateSuite } from './evaluate-suite.js';
import { kalmaSuite } from './kalma/kalma-suite.js';
import type { SuiteResult } from './suite-result.js';
import { suiteDependencies } from './suite-dependencies.js';

export interface RunEvalOptions {
  suite: string;
  judge: string;
  dataset?: string;
  run?: string;
  mauve: boolean;
  atMostCitations?: number;
  cot?: boolean;
  /** CONNER: the task when the file does not make it plain, the knowledge file, and the metric options. */
  task?: 'nq' | 'wow';
  knowledge?: string;
  downstream?: string;
  /** Passages retrieved from the test set's gold knowledge per knowledge text, as factuality evidence (default 10). */
  evidence?: number;
  pplClip?: number;
  ngramHelpfulness?: boolean;
  outerStrategy?: 'max' | 'min' | 'mean';
  helpfulnessBaselines?: number;
  /** kalma-alce: which seed of a run's items.jsonl to score when it holds several. */
  seed?: number;
  config: CiteqaConfig;
  /** Where scoring says how far it is (the CLI's bars); silent when absent. */
  progress?: Progress;
}

/** Says in the output what the judge is (the offline `lexical` one is a stand-in for NLI, not a model). */
async function describeJudge(result: SuiteResult, name: string): Promise<void> {
  if (name === 'none') return;
  const { judgeRegistry } = await import('../../src/judges/judge-registry.js');
  if (judgeRegistry.has(name)) result.notes.judge = `${name}: ${judgeRegistry.get(name).description}`;
}

/**
 * Each knowledge text's top-l passages from the test set's gold knowledge, added to its factuality evidence as a run
 * adds them (CONNER retrieves from Wikipedia; the gold corpus stands in, and the notes say so).
 */
async function withConnerEvidence(items: ConnerItem[], passages: number, config: CiteqaConfig): Promise<ConnerItem[]> {
  if (passages === 0) return items;
  const [{ connerCorpusFile }, { retrievePassages }] = await Promise.all([import('../conner/conner-corpus.js'), import('../../src/pipeline/sources/passages-source.js')]);
  const docs = connerCorpusFile(items.map((item) => ({ id: item.id, topic: item.topic, ...(item.gold ? { knowledge: item.gold } : {}) })), config.cacheDir);
  return Promise.all(
    items.map(async (item) => (item.knowledge.trim() === '' ? item : { ...item, evidence: (await retrievePassages(item.knowledge, { docs }, config, passages)).map((passage) => passage.text) })),
  );
}

/** What `citeqa eval` does once its options are checked: load, score, and refuse to print a non-finite number. */
export async function runEval(file: string, options: RunEvalOptions): Promise<{ result: SuiteResult; stored?: Record<string, number> }> {
  const choice = { judge: options.judge, embedder: options.mauve };
  if (options.suite === 'conner') {
    const [{ readConnerItems }, { connerSuite }] = await Promise.all([import('../conner/conner-items.js'), import('./conner/conner-suite.js')]);
    const read = await readConnerItems(file, { ...(options.knowledge ? { knowledge: options.knowledge } : {}), ...(options.downstream ? { downstream: options.downstream } : {}), ...(options.task ? { task: options.task } : {}) });
    const items = await withConnerEvidence(read, options.evidence ?? 10, options.config);
    const suiteOptions = {
      ...(options.pplClip !== undefined ? { pplClip: options.pplClip } : {}),
      ...(options.ngramHelpfulness ? { ngramHelpfulness: true } : {}),
      ...(options.outerStrategy ? { outerStrategy: options.outerStrategy } : {}),
      ...(options.helpfulnessBaselines ? { helpfulnessBaselines: options.helpfulnessBaselines } : {}),
    };
    const result = await evaluateSuite(connerSuite, items, await suiteDependencies(connerSuite, items, suiteOptions, choice, options.config), suiteOptions, options.progress);
    await describeJudge(result, options.judge);
    assertNoNonFinite(result);
    return { result };
  }
  if (options.suite === 'kalma-alce') {
    // The run's own evaluator, so rescoring a run's items.jsonl gives the run's metrics.json for that seed.
    const [{ readKalmaAlceInput }, { suiteEvaluators }] = await Promise.all([import('../experiments/kalma-alce-input.js'), import('../experiments/suites/all-suites.js')]);
    const input = readKalmaAlceInput(file, options.seed === undefined ? {} : { seed: options.seed });
    const result = await suiteEvaluators.get('kalma-alce')(input.records, { judge: options.judge, config: options.config });
    Object.assign(result.notes, input.notes);
    await describeJudge(result, options.judge);
    assertNoNonFinite(result);
    return { result };
  }
  if (options.suite === 'kalma') {
    const { readKalmaRun } = await import('./kalma-run-reader.js');
    const items = readKalmaRun(file);
    const result = await evaluateSuite(kalmaSuite, items, await suiteDependencies(kalmaSuite, items, {}, choice, options.config), {}, options.progress);
    await describeJudge(result, options.judge);
    assertNoNonFinite(result);
    return { result };
  }
  const input = loadAlceInput(file, { run: options.run });
  const suiteOptions = {
    ...(options.dataset ? { dataset: options.dataset as AlceDataset } : input.dataset ? { dataset: input.dataset } : {}),
    ...(options.atMostCitations === undefined ? {} : { atMostCitations: options.atMostCitations }),
    ...(options.cot === undefined ? {} : { cot: options.cot }),
  };
  const result = await evaluateSuite(alceSuite, input.items, await suiteDependencies(alceSuite, input.items, suiteOptions, choice, options.config), suiteOptions, options.progress);
  if (!options.mauve && 'mauve' in result.metrics) result.nulls.mauve = 'skipped (--no-mauve)';
  await describeJudge(result, options.judge);
  assertNoNonFinite(result);
  return { result, stored: input.stored };
}
