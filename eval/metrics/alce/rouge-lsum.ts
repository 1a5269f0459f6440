import { macroMean } from '../aggregate.js';
import { bootstrapMid } from '../bootstrap-mid.js';
import { defineMetricModule } from '../metric-module.js';
import { alceMetric } from './alce-definition.js';
import { scaledItemScores, type PreparedAlce } from './alce-prepared.js';
import { alceRougeLsum, rougeReferences } from './alce-rouge.js';

/** ALCE's bootstrap is unseeded; CiteQA fixes the seed so the figure repeats. */
const BOOTSTRAP_SEED = 1;

export const metric = defineMetricModule<PreparedAlce>(
  [
    alceMetric('rougeLsum', 'ROUGE-Lsum F', 'ROUGE-Lsum F-measure (Porter stems, sentence-split), best of the reference long answers', { gold: 'annotations' }),
    alceMetric('rougeLsum_bootstrap', 'ROUGE-Lsum F (bootstrap)', 'ROUGE-Lsum as ALCE reports it: the bootstrap median (1,000 resamples, seeded) of the per-item scores', { gold: 'annotations' }),
  ],
  ({ normalized }) => {
    const perItem = normalized.map((item) => {
      const references = rougeReferences(item);
      return references ? alceRougeLsum(item.output, references) : null;
    });
    const result = macroMean('rougeLsum', perItem, { scale: 100, nullReason: 'item has no annotations or answer' });
    const scored = perItem.filter((value): value is number => value !== null);
    const mid = bootstrapMid(scored, { seed: BOOTSTRAP_SEED });
    return {
      results: [result, { name: 'rougeLsum_bootstrap', value: mid === null ? null : mid * 100, n: scored.length, ...(mid === null ? { reason: 'item has no annotations or answer' } : {}) }],
      itemScores: scaledItemScores('rougeLsum', result.perItem, 100),
      notes: {
        rougeLsum: "mean of per-item ROUGE-Lsum F, tokens stemmed with NLTK's Porter stemmer as rouge_score does",
        rougeLsum_bootstrap: `rouge_score's BootstrapAggregator mid as ALCE reports it: median of 1,000 resample means, seed ${BOOTSTRAP_SEED} (ALCE's draw is unseeded)`,
      },
    };
  },
);
