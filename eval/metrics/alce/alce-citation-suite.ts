import type { AlceItem } from './alce-item.js';
import type { AlceSuiteOptions, PreparedAlce } from './alce-prepared.js';
import { alceSuite } from './alce-suite.js';
import type { MetricSuite } from '../metric-suite.js';

const citationOnly = [() => import('./citation-recall-precision.js')];

/**
 * ALCE's citation recall and precision alone, for answers whose correctness ALCE's other metrics cannot read (a
 * kalma-alce answer's passage citations, scored beside the KaLMA metrics of its triples).
 */
export const alceCitationSuite: MetricSuite<AlceItem, AlceSuiteOptions, PreparedAlce> = {
  ...alceSuite,
  id: 'alce-citations',
  variants: { asqa: citationOnly, qampari: citationOnly, eli5: citationOnly },
};
