import { parseKalmaAnswer } from '../../citations/kalma-citations.js';
import { ConfigError } from '../../core/errors.js';
import type { Answer } from '../../core/answer.js';
import { modelCallTrace } from '../model-call-trace.js';
import { givenSampling } from '../given-sampling.js';
import { strategyRegistry } from '../strategy-registry.js';
import { checkTripleCitations } from './citation-check.js';
import type { KgAnswer, KgStrategy } from './kg-answer.js';
import { loadKalmaPrompt, renderKalmaMessages } from './kalma-prompt.js';

export const KALMA_STRATEGY = 'kalma';

/**
 * KaLMA §3.3: the retrieved KG as flat text in a one-shot prompt whose demonstration uses [NA]; the reply is parsed
 * leniently into statements with triple citations and [NA], and every citation is checked against the KG.
 * Options: `prompt` (variant name or prompt file; defaults to the question's variant), temperature, topP, seed,
 * maxTokens, `n` (samples; the first is the answer, the rest are kept as `samples`).
 */
export const kalmaStrategy: KgStrategy = {
  name: KALMA_STRATEGY,
  description: 'KaLMA one-shot generation from the retrieved KG with [QID, property: value] citations and [NA] (needs an LLM)',
  needs: { model: true, entities: true },

  async answer(question, context, deps, options = {}): Promise<KgAnswer> {
    if (!deps.model) throw new ConfigError('llm.model', 'the kalma strategy needs a chat model', { hint: 'set llm.baseURL and llm.model, or use --strategy extractive-kg offline' });
    const variant = context.variant ?? 'general';
    const prompt = loadKalmaPrompt(typeof options.prompt === 'string' ? options.prompt : variant, variant);
    const cards = context.entities ?? [];
    const messages = renderKalmaMessages(prompt, question, cards);
    const knownProperties = new Set(cards.flatMap((card) => Object.keys(card.properties)));
    const n = typeof options.n === 'number' && options.n > 1 ? Math.floor(options.n) : 1;
    const response = await deps.model.complete({
      messages,
      ...givenSampling(options),
      ...(n > 1 ? { n } : {}),
    });
    const trace = [modelCallTrace('kalma', messages, response)];
    const answers = (response.texts.length > 0 ? response.texts : ['']).map((text) => {
      const statements = parseKalmaAnswer(text, { mode: 'lenient', knownProperties });
      const answer: Answer = { question, text, statements, strategy: KALMA_STRATEGY, trace };
      return { ...answer, citationChecks: checkTripleCitations(statements, cards) };
    });
    const [first, ...rest] = answers;
    return { ...first!, ...(rest.length > 0 ? { samples: rest } : {}) };
  },
};

strategyRegistry.register(KALMA_STRATEGY, kalmaStrategy);
