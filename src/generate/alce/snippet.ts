import type { Strategy } from '../../core/strategy.js';
import { strategyRegistry } from '../strategy-registry.js';
import { runAlcePlan } from './alce-generation.js';
import { requirePassages } from './alce-settings.js';

/** ALCE SNIPPET: like SUMM, with a span extracted from each passage instead of a summary. */
export const snippetStrategy: Strategy = {
  name: 'snippet',
  description: 'ALCE SNIPPET: per-passage extracted spans by the model, irrelevant ones dropped, up to 10 in the prompt',
  needs: { model: true, passages: true },
  answer: async (question, context, deps, options) =>
    runAlcePlan(
      { strategy: 'snippet', kind: 'sum_or_ext', defaultNdoc: 10, useShorter: 'extraction' },
      question,
      requirePassages(context.passages, 'snippet'),
      deps,
      options,
    ),
};

strategyRegistry.register(snippetStrategy.name, snippetStrategy);
