import type { Strategy } from '../../core/strategy.js';
import { strategyRegistry } from '../strategy-registry.js';
import { runAlcePlan } from './alce-generation.js';

/** ALCE CLOSEDBOOK: no passages at all; the answer has no citations (POSTCITE adds them afterwards). */
export const closedBookStrategy: Strategy = {
  name: 'closedbook',
  description: 'ALCE CLOSEDBOOK: the model answers from memory, without passages or citations',
  needs: { model: true },
  answer: async (question, _context, deps, options = {}) =>
    runAlcePlan({ strategy: 'closedbook', kind: 'closedbook', defaultNdoc: 0 }, question, [], deps, { ...options, ndoc: 0 }),
};

strategyRegistry.register(closedBookStrategy.name, closedBookStrategy);
