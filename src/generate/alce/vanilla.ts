import type { Strategy } from '../../core/strategy.js';
import { strategyRegistry } from '../strategy-registry.js';
import { runAlcePlan } from './alce-generation.js';
import { requirePassages } from './alce-settings.js';

/** ALCE VANILLA: the top `ndoc` (5) passages in the prompt, the answer cites them as [n]. */
export const vanillaStrategy: Strategy = {
  name: 'vanilla',
  description: 'ALCE VANILLA: top passages in the prompt, one generated answer citing them as [n]',
  needs: { model: true, passages: true },
  answer: async (question, context, deps, options) =>
    runAlcePlan(
      // ALCE's short-instruction ablation (light_inst) is VANILLA with a shorter instruction file.
      { strategy: 'vanilla', kind: options?.lightInstruction === true ? 'light_inst' : 'default', defaultNdoc: 5 },
      question,
      requirePassages(context.passages, 'vanilla'),
      deps,
      options,
    ),
};

strategyRegistry.register(vanillaStrategy.name, vanillaStrategy);
