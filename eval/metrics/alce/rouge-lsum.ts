import { macroMean } from '../aggregate.js';
import { defineMetricModule } from '../metric-module.js';
import { alceMetric } from './alce-definition.js';
import { scaledItemScores, type PreparedAlce } from './alce-prepared.js';
import { alceRougeLsum, rougeReferences } from './alce-rouge.js';

export const metric = defineMetricModule<PreparedAlce>(
  [
    alceMetric('rougeLsum', 'ROUGE-Lsum F', 'ROUGE-Lsum F-measure (Porter stems, sentence-split), best of the reference long answers', { gold: 'annotations' }),
  ],
  ({ normalized }) => {
    const perItem = normalized.map((item) => {
      const references = rougeReferences(item);
      return references ? alceRougeLsum(item.output, references) : null;
    });
    const result = macroMean('rougeLsum', perItem, { scale: 100, nullReason: 'item has no annotations or answer' });
    return {
      results: [result],
      itemScores: scaledItemScores('rougeLsum', result.perItem, 100),
      notes: {
        rougeLsum:
          'mean of per-item ROUGE-Lsum F (ALCE reports the bootstrap median, an estimate of the same mean); ' +
          "Porter stemmer: original algorithm (rouge_score uses NLTK's variant)",
      },
    };
  },
);
