import type { CiteqaConfig } from '../config/config.js';
import type { SweepSpec } from '../../eval/experiments/sweep-spec.js';

/**
 * A CONNER sweep retrieves knowledge and evidence from the test set's gold knowledge (unless the spec names its
 * own retrieval) and answers downstream with the configured model (validity); both go into the spec, so a resumed
 * sweep does the same. Other sweeps are returned unchanged.
 */
export async function withConnerSetup(spec: SweepSpec, config: CiteqaConfig): Promise<SweepSpec> {
  if (spec.base.suite !== 'conner') return spec;
  const { resolve } = await import('node:path');
  const { connerRetrieval } = await import('../../eval/experiments/inputs/conner-inputs.js');
  const { hasModelFor } = await import('../pipeline/dependencies.js');
  const withModel = await hasModelFor('generator', config);
  return {
    ...spec,
    base: {
      ...spec.base,
      retrieval: spec.base.retrieval ?? (await connerRetrieval(resolve(spec.base.data), config.cacheDir, 5)),
      suiteOptions: { downstreamModel: withModel ? (config.llm.model ?? null) : null, ...spec.base.suiteOptions },
    },
  };
}

/** A sweep whose settings need a model fails before any setting runs, naming the missing setting. */
export async function checkSweepModel(spec: SweepSpec, config: CiteqaConfig): Promise<void> {
  const { strategyRegistry } = await import('../generate/all-strategies.js');
  const strategies = [spec.base.strategy, ...spec.settings.map((setting) => setting.strategy)];
  const needsModel = strategies.some((strategy) => strategy !== undefined && strategyRegistry.has(strategy) && strategyRegistry.get(strategy).needs.model);
  if (needsModel) await (await import('../pipeline/dependencies.js')).modelFor('generator', config);
}
