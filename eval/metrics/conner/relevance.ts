import { defineMetricModule } from '../metric-module.js';
import { connerMetric, meanResult, type PreparedConner } from './conner-prepared.js';

/** CONNER relevance (id knowledge_relevance: KaLMA's G-Eval has a relevance of its own): P(relevant) of (query, knowledge) from a cross-encoder, averaged; empty knowledge is left out. */
export const metric = defineMetricModule<PreparedConner>(
  [connerMetric('knowledge_relevance', 'Relevance (CONNER)', 'mean P(relevant) of the knowledge for the query (cross-encoder, or the named offline stand-in)', { ranker: true })],
  async ({ items }, { ranker }) => {
    const perItem = await Promise.all(
      items.map(async (item) => (item.knowledge.trim() === '' ? null : (await ranker!.relevance(item.query, [item.knowledge]))[0]!)),
    );
    return { results: [meanResult('knowledge_relevance', perItem, 'empty knowledge')], itemScores: perItem.map((knowledge_relevance) => ({ knowledge_relevance })), notes: { knowledge_relevance: `ranker: ${ranker!.name}` } };
  },
);
