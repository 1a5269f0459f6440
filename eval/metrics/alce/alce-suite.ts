import type { AlceDataset, AlceItem } from './alce-item.js';
import { prepareAlce, type AlceSuiteOptions, type PreparedAlce } from './alce-prepared.js';
import { MISSING_SEAMS, type MetricSuite } from '../metric-suite.js';

/** QAMPARI answers are alias lists; ELI5 has claims; anything else is treated as ASQA. */
export function inferAlceDataset(items: readonly AlceItem[]): AlceDataset {
  if (items.some((item) => Array.isArray(item.answers) && item.answers.some((answer) => Array.isArray(answer)))) return 'qampari';
  if (items.some((item) => Array.isArray(item.claims))) return 'eli5';
  return 'asqa';
}

/**
 * ALCE's eval.py: the metrics it reports per dataset (its CLI flags for the paper's runs), in its result-file
 * order; macro means ×100 (length and num_preds unscaled).
 */
export const alceSuite: MetricSuite<AlceItem, AlceSuiteOptions, PreparedAlce> = {
  id: 'alce',
  variantOf: (items, options) => options.dataset ?? inferAlceDataset(items),
  prepare: (items, options, variant) => prepareAlce(items, options, variant as AlceDataset),
  variants: {
    asqa: [
      () => import('./length.js'),
      () => import('./str-em.js'),
      () => import('./rouge-lsum.js'),
      () => import('./mauve.js'),
      () => import('./citation-recall-precision.js'),
    ],
    qampari: [
      () => import('./length.js'),
      () => import('./qampari.js'),
      () => import('./citation-recall-precision.js'),
    ],
    eli5: [
      () => import('./length.js'),
      // Structural zeros, printed as ALCE's eval.py prints them for ELI5 (str-em.ts).
      () => import('./str-em.js'),
      () => import('./rouge-lsum.js'),
      () => import('./mauve.js'),
      () => import('./claims-nli.js'),
      () => import('./citation-recall-precision.js'),
    ],
  },
  missing: { ...MISSING_SEAMS, embedder: 'no embedder configured for MAUVE features' },
  itemId: (item, index) => item.id ?? String(index),
  itemQuestion: (item) => item.question,
  notes: (variant) => ({ dataset: variant }),
};
