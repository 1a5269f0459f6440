import { Registry } from '../core/registry.js';
import type { Strategy } from '../core/strategy.js';

/** Every answering strategy, by the name users pass to `--strategy`. Populated by src/generate/all-strategies.ts. */
export const strategyRegistry = new Registry<Strategy>('strategy');
