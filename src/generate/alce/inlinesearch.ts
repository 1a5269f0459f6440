import { InputError } from '../../core/errors.js';
import type { Passage } from '../../core/passage.js';
import { createWithinDocsSearcher } from '../../../retrievers/dense/within-docs-searcher.js';
import type { Retriever } from '../../core/retriever.js';
import type { Strategy, StrategyDeps } from '../../core/strategy.js';
import { strategyRegistry } from '../strategy-registry.js';
import { runAlcePlan } from './alce-generation.js';
import { requirePassages } from './alce-settings.js';
import type { DocChooser } from './turn-loop.js';

/** `Search: key words` → the single best passage among the question's own passages (ALCE SearcherWithinDocs). */
function searchChooser(docs: Passage[], deps: StrategyDeps, searcher?: Retriever): DocChooser {
  const within = searcher ? undefined : deps.embedder ? createWithinDocsSearcher(docs, deps.embedder) : undefined;
  if (!searcher && !within) throw new InputError('strategy inlinesearch', 'needs an embedder (or a searcher) to run Search: actions');
  return async (action) => {
    const query = action.split('Search:').join('').split('search:').join('').trim();
    if (docs.length === 0) return [];
    if (within) return [await within.bestIndex(query)];
    const [best] = await searcher!.retrieve(query, 1);
    const index = best ? docs.findIndex((doc) => doc.id === best.id) : -1;
    return index >= 0 ? [index] : [];
  };
}

/**
 * ALCE INLINESEARCH: no passages in the prompt by default (ndoc 0); the model writes `Search: …` and gets the
 * best-matching passage of the question's retrieved set, then an `Output:` sentence; `End` stops. As in the
 * paper's runs, each output cites the passage shown before it (force_cite_show; `forceCiteShow: false` keeps the
 * model's own citations).
 */
export const inlineSearchStrategy: Strategy = {
  name: 'inlinesearch',
  description: 'ALCE INLINESEARCH: "Search: query" shows the best of the retrieved passages, then "Output:"; "End" stops',
  needs: { model: true, passages: true, embedder: true },
  answer: async (question, context, deps, options) =>
    runAlcePlan(
      {
        strategy: 'inlinesearch',
        kind: 'interact_search',
        defaultNdoc: 0,
        // The paper's INLINESEARCH (configs *_interact_search_ret_all_forcecite) credits each output to the passage shown.
        forceCiteShowByDefault: true,
        interactive: (docs) => searchChooser(docs, deps, context.searcher),
      },
      question,
      requirePassages(context.passages, 'inlinesearch'),
      deps,
      options,
    ),
};

strategyRegistry.register(inlineSearchStrategy.name, inlineSearchStrategy);
