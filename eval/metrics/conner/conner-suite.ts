import { MISSING_SEAMS, type MetricSuite } from '../metric-suite.js';
import { prepareConner, type ConnerItem, type ConnerSuiteOptions, type PreparedConner } from './conner-prepared.js';

/** CONNER's six dimensions (paper §3): factuality, relevance, coherence, informativeness, helpfulness, validity. */
export const connerSuite: MetricSuite<ConnerItem, ConnerSuiteOptions, PreparedConner> = {
  id: 'conner',
  variantOf: (items) => items[0]?.task ?? 'nq',
  prepare: (items, options) => prepareConner(items, options),
  variants: Object.fromEntries(
    ['nq', 'wow'].map((task) => [
      task,
      [
        () => import('./factuality.js'),
        () => import('./relevance.js'),
        () => import('./coherence-sentence.js'),
        () => import('./coherence-paragraph.js'),
        () => import('./coherence-paragraph-rated.js'),
        () => import('./informativeness.js'),
        () => import('./helpfulness.js'),
        () => import('./validity.js'),
      ],
    ]),
  ),
  missing: { ...MISSING_SEAMS, ratingJudge: 'no model configured to rate paragraph coherence (set llm.* or judge.*)' },
  itemId: (item) => item.id,
  itemQuestion: (item) => item.query,
  notes: (variant) => ({ task: variant }),
};
