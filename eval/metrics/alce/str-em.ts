import { macroMean } from '../aggregate.js';
import { defineMetricModule } from '../metric-module.js';
import { alceMetric } from './alce-definition.js';
import { scaledItemScores, type PreparedAlce } from './alce-prepared.js';
import { stringExactMatch } from './string-exact-match.js';

/** STR-EM and STR-HIT come from one containment check per qa_pair (ALCE compute_str_em). */
export const metric = defineMetricModule<PreparedAlce>(
  [
    alceMetric('str_em', 'EM recall (STR-EM)', 'ASQA: share of qa_pairs whose short answer appears (normalised substring) in the output', { gold: 'qa_pairs' }),
    alceMetric('str_hit', 'EM hit (STR-HIT)', 'ASQA: share of items where every qa_pair is answered', { gold: 'qa_pairs' }),
  ],
  ({ normalized }) => {
    const scores = normalized.map((item) => (item.qa_pairs ? stringExactMatch(item.output, item.qa_pairs) : null));
    const nullReason = 'item has no qa_pairs';
    const strEm = macroMean('str_em', scores.map((score) => score?.strEm ?? null), { scale: 100, nullReason });
    const strHit = macroMean('str_hit', scores.map((score) => score?.strHit ?? null), { scale: 100, nullReason });
    const em = scaledItemScores('str_em', strEm.perItem, 100);
    const hit = scaledItemScores('str_hit', strHit.perItem, 100);
    return { results: [strEm, strHit], itemScores: em.map((scores, index) => ({ ...scores, ...hit[index] })) };
  },
);
