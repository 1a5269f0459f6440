/**
 * Importing this module registers every strategy. Each strategy file registers itself; add one import line
 * per new strategy module here.
 */
import { strategyRegistry } from './strategy-registry.js';
import './alce/vanilla.js';
import './alce/summ.js';
import './alce/snippet.js';
import './alce/interact.js';
import './alce/inlinesearch.js';
import './alce/closedbook.js';
import './alce/rerank.js';
import './alce/postcite.js';
import './alce/oracle.js';
import './extractive/extractive-strategy.js';
import './kalma/kalma-strategy.js';
import './kalma-alce/kalma-alce-strategy.js';
import './extractive-kg/extractive-kg-strategy.js';
import './conner/retrieved-knowledge.js';
import './conner/conner-zero-shot.js';
import './conner/conner-few-shot.js';

export { strategyRegistry };
