import { createSeededRandom } from '../../experiments/seeded-random.js';
import { defineMetricModule } from '../metric-module.js';
import { connerMetric, meanResult, type PreparedConner } from './conner-prepared.js';
import { downstreamPrompt } from './conner-prompts.js';

/**
 * CONNER helpfulness (eq. 6): max(0, 1 − L(q, k, a) / mean_i L(q, k⁻_i, a)), the loss of the gold answer given the
 * knowledge relative to given other examples' knowledge (u seeded baselines). It needs a language model: with only
 * the offline n-gram scorer it is null unless asked for, since an n-gram model barely reads the passage.
 */
export const metric = defineMetricModule<PreparedConner>(
  [connerMetric('helpfulness', 'Helpfulness', 'max(0, 1 − loss of the gold answer with the knowledge / mean loss with other examples’ knowledge)', { scorer: true })],
  async ({ items, options }, { scorer }) => {
    if (/^ngram-kn/.test(scorer!.name) && !options.ngramHelpfulness) {
      const reason = 'needs a language-model scorer (scorer.*); the offline ngram-kn is not used for helpfulness unless asked (--ngram-helpfulness)';
      return { results: [{ name: 'helpfulness', value: null, reason, n: 0 }] };
    }
    const random = createSeededRandom(options.seed, 'conner-helpfulness');
    const others = items.map((_, index) => {
      const pool = items.map((_, other) => other).filter((other) => other !== index);
      return random.shuffle(pool).slice(0, options.helpfulnessBaselines);
    });
    const requests = items.flatMap((item, index) => [item.knowledge, ...others[index]!.map((other) => items[other]!.knowledge)].map((knowledge) => ({ prefix: downstreamPrompt(knowledge, item.query), text: item.answer })));
    const scores = await scorer!.score(requests);
    let cursor = 0;
    const perItem = items.map((item, index) => {
      const own = scores[cursor++]!;
      const baselines = others[index]!.map(() => scores[cursor++]!);
      if (item.answer.trim() === '' || own.tokens === 0 || baselines.length === 0) return null;
      const mean = baselines.reduce((sum, score) => sum + score.loss, 0) / baselines.length;
      return mean === 0 ? null : Math.max(0, 1 - own.loss / mean);
    });
    return {
      results: [meanResult('helpfulness', perItem, 'no gold answer or no other example to compare with')],
      itemScores: perItem.map((helpfulness) => ({ helpfulness })),
      notes: { helpfulness: `answer losses from ${scorer!.name}; ${options.helpfulnessBaselines} seeded other-example baselines (seed ${options.seed})` },
    };
  },
);
