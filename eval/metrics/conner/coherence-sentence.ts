import { defineMetricModule } from '../metric-module.js';
import { connerMetric, meanResult, type PreparedConner } from './conner-prepared.js';

/**
 * CONNER sentence-level coherence (ppl.py): per knowledge sentence PPL = exp(mean token loss), clipped; the example's
 * PPL is the mean over its sentences; the metric is the mean over examples of 1 / that PPL.
 */
export const metric = defineMetricModule<PreparedConner>(
  [connerMetric('coh_sent', 'Coherence (sentence)', 'mean over examples of 1 / the mean clipped sentence perplexity of the knowledge', { scorer: true })],
  async ({ sentences, options }, { scorer }) => {
    const flat = sentences.flatMap((list, item) => list.map((text) => ({ item, text })));
    const scores = await scorer!.score(flat.map(({ text }) => ({ prefix: '', text })));
    const perplexities: number[][] = sentences.map(() => []);
    flat.forEach(({ item }, index) => {
      const score = scores[index]!;
      if (score.tokens > 0) perplexities[item]!.push(Math.min(Math.exp(score.loss), options.pplClip));
    });
    const perItem = perplexities.map((list) => (list.length === 0 ? null : 1 / (list.reduce((a, b) => a + b, 0) / list.length)));
    return {
      results: [meanResult('coh_sent', perItem, 'no scorable sentence')],
      itemScores: perItem.map((coh_sent) => ({ coh_sent })),
      notes: { coh_sent: `perplexities from ${scorer!.name}, clipped at ${options.pplClip}` },
    };
  },
);
