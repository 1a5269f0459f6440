import type { Strategy } from '../../core/strategy.js';
import { strategyRegistry } from '../strategy-registry.js';
import { runAlcePlan } from './alce-generation.js';
import { requirePassages } from './alce-settings.js';

/** ALCE ORACLE: VANILLA prompting over the gold passages (an upper bound for retrieval). */
export const oracleStrategy: Strategy = {
  name: 'oracle',
  description: 'ALCE ORACLE: VANILLA over the gold passages instead of the retrieved ones',
  needs: { model: true, passages: true, goldPassages: true },
  answer: async (question, context, deps, options) => {
    const gold = requirePassages(context.goldPassages, 'oracle', 'gold passages');
    return runAlcePlan({ strategy: 'oracle', kind: 'default', defaultNdoc: gold.length }, question, gold, deps, options);
  },
};

strategyRegistry.register(oracleStrategy.name, oracleStrategy);
