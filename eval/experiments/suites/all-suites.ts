/** Importing this module registers every suite adapter; one import line per adapter file. */
import './alce-suite.js';
import './kalma-suite.js';
import './kalma-alce-suite.js';
import './conner-suite.js';
import './conner-follow-up.js';

export { suiteEvaluators } from './suite-evaluators.js';
export { suiteFollowUps } from './suite-follow-ups.js';
