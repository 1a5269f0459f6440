import { InputError } from '../../core/errors.js';
import { strategyRegistry } from '../../generate/all-strategies.js';
import { answerSources, configuredDefaultStrategies } from '../answer-source-registry.js';
import { answerFromKg } from '../kg-pipeline.js';
import { strategyDepsFor } from '../strategy-dependencies.js';

/**
 * Answers from a knowledge graph: the caller's own KG (a BioKaLMA item's) as it is, or one retrieved from the
 * `kg` sources (the bundled KG by default) by NER, candidate search, type filter and exact-match re-ranking.
 */
answerSources.register('kg', async (question, request, config) => {
  const strategyName = request.strategy ?? (await configuredDefaultStrategies(config)).kg;
  const strategy = strategyRegistry.get(strategyName);
  if (!strategy.needs.entities) {
    throw new InputError(`--strategy ${strategyName}`, 'does not answer from a knowledge graph; use kalma or extractive-kg with --source kg');
  }
  if (strategy.needs.passages) {
    throw new InputError(`--strategy ${strategyName}`, 'answers from the KG and the passages together; use it with --source both');
  }
  const deps = request.deps ?? (await strategyDepsFor(strategyName, config, { ...(request.embedder ? { embedder: request.embedder } : {}), ...(request.onModelText ? { onModelText: request.onModelText } : {}) }));
  const strategyOptions = { ...request.strategyOptions, ...request.kg?.strategyOptions };
  const variant = request.variant ? { variant: request.variant } : {};
  const given = request.kg?.entities;
  if (given) {
    return { answer: await strategy.answer(question, { entities: given, ...variant }, deps, strategyOptions), entities: given };
  }
  const { answer, retrieval } = await answerFromKg(question, {
    kgSources: request.kg?.sources ?? [],
    strategy: strategyName,
    deps,
    ...variant,
    strategyOptions,
    retrieval: { firstValueOnly: request.kg?.firstValueOnly, caseSensitive: request.kg?.caseSensitive },
    timeoutMs: config.timeoutMs,
  });
  return { answer, entities: retrieval.entities, extra: { retrieval } };
});
