import type { Strategy } from '../../core/strategy.js';
import { strategyRegistry } from '../strategy-registry.js';
import { generateKnowledge } from './knowledge-generation.js';

/** CONNER few-shot knowledge generation: demonstrations then the question, in a Table 12 example template. */
export const connerFewShotStrategy: Strategy = {
  name: 'conner-few-shot',
  description: 'CONNER: the model writes the knowledge after worked examples from other rows (Table 12; --template, --shots)',
  needs: { model: true },
  answer: (question, context, deps, options) => generateKnowledge('few-shot', question, context, deps, options),
};

strategyRegistry.register(connerFewShotStrategy.name, connerFewShotStrategy);
