import type { Strategy } from '../../core/strategy.js';
import { strategyRegistry } from '../strategy-registry.js';
import { runAlcePlan } from './alce-generation.js';
import { requirePassages } from './alce-settings.js';

/** ALCE's ORACLE configs (configs/*_turbo_shot2_ndoc5_oracle_default.yaml): five passages. */
const ORACLE_NDOC = 5;

/** ALCE ORACLE: VANILLA prompting over the gold passages (an upper bound for retrieval). */
export const oracleStrategy: Strategy = {
  name: 'oracle',
  description: 'ALCE ORACLE: VANILLA over the gold passages instead of the retrieved ones',
  needs: { model: true, passages: true, goldPassages: true },
  answer: async (question, context, deps, options) => {
    const gold = requirePassages(context.goldPassages, 'oracle', 'gold passages');
    // ALCE's *_oracle_default configs run with ndoc 5, which also sets how many docs each demo shows: an item with
    // fewer gold passages still gets five-doc demos, as run.py renders them.
    return runAlcePlan({ strategy: 'oracle', kind: 'default', defaultNdoc: ORACLE_NDOC }, question, gold, deps, options);
  },
};

strategyRegistry.register(oracleStrategy.name, oracleStrategy);
