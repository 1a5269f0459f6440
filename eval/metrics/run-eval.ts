import type { CiteqaConfig } from '../../src/config/config.js';
import type { EntailmentJudge } from '../../src/core/entailment-judge.js';
import { assertNoNonFinite } from './aggregate.js';
import type { AlceDataset } from './alce/alce-item.js';
import { evaluateAlce } from './alce/evaluate-alce.js';
import { loadAlceInput } from './alce/load-alce-input.js';
import type { SuiteResult } from './suite-result.js';

export interface RunEvalOptions {
  suite: string;
  judge: string;
  dataset?: string;
  run?: string;
  mauve: boolean;
  atMostCitations?: number;
  cot?: boolean;
  config: CiteqaConfig;
}

async function judgeFor(name: string, config: CiteqaConfig): Promise<EntailmentJudge | undefined> {
  if (name === 'none') return undefined;
  const { judgeFromConfig } = await import('../../src/pipeline/dependencies.js');
  return judgeFromConfig(name, config);
}

/** Says in the output what the judge is (the offline `lexical` one is a stand-in for NLI, not a model). */
async function describeJudge(result: SuiteResult, name: string): Promise<void> {
  if (name === 'none') return;
  const { judgeRegistry } = await import('../../src/judges/judge-registry.js');
  if (judgeRegistry.has(name)) result.notes.judge = `${name}: ${judgeRegistry.get(name).description}`;
}

/** What `citeqa eval` does once its options are checked: load, score, and refuse to print a non-finite number. */
export async function runEval(file: string, options: RunEvalOptions): Promise<{ result: SuiteResult; stored?: Record<string, number> }> {
  if (options.suite === 'kalma') {
    const { readKalmaRun } = await import('./kalma-run-reader.js');
    const { evaluateKalma } = await import('./kalma/evaluate-kalma.js');
    const items = readKalmaRun(file);
    const judge = await judgeFor(options.judge, options.config);
    const { hasChatModelConfig, createChatModelFromConfig } = await import('../../src/llm/create-chat-model.js');
    // G-Eval text quality needs a chat model; without one configured those metrics are null with the reason.
    const section = hasChatModelConfig(options.config, 'judge') ? 'judge' : 'llm';
    const model = hasChatModelConfig(options.config, section) ? createChatModelFromConfig(options.config, section) : undefined;
    const result = await evaluateKalma(items, { judge, model });
    await describeJudge(result, options.judge);
    assertNoNonFinite(result);
    return { result };
  }
  const input = loadAlceInput(file, { run: options.run });
  const judge = await judgeFor(options.judge, options.config);
  const embedder = options.mauve
    ? (await import('../../retrievers/dense/use-lite-embedder.js')).createUseLiteEmbedder()
    : undefined;
  const result = await evaluateAlce(input.items, {
    judge,
    embedder,
    dataset: (options.dataset as AlceDataset | undefined) ?? input.dataset,
    atMostCitations: options.atMostCitations,
    cot: options.cot,
  });
  if (!options.mauve && 'mauve' in result.metrics) result.nulls.mauve = 'skipped (--no-mauve)';
  await describeJudge(result, options.judge);
  assertNoNonFinite(result);
  return { result, stored: input.stored };
}
