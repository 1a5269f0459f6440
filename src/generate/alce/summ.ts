import type { Strategy } from '../../core/strategy.js';
import { strategyRegistry } from '../strategy-registry.js';
import { runAlcePlan } from './alce-generation.js';
import { requirePassages } from './alce-settings.js';

/**
 * ALCE SUMM: the model first summarises each passage for the question (or calls it irrelevant); irrelevant ones
 * are dropped and up to `ndoc` (10) summaries, being shorter, fit where 5 full passages would.
 */
export const summStrategy: Strategy = {
  name: 'summ',
  description: 'ALCE SUMM: per-passage summaries by the model, irrelevant ones dropped, up to 10 in the prompt',
  needs: { model: true, passages: true },
  answer: async (question, context, deps, options) =>
    runAlcePlan(
      { strategy: 'summ', kind: 'sum_or_ext', defaultNdoc: 10, useShorter: 'summary' },
      question,
      requirePassages(context.passages, 'summ'),
      deps,
      options,
    ),
};

strategyRegistry.register(summStrategy.name, summStrategy);
