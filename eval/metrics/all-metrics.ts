/**
 * Importing this module registers every metric definition. Each suite registers its own definitions; add one
 * import line per definitions module here.
 */
import './alce/alce-metric-definitions.js';
import './kalma/kalma-metric-definitions.js';
import { metricRegistry } from './metric-registry.js';

export { metricRegistry };
