import { parseKalmaAlceAnswer } from '../../citations/kalma-alce-citations.js';
import { ConfigError } from '../../core/errors.js';
import { givenSampling } from '../given-sampling.js';
import { checkTripleCitations } from '../kalma/citation-check.js';
import type { KgAnswer, KgStrategy } from '../kalma/kg-answer.js';
import { modelCallTrace } from '../model-call-trace.js';
import { strategyRegistry } from '../strategy-registry.js';
import { loadKalmaAlcePrompt, renderKalmaAlceMessages } from './kalma-alce-prompt.js';

export const KALMA_ALCE_STRATEGY = 'kalma-alce';

/**
 * The retrieved KG (KaLMA's flat text, cited `[Q…, property: value]`) and the retrieved passages (numbered as in
 * ALCE, cited `[n]`) in one one-shot prompt, with [NA] for what neither supports. The reply is read into
 * statements citing both kinds; triples are checked against the KG and numbers resolved to the passages shown.
 * Options: `prompt` (a prompt file), temperature, topP, seed, maxTokens.
 */
export const kalmaAlceStrategy: KgStrategy = {
  name: KALMA_ALCE_STRATEGY,
  description: 'KG triples and passages in one prompt; the answer cites [QID, property: value] and [n] in the same text, with [NA] (needs an LLM; --source both)',
  needs: { model: true, entities: true, passages: true },

  async answer(question, context, deps, options = {}): Promise<KgAnswer> {
    if (!deps.model) throw new ConfigError('llm.model', 'the kalma-alce strategy needs a chat model', { hint: 'set llm.baseURL and llm.model, or answer offline without --strategy' });
    const prompt = loadKalmaAlcePrompt(typeof options.prompt === 'string' ? options.prompt : undefined);
    const cards = context.entities ?? [];
    const passages = context.passages ?? [];
    const messages = renderKalmaAlceMessages(prompt, question, cards, passages);
    const response = await deps.model.complete({
      messages,
      ...givenSampling(options),
    });
    const text = response.texts[0] ?? '';
    const statements = parseKalmaAlceAnswer(text, { passages, knownProperties: cards.flatMap((card) => Object.keys(card.properties)) });
    return {
      question,
      text,
      statements,
      strategy: KALMA_ALCE_STRATEGY,
      trace: [modelCallTrace(KALMA_ALCE_STRATEGY, messages, response)],
      passages,
      citationChecks: checkTripleCitations(statements, cards),
    };
  },
};

strategyRegistry.register(KALMA_ALCE_STRATEGY, kalmaAlceStrategy);
