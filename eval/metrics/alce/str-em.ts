import { macroMean } from '../aggregate.js';
import { defineMetricModule } from '../metric-module.js';
import { alceMetric } from './alce-definition.js';
import { scaledItemScores, type PreparedAlce } from './alce-prepared.js';
import { stringExactMatch } from './string-exact-match.js';

/**
 * ALCE's eval.py computes STR-EM for every dataset, and `compute_str_em` returns (0, 0) when the data has no
 * qa_pairs (it looks at the first item), so its ELI5 results carry str_em = str_hit = 0. CiteQA prints the same
 * figures so its table lines up with ALCE's, and says they are structural, not measured.
 */
export const STRUCTURAL_ZERO_REASON =
  "ELI5 has no qa_pairs: 0 as ALCE's eval.py reports it (compute_str_em returns 0, 0 without qa_pairs), not a measured score";

/** STR-EM and STR-HIT come from one containment check per qa_pair (ALCE compute_str_em). */
export const metric = defineMetricModule<PreparedAlce>(
  [
    alceMetric('str_em', 'EM recall (STR-EM)', 'ASQA: share of qa_pairs whose short answer appears (normalised substring) in the output', { gold: 'qa_pairs' }),
    alceMetric('str_hit', 'EM hit (STR-HIT)', 'ASQA: share of items where every qa_pair is answered', { gold: 'qa_pairs' }),
  ],
  ({ normalized, dataset }) => {
    // An ASQA file without qa_pairs lacks its gold (null with the reason below); an ELI5 file never has any.
    if (dataset === 'eli5' && normalized.length > 0 && !normalized.some((item) => item.qa_pairs)) {
      const excluded = { count: normalized.length, reason: STRUCTURAL_ZERO_REASON };
      return {
        results: [
          { name: 'str_em', value: 0, n: 0, excluded },
          { name: 'str_hit', value: 0, n: 0, excluded },
        ],
        notes: { str_em: STRUCTURAL_ZERO_REASON },
      };
    }
    const scores = normalized.map((item) => (item.qa_pairs ? stringExactMatch(item.output, item.qa_pairs) : null));
    const nullReason = 'item has no qa_pairs';
    const strEm = macroMean('str_em', scores.map((score) => score?.strEm ?? null), { scale: 100, nullReason });
    const strHit = macroMean('str_hit', scores.map((score) => score?.strHit ?? null), { scale: 100, nullReason });
    const em = scaledItemScores('str_em', strEm.perItem, 100);
    const hit = scaledItemScores('str_hit', strHit.perItem, 100);
    return { results: [strEm, strHit], itemScores: em.map((scores, index) => ({ ...scores, ...hit[index] })) };
  },
);
