import type { CiteqaConfig } from '../../src/config/config.js';
import { join } from 'node:path';
import { createDiskCacheStore } from '../../src/llm/disk-cache-store.js';
import { buildDependencies } from '../../src/pipeline/dependencies.js';
import { rankerFor, scorerFor } from '../../src/pipeline/scorers.js';
import { suiteNeeds } from './evaluate-suite.js';
import type { MetricDependencies } from './metric-module.js';
import type { MetricSuite } from './metric-suite.js';

export interface SuiteDependencyChoice {
  /** Entailment judge by name (`lexical`, `llm`, `true`), or `none`. */
  judge: string;
  /** Whether to build the featurizer for MAUVE (`--no-mauve` turns it off). */
  embedder?: boolean;
}

/**
 * Builds, through the composition root, exactly what the suite's metrics declare they need: the named entailment
 * judge, a rating judge when a judge or generation model is configured (text quality is null otherwise), and the
 * offline featurizer for MAUVE. `citeqa eval`, runs and sweeps all score through this, so a figure never depends on
 * which command produced it.
 */
export async function suiteDependencies<Item, Options, Prepared>(
  suite: MetricSuite<Item, Options, Prepared>,
  items: readonly Item[],
  options: Options,
  choice: SuiteDependencyChoice,
  config: CiteqaConfig,
): Promise<MetricDependencies> {
  const seams = await suiteNeeds(suite, items, options);
  const built = await buildDependencies(
    {
      ...(seams.includes('judge') && choice.judge !== 'none' ? { judge: choice.judge } : {}),
      ...(seams.includes('ratingJudge') ? { ratingJudge: 'optional' as const } : {}),
      // Features are kept on disk, so scoring the same texts again (a second eval, a sweep's settings) embeds nothing.
      ...(seams.includes('embedder') && choice.embedder !== false ? { embedder: 'cached-on-disk' as const } : {}),
    },
    config,
  );
  return {
    ...(built.judge ? { judge: built.judge } : {}),
    ...(built.ratingJudge ? { ratingJudge: built.ratingJudge } : {}),
    ...(built.embedder ? { embedder: built.embedder, resultCache: createDiskCacheStore(join(config.cacheDir, 'metric-results')) } : {}),
    ...(seams.includes('scorer') ? { scorer: await scorerFor(config) } : {}),
    ...(seams.includes('ranker') ? { ranker: await rankerFor(config) } : {}),
  };
}
