import { macroMean } from '../aggregate.js';
import { defineMetricModule } from '../metric-module.js';
import type { PreparedAlce } from './alce-prepared.js';
import { scaledItemScores } from './alce-prepared.js';
import { answerLength } from './answer-length.js';

export const metric = defineMetricModule<PreparedAlce>(
  [
    {
      id: 'length',
      label: 'Length (words)',
      suite: 'alce',
      paper: 'ALCE',
      unit: 'words',
      range: { min: 0 },
      description: 'mean whitespace word count of the first output line, citations removed',
      needs: {},
    },
  ],
  ({ normalized }) => {
    const result = macroMean('length', normalized.map((item) => answerLength(item.output)));
    return { results: [result], itemScores: scaledItemScores('length', result.perItem, 1) };
  },
);
