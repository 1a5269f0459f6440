import type { Strategy } from '../../core/strategy.js';
import { strategyRegistry } from '../strategy-registry.js';
import { generateKnowledge } from './knowledge-generation.js';

/** CONNER zero-shot knowledge generation: one human prompt of Table 11 (default: the one the paper marks best). */
export const connerZeroShotStrategy: Strategy = {
  name: 'conner-zero-shot',
  description: 'CONNER: the model writes the knowledge for the question from a zero-shot prompt (Table 11; --template)',
  needs: { model: true },
  answer: (question, context, deps, options) => generateKnowledge('zero-shot', question, context, deps, options),
};

strategyRegistry.register(connerZeroShotStrategy.name, connerZeroShotStrategy);
