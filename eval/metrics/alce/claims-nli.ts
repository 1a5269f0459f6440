import { macroMean } from '../aggregate.js';
import { defineMetricModule } from '../metric-module.js';
import { alceMetric } from './alce-definition.js';
import { scaledItemScores, type PreparedAlce } from './alce-prepared.js';
import { claimRecall } from './claim-recall.js';

export const metric = defineMetricModule<PreparedAlce>(
  [
    alceMetric('claims_nli', 'Claim recall', 'ELI5: share of gold sub-claims the output entails', { judge: true, gold: 'claims' }),
  ],
  async ({ normalized }, { judge }) => {
    const withClaims = normalized.map((item, index) => ({ item, index })).filter(({ item }) => item.claims);
    const run = await claimRecall(withClaims.map(({ item }) => ({ output: item.output, claims: item.claims! })), judge!);
    const perItem: (number | null)[] = normalized.map(() => null);
    withClaims.forEach(({ index }, position) => (perItem[index] = run.perItem[position]!));
    const result = macroMean('claims_nli', perItem, { scale: 100, nullReason: 'item has no claims' });
    return {
      results: [result],
      itemScores: scaledItemScores('claims_nli', result.perItem, 100),
      ...(run.unparsedVerdicts > 0 ? { notes: { claims_nli: `${run.unparsedVerdicts} unparsed judge verdicts counted as not entailed` } } : {}),
    };
  },
);
