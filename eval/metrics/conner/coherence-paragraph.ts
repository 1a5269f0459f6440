import { defineMetricModule } from '../metric-module.js';
import { connerMetric, meanResult, type PreparedConner } from './conner-prepared.js';

const MAX_SENTENCES = 8;

const cosine = (a: number[], b: number[]) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  a.forEach((value, i) => {
    dot += value * b[i]!;
    na += value * value;
    nb += b[i]! * b[i]!;
  });
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
};

/**
 * Paragraph-level coherence. CONNER scores it with the CoherenceMomentum discourse model, which does not run here;
 * the stand-in is the mean cosine of adjacent sentences' embeddings (a one-sentence knowledge text scores 1), and
 * its name says so. The two are on different scales and not comparable.
 */
export const metric = defineMetricModule<PreparedConner>(
  [connerMetric('coh_para', 'Coherence (paragraph)', 'offline stand-in: mean cosine of adjacent knowledge sentences’ embeddings', { embedder: true }, 'score')],
  async ({ sentences: all }, { embedder }) => {
    // Embedding is the slow part offline (USE-lite): the first sentences carry the flow a reader follows.
    const sentences = all.map((list) => list.slice(0, MAX_SENTENCES));
    const vectors = await embedder!.embed(sentences.flat());
    let cursor = 0;
    const perItem = sentences.map((list) => {
      const own = vectors.slice(cursor, (cursor += list.length));
      if (own.length === 0) return null;
      if (own.length === 1) return 1;
      let sum = 0;
      for (let i = 1; i < own.length; i += 1) sum += cosine(own[i - 1]!, own[i]!);
      return sum / (own.length - 1);
    });
    return {
      results: [meanResult('coh_para', perItem, 'empty knowledge')],
      itemScores: perItem.map((coh_para) => ({ coh_para })),
      notes: {
        coh_para: `adjacent-sentence cosine of the first ${MAX_SENTENCES} sentences with ${embedder!.name} (stand-in for CONNER's CoherenceMomentum; not comparable to its scores)`,
      },
    };
  },
);
