import type { CiteqaConfig } from '../../../src/config/config.js';
import { judgeFromConfig, modelFor } from '../../../src/pipeline/dependencies.js';
import { caqaTask, loadCaqaTasks } from './caqa-prompts.js';
import { entailmentEvaluator, promptedEvaluator, type CaqaEvaluator } from './caqa-evaluator.js';

/**
 * The evaluator `--judge` names: `llm` is the configured judge model prompted with a CAQA task prompt; a registered
 * entailment judge (lexical, true, nli) is mapped to CAQA's labels; a path is a trained judge file.
 */
export async function caqaEvaluatorFor(judge: string, prompt: string, config: CiteqaConfig): Promise<CaqaEvaluator> {
  if (judge === 'llm') return promptedEvaluator(await modelFor('judge', config), caqaTask(await loadCaqaTasks(config), prompt));
  return entailmentEvaluator(await judgeFromConfig(judge, config));
}
