/** Importing this module registers every suite adapter; one import line per adapter file. */
export { suiteEvaluators } from './suite-evaluators.js';
