import type { Answer } from '../../core/answer.js';
import { strategyRegistry } from '../../generate/all-strategies.js';
import { normalizeAnswer } from '../../text/normalize-answer.js';
import { answerSources, DEFAULT_KG_STRATEGY, DEFAULT_PASSAGE_STRATEGY } from '../answer-source-registry.js';
import { joinSourceAnswers } from '../join-source-answers.js';
import { answerFromPassageSource } from './passages-source.js';

/**
 * The values the KG's answer cited that the question does not already say: the passage side of `both` also
 * searches for them, so "Who was Raphael's teacher, and what did that teacher die of?" finds the passage about
 * Pietro Perugino, which says what the KG lacks.
 */
export function kgAnswerNames(question: string, kg: Answer): string[] {
  const said = ` ${normalizeAnswer(question)} `;
  const values = kg.statements.flatMap((statement) => statement.citations.flatMap((citation) => (citation.kind === 'triple' ? [citation.value] : [])));
  return [...new Set(values)].filter((value) => normalizeAnswer(value) !== '' && !said.includes(` ${normalizeAnswer(value)} `));
}

/**
 * `both` (the default of `ask`) answers from the KG and from the passages and joins the two answers
 * (joinSourceAnswers: after a complete KG answer, passages only corroborate or extend it); a named strategy picks
 * the side it belongs to, the other side keeps its offline default.
 */
answerSources.register('both', async (question, request, config) => {
  const named = request.strategy ? strategyRegistry.get(request.strategy) : undefined;
  const kgStrategy = named?.needs.entities ? request.strategy! : DEFAULT_KG_STRATEGY;
  const passageStrategy = named && !named.needs.entities ? request.strategy! : DEFAULT_PASSAGE_STRATEGY;
  // Dependencies built for one side's strategy do not fit the other's; each side builds its own.
  const { deps: _shared, ...perSide } = request;
  const fromKg = await answerSources.get('kg')(question, { ...perSide, strategy: kgStrategy }, config);
  const alsoAbout = kgAnswerNames(question, fromKg.answer);
  const fromPassages = await answerFromPassageSource(question, perSide, config, passageStrategy, alsoAbout);
  const kg = fromKg.answer;
  const passages = fromPassages.answer;
  return {
    answer: {
      ...joinSourceAnswers(question, kg, passages),
      strategy: `${kg.strategy} + ${passages.strategy}`,
      trace: [...kg.trace, ...passages.trace],
      ...(passages.passages ? { passages: passages.passages } : {}),
      ...(kg.citationChecks ? { citationChecks: kg.citationChecks } : {}),
    },
    ...(fromKg.entities ? { entities: fromKg.entities } : {}),
    ...(fromPassages.passages ? { passages: fromPassages.passages } : {}),
    extra: { ...fromKg.extra, ...fromPassages.extra },
  };
});
