import { InputError } from '../../core/errors.js';
import type { Strategy } from '../../core/strategy.js';
import { strategyRegistry } from '../strategy-registry.js';
import { alceAnswer } from './alce-answer.js';
import { isListDataset, requirePassages } from './alce-settings.js';
import { closedBookStrategy } from './closedbook.js';
import { postCite } from './post-hoc-citation.js';

/** ALCE POSTCITE: a CLOSEDBOOK answer, then each sentence cites its most similar retrieved passage. */
export const postCiteStrategy: Strategy = {
  name: 'postcite',
  description: 'ALCE POSTCITE: CLOSEDBOOK answer, then each sentence cites the most similar passage (embeddings)',
  needs: { model: true, passages: true, embedder: true },
  async answer(question, context, deps, options = {}) {
    const passages = requirePassages(context.passages, 'postcite');
    if (!deps.embedder) throw new InputError('strategy postcite', 'needs an embedder to match sentences to passages');
    const closed = await closedBookStrategy.answer(question, {}, deps, options);
    const { text } = await postCite(closed.text, passages, deps.embedder, {
      overwrite: options.overwrite === true,
      ...(isListDataset(options) ? { listQuestion: question } : {}),
    });
    return alceAnswer(question, 'postcite', text, passages, closed.trace);
  },
};

strategyRegistry.register(postCiteStrategy.name, postCiteStrategy);
