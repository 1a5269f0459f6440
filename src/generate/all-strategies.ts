/**
 * Importing this module registers every strategy. Each strategy file registers itself; add one import line
 * per new strategy module here.
 */
import { strategyRegistry } from './strategy-registry.js';

export { strategyRegistry };
