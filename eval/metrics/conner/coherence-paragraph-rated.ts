import { defineMetricModule } from '../metric-module.js';
import { connerMetric, meanResult, type PreparedConner } from './conner-prepared.js';
import { paragraphCoherenceInstruction } from './conner-prompts.js';

/**
 * Paragraph-level coherence rated 1–5 by the configured rating judge (an LLM), the model-based counterpart of
 * CONNER's CoherenceMomentum score, which does not run here. On its own 1–5 scale: not comparable to the paper's
 * figures, and reported beside, not instead of, the offline adjacent-sentence stand-in.
 */
export const metric = defineMetricModule<PreparedConner>(
  [{ ...connerMetric('coh_para_rated', 'Coherence (paragraph, rated 1–5)', 'rating judge: 1–5 discourse coherence of the knowledge paragraph', { ratingJudge: true }, 'score-1-5'), range: { min: 1, max: 5 } }],
  async ({ items }, { ratingJudge }) => {
    const rated = items.map((item, index) => ({ item, index })).filter(({ item }) => item.knowledge.trim() !== '');
    const verdicts = await ratingJudge!.rate(rated.map(({ item }) => ({ instruction: paragraphCoherenceInstruction(), input: `Knowledge:\n${item.knowledge}`, max: 5 })));
    const perItem: (number | null)[] = items.map(() => null);
    rated.forEach(({ index }, position) => (perItem[index] = verdicts[position]!.value));
    return {
      results: [meanResult('coh_para_rated', perItem, 'empty knowledge or an unreadable rating')],
      itemScores: perItem.map((coh_para_rated) => ({ coh_para_rated })),
      notes: { coh_para_rated: `1–5 discourse-coherence rating by ${ratingJudge!.name} (stand-in for CONNER's CoherenceMomentum; not comparable to its scores)` },
    };
  },
);
