import type { Strategy } from '../../core/strategy.js';
import { strategyRegistry } from '../strategy-registry.js';
import { runAlcePlan } from './alce-generation.js';
import { integerOption, requirePassages } from './alce-settings.js';
import { ALCE_MAX_DOC_SHOW, checkChooser } from './turn-loop.js';

/**
 * ALCE INTERACT: the prompt shows passage summaries; the model may `Check: Document [n]…` (at most 3) to read
 * full passages before each `Output:` sentence, and says `End` when done.
 */
export const interactStrategy: Strategy = {
  name: 'interact',
  description: 'ALCE INTERACT: summaries shown, "Check: Document [n]" reveals full passages, "Output:" writes, "End" stops',
  needs: { model: true, passages: true },
  answer: async (question, context, deps, options = {}) =>
    runAlcePlan(
      {
        strategy: 'interact',
        kind: 'interact_doc_id',
        defaultNdoc: 10,
        useShorter: options.shorter === 'extraction' ? 'extraction' : 'summary',
        interactive: (docs) => checkChooser(docs, integerOption(options, 'maxDocShow', ALCE_MAX_DOC_SHOW, 1)),
      },
      question,
      requirePassages(context.passages, 'interact'),
      deps,
      options,
    ),
};

strategyRegistry.register(interactStrategy.name, interactStrategy);
