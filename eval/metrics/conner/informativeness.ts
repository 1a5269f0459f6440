import { defineMetricModule } from '../metric-module.js';
import { connerMetric, meanResult, type PreparedConner } from './conner-prepared.js';
import { informativenessPrefix } from './conner-prompts.js';

const MAX_WORDS = 300;

/** CONNER informativeness: 1 − exp(−loss) of the knowledge (first 300 words) given the question prefix. */
export const metric = defineMetricModule<PreparedConner>(
  [connerMetric('info', 'Informativeness', '1 − exp(−mean token loss) of the knowledge (≤ 300 words) given the question', { scorer: true })],
  async ({ items }, { scorer }) => {
    const scores = await scorer!.score(
      items.map((item) => ({ prefix: informativenessPrefix(item.topic, item.query), text: item.knowledge.split(/\s+/).slice(0, MAX_WORDS).join(' ') })),
    );
    const perItem = scores.map((score) => (score.tokens === 0 ? null : 1 - Math.exp(-score.loss)));
    return { results: [meanResult('info', perItem, 'empty knowledge')], itemScores: perItem.map((info) => ({ info })), notes: { info: `token losses from ${scorer!.name}` } };
  },
);
