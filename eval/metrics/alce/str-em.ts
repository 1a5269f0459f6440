import { macroMean } from '../aggregate.js';
import { defineMetricModule } from '../metric-module.js';
import { scaledItemScores, type PreparedAlce } from './alce-prepared.js';
import { stringExactMatch } from './string-exact-match.js';

const percent = { min: 0, max: 100 } as const;

/** STR-EM and STR-HIT come from one containment check per qa_pair (ALCE compute_str_em). */
export const metric = defineMetricModule<PreparedAlce>(
  [
    {
      id: 'str_em',
      label: 'EM recall (STR-EM)',
      suite: 'alce',
      paper: 'ALCE',
      unit: 'percent',
      range: percent,
      description: 'ASQA: share of qa_pairs whose short answer appears (normalised substring) in the output',
      needs: { gold: 'qa_pairs' },
    },
    {
      id: 'str_hit',
      label: 'EM hit (STR-HIT)',
      suite: 'alce',
      paper: 'ALCE',
      unit: 'percent',
      range: percent,
      description: 'ASQA: share of items where every qa_pair is answered',
      needs: { gold: 'qa_pairs' },
    },
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
