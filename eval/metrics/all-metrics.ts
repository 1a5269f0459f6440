/**
 * Importing this module loads every metric file of every suite, so the registry holds every definition (labels and
 * units for reports and tables). A new suite adds one line here; a new metric needs none.
 */
import { alceSuite } from './alce/alce-suite.js';
import { connerSuite } from './conner/conner-suite.js';
import { kalmaSuite } from './kalma/kalma-suite.js';
import { metricRegistry } from './metric-registry.js';

await Promise.all([alceSuite, kalmaSuite, connerSuite].flatMap((suite) => Object.values(suite.variants).flat().map((file) => file())));

export { metricRegistry };
