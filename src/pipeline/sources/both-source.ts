import type { CiteqaConfig } from '../../config/config.js';
import type { Answer } from '../../core/answer.js';
import { InputError } from '../../core/errors.js';
import type { EntityCard } from '../../core/knowledge.js';
import { strategyRegistry } from '../../generate/all-strategies.js';
import { askedNoun } from '../../generate/answer-type/asked-noun.js';
import { expectedAnswer } from '../../generate/answer-type/expected-answer.js';
import { factType } from '../../generate/answer-type/fact-type.js';
import { kindFits } from '../../generate/answer-type/kind-fit.js';
import { propertyCues } from '../../generate/extractive-kg/property-cues.js';
import { isRelationWord } from '../../generate/extractive-kg/relation-chain.js';
import { isFillerWord, questionAspects } from '../../generate/extractive-kg/question-aspects.js';
import { relativeFocus } from '../../generate/extractive-kg/relative-focus.js';
import { nameWords } from '../../generate/extractive/sentence-subject.js';
import { wordnetLexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { normalizeAnswer } from '../../text/normalize-answer.js';
import { porterStem } from '../../text/porter-stemmer.js';
import type { AnswerRequest, SourcedAnswer } from '../answer-request.js';
import { answerSources, configuredDefaultStrategies, parseStrategyPair, type DefaultStrategies } from '../answer-source-registry.js';
import { joinSourceAnswers, kgAnsweredAll } from '../join-source-answers.js';
import { retrieveFromKg } from '../kg-pipeline.js';
import { strategyDepsFor } from '../strategy-dependencies.js';
import { answerFromPassageSource, passageK, retrievePassages } from './passages-source.js';

/** Whether a text is something other than what the question already says (SQuAD-normalised, on word boundaries). */
const unsaidIn = (question: string): ((text: string) => boolean) => {
  const said = ` ${normalizeAnswer(question)} `;
  return (text) => normalizeAnswer(text) !== '' && !said.includes(` ${normalizeAnswer(text)} `);
};

/** The kinds of value that name someone or somewhere with a document of their own. */
const NAMED_TYPES = new Set(['person', 'place']);

/**
 * The people and places the KG's answer cited that the question does not already say: the passage side of `both`
 * also searches for them and reads the question as naming them, so "Who was Raphael's teacher, and what did that
 * teacher die of?" finds the passage about Pietro Perugino, which says what the KG lacks. Other values (an
 * occupation, a list of works, a position) name no one the question is about; searching for them steered the
 * passage side to sentences that repeat them ("John Adams was the first vice president …" for "Which career did he
 * choose after teaching school?").
 */
export async function kgAnswerNames(question: string, kg: Answer): Promise<string[]> {
  const unsaid = unsaidIn(question);
  const lexicon = wordnetLexicon();
  const names: string[] = [];
  for (const statement of kg.statements) {
    for (const citation of statement.citations) {
      if (citation.kind !== 'triple' || names.includes(citation.value) || !unsaid(citation.value)) continue;
      if (NAMED_TYPES.has((await factType(citation.property, citation.value, lexicon)) ?? '')) names.push(citation.value);
    }
  }
  return names;
}

/**
 * The relative the question asks something of through someone the KG knows, when the KG knows just one of that
 * relation: "Aboard which ship did George Darwin's father sail?" asks of Charles Darwin, whose biography says what
 * the KG lacks. A relation of several ("Emma Darwin's children") names no one relative.
 */
export function askedRelativeNames(question: string, entities: readonly EntityCard[]): string[] {
  const namesOf = (card: EntityCard): string[] => [card.name, ...(card.aliases ?? [])];
  const names = entities.flatMap(namesOf);
  const relatives: string[] = [];
  const asked = new Set(nameWords(question));
  for (const aspect of questionAspects(question, names)) {
    const focus = relativeFocus(aspect.text, names, isFillerWord);
    if (!focus || focus.relativeName) continue;
    const from = entities.find((card) => namesOf(card).includes(focus.name));
    const values = [...new Set(focus.labels.flatMap((label) => from?.properties[label] ?? []))];
    // A question that gives the relative's name in part ("mary shelley's son percy florence") names them itself.
    const own = new Set(nameWords(focus.name));
    if (values.length === 1 && !nameWords(values[0]!).some((word) => !own.has(word) && asked.has(word))) relatives.push(values[0]!);
  }
  return relatives.filter(unsaidIn(question));
}

/**
 * The noun of "what/which <noun>" the question asks for when no fact the KG cited is of that kind: "In which county is
 * the church where X was buried?" is not answered by the church, however complete the KG's answer looks. Not a date
 * or a number, which the KG gives in its own terms ("1756-01-27" for "what year"), nor a relation word ("sons" for
 * the KG's "child"), which the KG's relation answers. A fact is of the kind by its label or value (kindFits) or by the
 * cue table ("title" → position held).
 */
export async function nounTheKgLeftOpen(question: string, kg: Answer): Promise<string | undefined> {
  // Only a complete KG answer can leave a noun open; after any other the passages are kept whole anyway.
  if (!kgAnsweredAll(kg)) return undefined;
  const lexicon = wordnetLexicon();
  const type = (await expectedAnswer(question, lexicon))?.type;
  if (type === 'date' || type === 'quantity') return undefined;
  const noun = (await askedNoun(question, lexicon))?.noun;
  if (noun === undefined || isRelationWord(noun)) return undefined;
  // A cue of the table names the labels the noun asks for ("title" → position held).
  const cued = propertyCues(noun);
  for (const statement of kg.statements) {
    for (const citation of statement.citations) {
      if (citation.kind !== 'triple') continue;
      const labelStems = (citation.property.toLowerCase().match(/\p{L}+/gu) ?? []).map(porterStem);
      if (cued.some((word) => labelStems.includes(porterStem(word))) || (await kindFits(noun, citation.property, citation.value, lexicon))) return undefined;
    }
  }
  return noun;
}

/** Names of retrieved entities the question does not say (a relation chain's intermediate person, say). */
function retrievedEntityNames(question: string, entities: readonly EntityCard[]): string[] {
  return [...new Set(entities.map((card) => card.name))].filter(unsaidIn(question));
}

/**
 * A strategy that reads the KG and the passages in one prompt (kalma-alce): both are retrieved first — the
 * passages for the question plus the retrieved entities it does not name — and the strategy answers once.
 */
async function answerFromBothInOnePrompt(question: string, request: AnswerRequest, config: CiteqaConfig, strategyName: string): Promise<SourcedAnswer> {
  const strategy = strategyRegistry.get(strategyName);
  const deps =
    request.deps ??
    (await strategyDepsFor(strategyName, config, {
      ...(request.embedder ? { embedder: request.embedder } : {}),
      ...(request.onModelText ? { onModelText: request.onModelText } : {}),
    }));
  const given = request.kg?.entities;
  const retrieval = given
    ? undefined
    : await retrieveFromKg(question, {
        kgSources: request.kg?.sources ?? [],
        retrieval: { firstValueOnly: request.kg?.firstValueOnly, caseSensitive: request.kg?.caseSensitive },
        timeoutMs: config.timeoutMs,
      });
  const entities = given ?? retrieval!.entities;
  const passageRequest = request.passages ?? {};
  const alsoAbout = retrievedEntityNames(question, entities);
  const query = alsoAbout.length > 0 ? `${question} ${alsoAbout.join(' ')}` : question;
  const k = passageK(passageRequest.k);
  const passages = passageRequest.passages ?? (await retrievePassages(query, passageRequest, config, k));
  const answer = await strategy.answer(
    question,
    { entities, passages, ...(request.variant ? { variant: request.variant } : {}), ...request.setting },
    deps,
    // Not the KG side's options: those are KaLMA's prompt file and samples, which this prompt does not take.
    request.strategyOptions,
  );
  return {
    answer,
    entities,
    passages,
    extra: {
      ...(retrieval ? { retrieval } : {}),
      ...(passageRequest.passages ? {} : { passageRetrieval: { k, ...(query === question ? {} : { query }), passages } }),
    },
  };
}

/** The strategy of each side: a named pair ("kalma + vanilla"), one side's strategy with the other's default, or the defaults. */
async function sideStrategies(request: AnswerRequest, config: CiteqaConfig): Promise<DefaultStrategies> {
  const defaults = await configuredDefaultStrategies(config);
  if (!request.strategy) return defaults;
  const pair = parseStrategyPair(request.strategy);
  if (pair) {
    for (const [side, name] of Object.entries(pair)) {
      if (!strategyRegistry.has(name)) throw new InputError('--strategy', `unknown strategy "${name}" in "${request.strategy}"`);
      if ((strategyRegistry.get(name).needs.entities === true) !== (side === 'kg')) {
        throw new InputError('--strategy', `"${request.strategy}" names the KG strategy first and the passage strategy second`);
      }
    }
    return pair;
  }
  const named = strategyRegistry.get(request.strategy);
  return named.needs.entities ? { ...defaults, kg: request.strategy } : { ...defaults, passages: request.strategy };
}

/**
 * `both` (the default of `ask`) answers from the KG and from the passages. A strategy that reads both at once
 * (kalma-alce) answers once from both retrievals; otherwise each side answers with its own strategy and the two
 * answers are joined (joinSourceAnswers: after a complete KG answer, passages only corroborate or extend it). A
 * named strategy picks the side it belongs to; the other side keeps its default (the model's when one is
 * configured, else the extractive one).
 */
answerSources.register('both', async (question, request, config) => {
  if (request.strategy && strategyRegistry.has(request.strategy)) {
    const named = strategyRegistry.get(request.strategy);
    if (named.needs.entities && named.needs.passages) return answerFromBothInOnePrompt(question, request, config, request.strategy);
  }
  const strategies = await sideStrategies(request, config);
  // Dependencies built for one side's strategy do not fit the other's; each side builds its own.
  const { deps: _shared, ...perSide } = request;
  const fromKg = await answerSources.get('kg')(question, { ...perSide, strategy: strategies.kg }, config);
  const alsoAbout = [...new Set([...(await kgAnswerNames(question, fromKg.answer)), ...askedRelativeNames(question, fromKg.entities ?? [])])];
  const fromPassages = await answerFromPassageSource(question, perSide, config, strategies.passages, alsoAbout);
  const kg = fromKg.answer;
  const passages = fromPassages.answer;
  const noun = await nounTheKgLeftOpen(question, kg);
  return {
    answer: {
      ...joinSourceAnswers(question, kg, passages, noun ? { askedNoun: noun } : {}),
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
