import { macroMean } from '../aggregate.js';
import { defineMetricModule } from '../metric-module.js';
import { alceMetric } from './alce-definition.js';
import type { PreparedAlce } from './alce-prepared.js';
import { scaledItemScores } from './alce-prepared.js';
import { answerLength } from './answer-length.js';

export const metric = defineMetricModule<PreparedAlce>(
  [
    alceMetric('length', 'Length (words)', 'mean whitespace word count of the first output line, citations removed', {}, 'words'),
  ],
  ({ normalized }) => {
    const result = macroMean('length', normalized.map((item) => answerLength(item.output)));
    return { results: [result], itemScores: scaledItemScores('length', result.perItem, 1) };
  },
);
