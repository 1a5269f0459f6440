import escapeStringRegexp from 'escape-string-regexp';
import { z } from 'zod';
import { formatKalmaAnswer } from '../../citations/kalma-citations.js';
import { loadWordTable, wordListSchema } from '../../io/word-table.js';
import { cosineSimilarity } from '../../../retrievers/dense/vector-math.js';
import type { Statement } from '../../core/answer.js';
import { ConfigError } from '../../core/errors.js';
import type { EntityCard } from '../../core/knowledge.js';
import { normalizeAnswer } from '../../text/normalize-answer.js';
import { checkTripleCitations } from '../kalma/citation-check.js';
import type { KgAnswer, KgStrategy } from '../kalma/kg-answer.js';
import { strategyRegistry } from '../strategy-registry.js';
import { factStatements, prettyProperty, type SayableFact } from './fact-sentence.js';
import { propertyCues } from './property-cues.js';
import { askedRelations, narrowByRelation } from './relation-direction.js';
import { relationVerbsIn, verbAskedProperties } from './verb-relations.js';
import { wordnetLexicon, type Lexicon, type WordnetPos } from '../../text/lexicon/wordnet-lexicon.js';
import { wink } from '../../text/wink.js';
import { timeClauseNames, withoutTimeClauses } from '../../text/time-clauses.js';
import { expectedAnswer, type ExpectedAnswer } from '../answer-type/expected-answer.js';
import { factType, LABEL_PARTICIPLE, labelHead } from '../answer-type/fact-type.js';
import { askedKind } from '../answer-type/asked-kind.js';
import { englishList } from '../../text/english-list.js';
import { namePattern } from '../../text/name-pattern.js';
import { orderWords, saysOrderWords } from '../answer-type/order-words.js';
import { taggedTokens } from '../../text/wink.js';
import { relativeFocus, type RelativeFocus } from './relative-focus.js';
import { kindFits } from '../answer-type/kind-fit.js';
import { followUpAspects } from './follow-up-aspects.js';
import { isFillerWord, questionAspects, type QuestionAspect } from './question-aspects.js';
import { containerProperties, isPersonCard } from './container-hop.js';
import { cardByName, isRelationWord, relationChains, relationSynonymsLoaded, walkPath, type RelationChain } from './relation-chain.js';
import { singularForms } from '../../text/singular-forms.js';
import { asksAmount } from '../answer-type/states-amount.js';

export const EXTRACTIVE_KG_STRATEGY = 'extractive-kg';

/** Cosine a fact needs with an aspect when no word links them (USE-lite; calibrated on BioKaLMA-style pairs). */
const EMBEDDING_THRESHOLD = 0.5;
/** Facts this close to the best cosine are taken with it. */
const EMBEDDING_MARGIN = 0.03;
/** `instance of: human` answers nothing a reader asks. */
const SKIPPED_PROPERTIES = new Set(['instance of']);
const overviewSchema = z.object({ about: z.string(), identity: wordListSchema, overview: wordListSchema }).strict();
let overview: { identity: Set<string>; overview: Set<string> } | undefined;

/** What "Who was X?" and "Tell me about X" are answered with (prompts/heuristics/overview-properties.json). */
function overviewProperties(): { identity: Set<string>; overview: Set<string> } {
  if (!overview) {
    const table = loadWordTable('prompts/heuristics/overview-properties.json', overviewSchema);
    overview = { identity: new Set(table.identity.words), overview: new Set([...table.identity.words, ...table.overview.words]) };
  }
  return overview;
}

interface Fact {
  card: EntityCard;
  cardIndex: number;
  property: string;
  propertyIndex: number;
  value: string;
  /** "date of birth 1867-11-07": what the embedder compares with the aspect. */
  text: string;
}

const words = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The cards of the relatives a focus names: the relation's values on the named entity's card, narrowed to the one the question names ("son Daniel"). */
function relativeCards(focus: RelativeFocus, cards: readonly EntityCard[]): EntityCard[] {
  const from = cards.find((card) => [card.name, ...(card.aliases ?? [])].includes(focus.name));
  if (!from) return [];
  const values = focus.labels.flatMap((label) => from.properties[label] ?? []);
  const relatives = values.map((value) => cardByName(cards, value, from)).filter((card): card is EntityCard => card !== undefined);
  if (!focus.relativeName) return relatives;
  const given = new Set(focus.relativeName.toLowerCase().split(/\s+/));
  return relatives.filter((card) => card.name.toLowerCase().split(/\s+/).some((part) => given.has(part)));
}

/** A question that asks for the members of a counted list by name. */
const ASKS_FOR_NAMES = /\b(?:names?|name them|list them|who (?:were|are) they|which (?:were|are) they)\b/i;

function factsOf(cards: readonly EntityCard[]): Fact[] {
  return cards.flatMap((card, cardIndex) =>
    Object.entries(card.properties)
      .filter(([property]) => !SKIPPED_PROPERTIES.has(property))
      .flatMap(([property, values], propertyIndex) =>
        values.map((value) => ({ card, cardIndex, property, propertyIndex, value, text: `${prettyProperty(property)} ${value}` })),
      ),
  );
}

/** A negation in what is asked: "never", "not", "didn't". */
const NEGATED = /\b(?:never|not|no longer)\b|n['’]t\b/i;

/** "what country is that in?": a word that points back at what was just answered. */
const DEMONSTRATIVE = /\b(?:that|it|this)\b/i;

/**
 * The facts linked by the question's words whose value lies in a thing of the asked kind by its own card, each
 * with that card's facts saying so: place of birth Zurich, and Zurich's country Switzerland. A fact whose label
 * says the kind already answers it (`country of citizenship` for "which country").
 */
function containerHops(noun: string, linked: readonly Fact[], valueCards: ReadonlySet<EntityCard>): Fact[] {
  const hops: Fact[] = [];
  for (const fact of linked) {
    if (words(fact.property).includes(noun.toLowerCase())) continue;
    const card = [...valueCards].find((candidate) => candidate.name === fact.value);
    if (!card) continue;
    const container = new Set(containerProperties(card, noun));
    const along = factsOf([card]).filter((hop) => container.has(hop.property));
    if (along.length > 0) hops.push(fact, ...along);
  }
  return hops;
}

/** A word link: a term names the property (or cues it, "born" → birth), or the value is said in the aspect. */
function lexicalMatch(aspect: QuestionAspect, fact: Fact): boolean {
  return namesProperty(aspect, fact) || valueSaid(aspect, fact);
}

/**
 * A term names the fact's property: a word of its label, a cue word for one ("born" → birth), or a relation word
 * asking for exactly that property of the fact's entity ("teacher" → `student of`).
 */
function termNames(aspect: QuestionAspect, term: string, fact: Fact, propertyWords: ReadonlySet<string>): boolean {
  return (
    propertyWords.has(term) ||
    (propertyCues(term).some((cue) => propertyWords.has(cue)) && !saysOfOthersThing(aspect.text, term)) ||
    askedRelations(aspect.text, [term], fact.card).has(fact.property)
  );
}

/**
 * "the title of Nehru's autobiography": a word before "of" and someone's thing is said of that thing, so what its
 * cue asks of a person (a title held) is not asked of whose thing it is.
 */
function saysOfOthersThing(text: string, term: string): boolean {
  return new RegExp(`(?<![\\p{L}])${escapeStringRegexp(term)}\\s+of\\s+[^?,;]*?\\p{L}['’]s?\\s+\\p{L}`, 'iu').test(text);
}

/** A verb of the aspect asks for the fact's property from the side the fact's entity is on ("Who taught X?" → X's `student of`). */
const verbAsks = (aspect: QuestionAspect, fact: Fact): boolean => verbAskedProperties(aspect.text, fact.card).has(fact.property);

function namesProperty(aspect: QuestionAspect, fact: Fact): boolean {
  return termsNamed(aspect, fact) > 0;
}

/** A label's words, each plural also in the singular: a cue names "work", and BioKaLMA's label is "notable works". */
const labelWords = (property: string): Set<string> => new Set(words(property).flatMap((word) => [word, ...singularForms(word)]));

/** How many of the aspect's terms name the fact's property, itself, by a cue, as a relation word or as a verb asking for it. */
function termsNamed(aspect: QuestionAspect, fact: Fact): number {
  const propertyWords = labelWords(fact.property);
  const verbs = relationVerbsIn(aspect.text);
  const named = aspect.terms.filter((term) => !verbs.has(term) && termNames(aspect, term, fact, propertyWords)).length;
  return named + (verbAsks(aspect, fact) ? 1 : 0);
}

/**
 * The linked facts (found through a date noun of the question, `typeNoun`) that the question's other words name (none
 * when they name other facts or none: "On what exact date did X die?" of a card with a date of birth and a place of
 * death), all when the question has no other words.
 */
async function datesOfAskedEvent(aspect: QuestionAspect, typeNoun: string, linked: Fact[], pool: Fact[], lexicon: Lexicon): Promise<Fact[]> {
  const typeWords = new Set([typeNoun, ...singularForms(typeNoun)]);
  const others = aspect.terms.filter((term) => !typeWords.has(term) && !singularForms(term).some((form) => typeWords.has(form)) && !isFillerWord(term));
  if (others.length === 0) return linked;
  const byOthers = new Set(await lexiconMatches({ ...aspect, terms: others }, pool, lexicon));
  // A word that begins with a label's word of some length names it: "birthday" the date of birth.
  const namedBy = (fact: Fact, terms: readonly string[]): boolean => {
    const label = labelWords(fact.property);
    return terms.some((term) => termNames(aspect, term, fact, label) || [...label].some((word) => word.length >= 5 && term.startsWith(word)));
  };
  const namesOther = (fact: Fact): boolean => byOthers.has(fact) || namedBy(fact, others) || valueSaid(aspect, fact) || verbAsks(aspect, fact);
  return linked.filter(namesOther);
}

/** "place of birth" names both "place" and "birth" of "What was X's place of birth?": it beats the place of death. */
function bestNamed(aspect: QuestionAspect, facts: Fact[]): Fact[] {
  const counts = facts.map((fact) => termsNamed(aspect, fact));
  const most = Math.max(0, ...counts);
  return most >= 2 ? facts.filter((_, i) => counts[i] === most) : facts;
}

function valueSaid(aspect: QuestionAspect, fact: Fact): boolean {
  const value = normalizeAnswer(fact.value);
  // "Stephen" (given name) is said in every question about Stephen Crane: part of the name says nothing.
  if (value === '' || ` ${normalizeAnswer(fact.card.name)} `.includes(` ${value} `)) return false;
  return ` ${normalizeAnswer(aspect.text)} `.includes(` ${value} `);
}

const narrowingSchema = z
  .object({
    about: z.string(),
    rules: z.array(z.object({ source: z.string().min(1), question: z.string().min(1), labels: z.string().min(1) }).strict()),
  })
  .strict();

let narrowing: [RegExp, RegExp][] | undefined;

/** Question phrases that narrow the matches to particular labels (prompts/heuristics/question-narrowing.json). */
function narrowingRules(): [RegExp, RegExp][] {
  narrowing ??= loadWordTable('prompts/heuristics/question-narrowing.json', narrowingSchema).rules.map((rule) => [
    new RegExp(rule.question, 'i'),
    new RegExp(rule.labels, 'i'),
  ]);
  return narrowing;
}

function narrowByQuestionWord(aspect: QuestionAspect, facts: Fact[]): Fact[] {
  for (const [question, property] of narrowingRules()) {
    if (!question.test(aspect.text)) continue;
    const narrowed = facts.filter((fact) => property.test(fact.property));
    if (narrowed.length > 0) return narrowed;
  }
  return facts;
}

/**
 * The facts whose value can be what the question asks for: a fact of another known type is never the answer
 * ("When was X born?" is not answered by the place of birth, "the cause of death" not by its date). Facts of
 * exactly the asked type are preferred to untyped ones.
 */
async function byAnswerType(expected: ExpectedAnswer | undefined, facts: Fact[], lexicon: Lexicon, options: { bareWhat?: boolean } = {}): Promise<Fact[]> {
  if (!expected && options.bareWhat && facts.length > 0) {
    // "What did X die of?" asks for a thing: a date or a place answers "when" or "where", not "what".
    const types = await Promise.all(facts.map((fact) => factType(fact.property, fact.value, lexicon)));
    return facts.filter((_, i) => types[i] !== 'date' && types[i] !== 'place');
  }
  // "How many children …" is answered by listing them: a count is the length of a list of any type.
  if (!expected || expected.count || facts.length === 0) return facts;
  const types = await Promise.all(facts.map((fact) => factType(fact.property, fact.value, lexicon)));
  const exact = facts.filter((_, i) => types[i] === expected.type);
  if (exact.length > 0) return exact;
  // A date or a number is known by its form, so an untyped value is never one: "In what year did X start studying
  // physics?" is not answered by her occupation. Nor is a reason: "Why was X expelled from university?" is not
  // answered by the university (only a cause's own property, "cause of death", gives one).
  if (expected.type === 'date' || expected.type === 'quantity' || expected.type === 'reason') return [];
  const untyped = facts.filter((_, i) => types[i] === undefined);
  if (expected.type !== 'person') return untyped;
  // "Who catalogued X's works?" asks a person: a fact whose label names a thing that is no person (notable works,
  // occupation, award received) does not answer it, though the label's type is no coarse type either.
  const personLike = await Promise.all(untyped.map(async (fact) => {
    // A label ending in a preposition of place or time says where or in what ("participated in", "educated at"):
    // its values are events, places and institutions, not people ("killed by" and "founded by" give people).
    if (/\s(?:in|at|on)$/u.test(fact.property.replace(/_/g, ' ').trim())) return false;
    // A label WordNet knows whole is read whole: an "alma mater" is a school, though a "mater" is a mother.
    const [whole] = await lexicon.kindsOf(fact.property.replace(/_/g, ' '));
    if (whole) return whole.has('person');
    const head = labelHead(fact.property);
    if (!head) return true;
    const [first] = await lexicon.kindsOf(head);
    return !first || first.has('person');
  }));
  return untyped.filter((_, i) => personLike[i]);
}

/**
 * "What" followed by an auxiliary and ending in a stranded preposition ("What did X die of?", "What was it made
 * from?"): the preposition's object is the thing asked, named by no noun. ("What do we know of X's birth?" asks
 * everything about the birth and is not one.)
 */
const BARE_WHAT = /^\s*what\s+(?:did|does|do|was|were|is|are|has|had|have)\b.*\b(?:of|from|for|with|by)\s*[?.!]?\s*$/i;

/** "What most likely caused X's death?": "what" is the subject of a verb, so the answer is a thing, not a date or a place. */
function whatIsSubject(text: string): boolean {
  const { normals, pos } = taggedTokens(text);
  if (normals[0] !== 'what') return false;
  let i = 1;
  while (pos[i] === 'ADV') i += 1;
  return pos[i] === 'VERB';
}

/** The aspect's only words in the fact's label are such participles, and nothing else (a cue, a value) links them. */
function linkedOnlyByParticiple(aspect: QuestionAspect, fact: Fact): boolean {
  const label = new Set(words(fact.property));
  const shared = aspect.terms.filter((term) => label.has(term));
  return shared.length > 0 && shared.every((term) => LABEL_PARTICIPLE.test(term)) && termsNamed(aspect, fact) === shared.length && !valueSaid(aspect, fact);
}

/** Words of the text that are whole words of a fact's property label, minus the label's function words. */
function labelWordsSaid(text: string, facts: readonly Fact[]): string[] {
  const said = new Set(words(text));
  const labelWords = new Set(facts.flatMap((fact) => words(fact.property)).filter((word) => word.length > 3));
  return [...labelWords].filter((word) => said.has(word));
}

/** The facts that can be the asked kind of thing (answer-type/kind-fit.ts). */
async function ofKind(kind: string, facts: Fact[], lexicon: Lexicon, options: { labelOnly?: boolean } = {}): Promise<Fact[]> {
  const fits = await Promise.all(facts.map((fact) => kindFits(kind, fact.property, fact.value, lexicon, options)));
  return facts.filter((_, i) => fits[i]);
}

/** The facts of no coarse answer type, and the typed ones that are of the asked kind. */
async function typedOfKind(kind: string, facts: Fact[], lexicon: Lexicon): Promise<Fact[]> {
  const keep = await Promise.all(
    facts.map(async (fact) => (await factType(fact.property, fact.value, lexicon)) === undefined || kindFits(kind, fact.property, fact.value, lexicon)),
  );
  return facts.filter((_, i) => keep[i]);
}

/** winkNLP's parts of speech as WordNet's: a question word is looked up in the sense it is used in. */
const WORDNET_POS: Readonly<Record<string, WordnetPos>> = { NOUN: 'n', PROPN: 'n', VERB: 'v', ADJ: 'a', ADV: 'r' };

/** Each word of the text with its part of speech as WordNet names it (winkNLP's tagger). */
function partsOfSpeech(text: string): Map<string, WordnetPos> {
  const nlp = wink();
  const tokens = nlp.readDoc(text).tokens();
  const normals = tokens.out(nlp.its.normal) as string[];
  const pos = tokens.out(nlp.its.pos) as string[];
  const found = new Map<string, WordnetPos>();
  normals.forEach((normal, i) => {
    const wordnetPos = WORDNET_POS[pos[i]!];
    if (wordnetPos && !found.has(normal)) found.set(normal, wordnetPos);
  });
  return found;
}

/** Label words that name the kind of a value ("place of birth", "date_of_death"), not the event it is of. */
const VALUE_KIND_WORDS = new Set(['place', 'date']);

/**
 * Facts whose label holds a word WordNet relates to one of the aspect's terms, each looked up in the part of
 * speech the question uses it in ("sisters" → sibling, "pass away" → death; "play" the verb is not "a play").
 */
async function lexiconMatches(aspect: QuestionAspect, facts: Fact[], lexicon: Lexicon): Promise<Fact[]> {
  const related = new Set<string>();
  const pos = partsOfSpeech(aspect.text);
  for (const term of aspect.terms) for (const word of await lexicon.related(term, pos.get(term))) if (!word.includes(' ')) related.add(word);
  for (const phrase of [...phrasalTerms(aspect.terms), ...verbPhrases(aspect.masked)]) for (const word of await lexicon.related(phrase, 'v')) if (!word.includes(' ')) related.add(word);
  // "place" and "date" say what kind of value a label holds, not what happened there: "set" (a synonym of the verb
  // "place") asks no place of birth. The question word asks for the kind; the event words pick the label.
  return facts.filter((fact) => words(fact.property).some((word) => related.has(word) && !VALUE_KIND_WORDS.has(word)));
}

/**
 * Verb phrases of three or four words as written, the verb as its lemma, which WordNet (or the idiom table) may know as
 * one entry: "laid to rest" → "lay to rest" (bury), "hang up her gloves" (retire). Their middle words are the filler
 * that the terms leave out.
 */
function verbPhrases(text: string): string[] {
  const { normals, lemmas, pos } = taggedTokens(text);
  const phrases: string[] = [];
  for (let i = 0; i < normals.length; i += 1) {
    if (pos[i] !== 'VERB') continue;
    for (const length of [3, 4]) if (i + length <= normals.length) phrases.push([lemmas[i], ...normals.slice(i + 1, i + length)].join(' '));
  }
  return phrases;
}

/** Adjacent term pairs, which WordNet may know as one entry ("pass away"). */
const phrasalTerms = (terms: readonly string[]): string[] => terms.slice(1).map((term, i) => `${terms[i]} ${term}`);

/** A card that says something beyond its type: only such an entity can be whom the question is about. */
const hasFacts = (card: EntityCard): boolean => Object.keys(card.properties).some((property) => !SKIPPED_PROPERTIES.has(property));

interface ChainAnswer {
  statements: Statement[];
  /** Cards the chains walked through: reached, not asked about, so their facts answer no other aspect. */
  reached: Set<EntityCard>;
}

const hopSentence = (hop: SayableFact): Statement => factStatements([hop])[0]!;

/**
 * Follows each composed relation hop by hop over the cards (the pipeline fetched the intermediate ones) and cites
 * every hop's triple; when no path of a chain reaches its end, the missing hop is [NA] and nothing else is said.
 */
function answerChains(chains: RelationChain[], cards: readonly EntityCard[]): ChainAnswer {
  const statements: Statement[] = [];
  const reached = new Set<EntityCard>();
  const said = new Set<string>();
  const say = (statement: Statement): void => {
    if (said.has(statement.text)) return;
    said.add(statement.text);
    statements.push(statement);
  };
  for (const chain of chains) {
    const walks = chain.paths.flatMap((path) => walkPath(chain.start, path, (name, from) => cardByName(cards, name, from)));
    for (const walk of walks) for (const hop of walk.hops) if (hop.card !== chain.start) reached.add(hop.card);
    const complete = walks.filter((walk) => walk.complete);
    // A chain that reaches no end answers nothing asked: "X's child is Francis" is a nearby fact, not X's
    // grandchildren, so only what is missing is said.
    for (const walk of complete) for (const hop of walk.hops) say(hopSentence(hop));
    if (complete.length === 0) {
      for (const walk of walks) {
        const missing = walk.missing!;
        const whose = missing.card?.name ?? missing.value!;
        say({ text: `Nothing in the knowledge graph gives ${whose}'s ${prettyProperty(missing.property)}.`, citations: [{ kind: 'na' }] });
      }
    }
  }
  return { statements, reached };
}

/**
 * Offline, deterministic answer from the retrieved KG: for each aspect of the question, the facts linked to it by
 * words (property names and cue words, values said in the question) or, failing that, by USE-lite similarity
 * between the aspect and "property value"; one sentence per entity with the exact triples cited; one [NA]
 * sentence per aspect no fact covers. Extractive: it restates triples, it does not reason.
 */
export const extractiveKgStrategy: KgStrategy = {
  name: EXTRACTIVE_KG_STRATEGY,
  description: 'extractive (no LLM): cites the KG triples relevant to each aspect of the question, [NA] for aspects the KG lacks',
  needs: { entities: true, embedder: true },

  async answer(question, context, deps): Promise<KgAnswer> {
    if (!deps.embedder) throw new ConfigError('embeddings', 'the extractive-kg strategy needs an embedder (USE-lite offline)');
    await relationSynonymsLoaded(wordnetLexicon());
    const allCards = context.entities ?? [];
    const chains = relationChains(question, allCards.filter(hasFacts));
    const chained = answerChains(chains, allCards);
    const chainWords = new Set(chains.flatMap((chain) => chain.words));
    const cards = allCards.filter((card) => !chained.reached.has(card));
    // A type-like entity ("political party") names what is asked, not whom: its name stays in the aspects.
    const names = cards.filter(hasFacts).flatMap((card) => [card.name, ...(card.aliases ?? [])]);
    // Aspects a chain answers are answered there, not by one-hop facts of the start entity.
    const aspects = questionAspects(withoutTimeClauses(question), names).filter((aspect) => !aspect.terms.some((term) => chainWords.has(term)));
    const lexicon = wordnetLexicon();
    // Names only: "University" in "before he went to the University of Edinburgh" is no landmark of its own.
    const clauseNames: string[] = [];
    for (const word of timeClauseNames(question)) if (!(await lexicon.writtenLowerCase(word))) clauseNames.push(word);
    // "… the first wife of X and where was she born?": the pronoun's aspect is about the wife, so it is answered
    // from her card alone, and her card answers no other aspect.
    const followUps = followUpAspects(aspects, cards);
    const followed = new Map(
      followUps.map((followUp) => {
        const values = followUp.labels.flatMap((label) => followUp.from.properties[label] ?? []);
        const targets = values.map((value) => cardByName(cards, value, followUp.from)).filter((card): card is EntityCard => card !== undefined);
        return [followUp.aspect, targets] as const;
      }),
    );
    const followedCards = new Set([...followed.values()].flat());
    // A place the question does not name, fetched as another card's value (follow-container-hops.ts), answers only
    // where a value is asked to lie: its other facts are not about whom the question asks.
    const valueCards = new Set(
      cards.filter((card) => !isPersonCard(card) && !namePattern(card.name).test(question) && cards.some((other) => other !== card && Object.values(other.properties).some((values) => values.includes(card.name)))),
    );
    const facts = factsOf(cards.filter((card) => !followedCards.has(card) && !valueCards.has(card)));
    // "Where was Phaenarete, the mother of Socrates, born?": someone named only in a description of whom the question
    // asks about says who she is; his own facts (Socrates' birthplace) answer nothing asked of her.
    const namedIn = (card: EntityCard, aspect: QuestionAspect): boolean => [card.name, ...(card.aliases ?? [])].some((name) => namePattern(name).test(aspect.text));
    const describedOnly = new Set(
      cards.filter((card) => aspects.some((aspect) => aspect.describes && !aspect.premise && namedIn(card, aspect)) && !aspects.some((aspect) => (!aspect.describes || aspect.premise) && namedIn(card, aspect))),
    );
    const statements: Statement[] = [...chained.statements];

    if (allCards.length === 0) {
      statements.push({ text: 'No entity the question names was found in the knowledge graph.', citations: [{ kind: 'na' }] });
    } else {
      const [aspectVectors, factVectors] =
        facts.length > 0 && aspects.length > 0
          ? // The masked text: the subject's name in the aspect would pull in relatives who share it ("Robert Darwin").
            await Promise.all([deps.embedder.embed(aspects.map((a) => a.masked)), deps.embedder.embed(facts.map((f) => f.text))])
          : [[], []];
      const chosen = new Set<Fact>();
      // Facts that only confirm what the question itself says ("the classical guitarist" → occupation).
      const confirming = new Set<Fact>();
      const uncovered: QuestionAspect[] = [];
      let asking = 0;
      // What the aspect before answered: "where was X born, and what country is that in?" asks of that place.
      let previousCovering: Fact[] = [];
      for (const [aspectIndex, asked] of aspects.entries()) {
        let aspect = asked;
        let covering: Fact[];
        if (aspect.describes) {
          // What the question says of its subject: the facts that confirm it, and never an [NA].
          for (const fact of facts) if (valueSaid(aspect, fact)) confirming.add(fact);
          continue;
        }
        asking += 1;
        let targets = followed.get(aspectIndex);
        let wordLinked: Fact[] = [];
        // "In what town was X's mother born?" is asked of the mother: her card answers it, X's own birthplace never.
        const focus = targets ? undefined : relativeFocus(aspect.text, names, isFillerWord);
        if (focus) {
          targets = relativeCards(focus, allCards);
          const relationWords = new Set([focus.word, ...(focus.relativeName?.match(/[\p{L}\p{N}]+/gu) ?? [])].map((word) => word.toLowerCase()));
          // The relatives' names stand where the question names them, so a verb's side is read for them: "Who was
          // X's father married to?" reads "Who was Hermann Einstein married to?".
          const text = targets.length > 0 ? `${aspect.text.slice(0, focus.phrase.start)}${englishList(targets.map((card) => card.name))}${aspect.text.slice(focus.phrase.end)}` : aspect.text;
          // Masked as the question's own names are, so what is asked is read of the relative ("What was X's son
          // Francis by profession?" asks a profession, not a son).
          const masked = targets.reduce((blanked, card) => blanked.replace(namePattern(card.name, { global: true }), (found) => ' '.repeat(found.length)), text);
          aspect = { ...aspect, text, masked: targets.length > 0 ? masked.replace(/\s+/g, ' ').trim() : aspect.masked, terms: aspect.terms.filter((term) => !relationWords.has(term)) };
        }
        const pool = targets ? factsOf(targets) : facts.filter((fact) => !describedOnly.has(fact.card));
        const expected = await expectedAnswer(aspect.masked, lexicon);
        // Filler words ("influence", common in general questions) still ask for a property whose label they are:
        // "Who influenced X?" asks `influenced by`.
        if (aspect.terms.length === 0) aspect.terms.push(...labelWordsSaid(aspect.masked, pool));
        if (aspect.terms.length === 0) {
          // "Who was X?", "Tell me about X": nothing but the name is asked, so say what X was; other term-less
          // pieces (no name in them either) ask nothing.
          // A request with no question word ("Tell me about X") asks the same; "Where was X" alone asks nothing.
          const named = aspect.masked !== aspect.text.replace(/\s+/g, ' ').trim();
          const request = named && !/\b(?:who|whom|whose|what|which|when|where|why|how)\b/i.test(aspect.text);
          if (!/^\s*(who|what)\b/i.test(aspect.text) && !request) continue;
          // "…, and what of?" names no one: it continues the question before it, and asks nothing of its own.
          if (!named) continue;
          const said = request ? overviewProperties().overview : overviewProperties().identity;
          covering = pool.filter((fact) => said.has(fact.property));
        } else {
          const kind = await askedKind(aspect.masked, lexicon);
          const wordMatched = pool.filter((fact) => lexicalMatch(aspect, fact));
          const byLexicon = await lexiconMatches(aspect, pool, lexicon);
          let linked = bestNamed(aspect, wordMatched);
          // "Where did the composer Franz Liszt die?": a fact linked only by its value, said as a description
          // ("occupation: composer"), confirms whom the question asks about; what it asks is what its other words link.
          if (linked.every((fact) => !namesProperty(aspect, fact) && valueSaid(aspect, fact))) linked = [...linked, ...byLexicon];
          // Every fact the words link, not only the best named: "country" names `country of citizenship` best, but
          // "die" links the place of death, which lies in the asked country.
          wordLinked = [...new Set([...wordMatched, ...byLexicon])];
          // "On what date was X baptised?": the type's noun ("date") names the dates of birth and death, but the event
          // asked ("baptised") names no fact of the card, so none of them is the asked one. Where the event names one
          // ("On what date did X die?" → death), only that one is: the date of birth is a nearby fact, not the answer.
          // Nor does a merely similar fact stand in for it below.
          const dateNoun = expected?.type === 'date' && linked.length > 0 ? expected.noun : undefined;
          if (dateNoun) linked = await datesOfAskedEvent(aspect, dateNoun, linked, pool, lexicon);
          const eventUndated = dateNoun !== undefined && linked.length === 0;
          // "What pen name did X use?": the asked kind itself links the facts that are of it (pseudonym).
          if (linked.length === 0 && kind) linked = await ofKind(kind, pool, lexicon);
          covering = await byAnswerType(expected, narrowByRelation(aspect.text, aspect.terms, narrowByQuestionWord(aspect, linked)), lexicon, {
            bareWhat: BARE_WHAT.test(aspect.masked) || whatIsSubject(aspect.masked),
          });
          // "In which hospital was X born?" asks a hospital: a fact of a coarse type (a place, a person, a date …) answers
          // it only when it is of that kind, so the place of birth leaves it [NA]; untyped facts (alma mater for
          // "which university", notable works for "which films") stay.
          // A fact whose value the question says is a confirmation, not an answer, whatever its kind.
          if (kind) {
            const said = covering.filter((fact) => valueSaid(aspect, fact));
            const asked = covering.filter((fact) => !valueSaid(aspect, fact));
            // "Which books did X write?": facts of the asked kind (notable works) come before untyped ones the words
            // linked (field of work, through "write"), from the whole card when none of the linked ones is of it. A
            // linked fact of another type ("In which church did X marry?" → spouse) says the relation asked, whose
            // kind the KG does not hold: then no other fact of the kind (a church of burial) stands in for it.
            // "What nationality was X?" is answered by the fact the kind's word is a cue for (`country of
            // citizenship`), whatever kind WordNet gives its value.
            const ofAskedKind = [...new Set([...(await ofKind(kind, asked, lexicon)), ...asked.filter((fact) => propertyCues(kind).some((cue) => labelWords(fact.property).has(cue)))])];
            // "Which prison held X?" names no property: "held" in `position held` only says how the label reads.
            // A value in lower case is a common noun ("mathematician"), whose kind WordNet knows: one of another kind does
            // not stand in for the asked one ("What is X's most famous book?"), unless the kind itself names the
            // property ("What was X's trade?" → occupation, whose values are people).
            const typedOrNamed = await typedOfKind(kind, asked, lexicon);
            const commonFits = await Promise.all(
              typedOrNamed.map((fact) => !/^\p{Ll}/u.test(fact.value) || termNames(aspect, kind, fact, labelWords(fact.property)) || kindFits(kind, fact.property, fact.value, lexicon)),
            );
            const untyped = typedOrNamed.filter((fact, i) => commonFits[i] && !linkedOnlyByParticiple(aspect, fact));
            const fromCard = ofAskedKind.length > 0 || untyped.length === 0 ? ofAskedKind : await ofKind(kind, pool, lexicon, { labelOnly: true });
            covering = [...said, ...(fromCard.length > 0 ? fromCard : untyped)];
          }
          // A relation word ("grandchildren", "father") or verb ("taught") asks for that exact relation: a similar one is not it.
          const relationVerbs = relationVerbsIn(aspect.text);
          const asksRelation = aspect.terms.some((term) => isRelationWord(term) || relationVerbs.has(term));
          // An asked kind ("Which orchestra …") was looked for on the whole card above: a fact that is merely similar
          // (the occupation "pianist") is not of it.
          if (covering.length === 0 && !kind && !targets && factVectors.length > 0 && !asksRelation && !eventUndated) {
            const scores = factVectors.map((vector, i) => (describedOnly.has(facts[i]!.card) ? -Infinity : cosineSimilarity(aspectVectors[aspectIndex]!, vector)));
            const best = Math.max(...scores);
            if (best >= EMBEDDING_THRESHOLD) covering = await byAnswerType(expected, facts.filter((_, i) => scores[i]! >= best - EMBEDDING_MARGIN), lexicon);
          }
        }
        // "In which country was X born?": the birthplace (Zurich) is no country, but its card says which it lies in;
        // both hops answer, and a country of citizenship, linked only by the kind's word, does not.
        const hopNoun = expected?.noun;
        if (hopNoun) {
          const hops = containerHops(hopNoun, wordLinked, valueCards);
          const fromBefore = hops.length === 0 && DEMONSTRATIVE.test(aspect.masked) ? containerHops(hopNoun, previousCovering, valueCards) : [];
          if (hops.length > 0) covering = hops;
          // The place the aspect before gave is cited there already: only the hop beyond it is new.
          else if (fromBefore.length > 0) covering = fromBefore.filter((fact) => !previousCovering.includes(fact));
        }
        // "Which school did X attend before he went to Edinburgh?": a value the time clause names is the landmark, not the
        // answer.
        if (clauseNames.length > 0) covering = covering.filter((fact) => !clauseNames.some((name) => namePattern(name).test(fact.value)));
        // "Who was the first wife of X?": the KG lists values in no order, but where a value's own description says
        // the order ("first wife of Albert Einstein") that value is the one asked. Without such a description every
        // value stays: refusing them cost an answer on the test half that a tuning-half question had gained.
        const ordering = aspect.terms.length > 0 ? orderWords(aspect.masked) : [];
        if (ordering.length > 0) {
          const ordered = covering.filter((fact) => saysOrderWords(cardByName(allCards, fact.value, fact.card)?.description ?? '', ordering));
          if (ordered.length > 0) covering = [...new Set([...covering.filter((fact) => valueSaid(aspect, fact)), ...ordered])];
        }
        // "How many languages did X speak?": a list in the KG is not a count (the KG may hold only some of them); a
        // count is answered by a number the KG states, else [NA] — unless the question also asks for the names
        // ("How many children did X have, and what were their names?"), which the list gives.
        if (expected?.count && !ASKS_FOR_NAMES.test(question)) covering = covering.filter((fact) => /^\d/.test(fact.value));
        // "What was X paid?" asks an amount: a fact with no number in it ("position held: President") is none.
        if (asksAmount(question)) covering = covering.filter((fact) => /\d/.test(fact.value));
        // "Which language did X never get the hang of?": the KG states what is; its "languages spoken: Italian" is the
        // opposite of what a negated question asks.
        if (NEGATED.test(aspect.masked)) covering = [];
        // Facts found only because the question says their value restate the question; they do not answer it.
        const restates = covering.every((fact) => !namesProperty(aspect, fact) && valueSaid(aspect, fact));
        if (covering.length === 0 || restates) uncovered.push(asked);
        for (const fact of covering) (restates ? confirming : chosen).add(fact);
        previousCovering = covering;
      }
      // Confirming what the question says is said only beside an answer: when every aspect asked is [NA] (and no
      // relation chain answered), a confirmed descriptor would read as a claim where the KG has none.
      const answeredSomething = asking > uncovered.length || chained.statements.some((statement) => statement.citations.some((c) => c.kind === 'triple'));
      if (answeredSomething || asking === 0) for (const fact of confirming) chosen.add(fact);

      const ordered = [...chosen].sort((a, b) => a.cardIndex - b.cardIndex || a.propertyIndex - b.propertyIndex);
      for (const card of [...cards.filter((c) => !followedCards.has(c)), ...followedCards]) {
        const group = ordered.filter((fact) => fact.card === card);
        statements.push(...factStatements(group));
      }
      for (const aspect of uncovered) {
        statements.push({ text: `Nothing in the knowledge graph answers "${aspect.text}".`, citations: [{ kind: 'na' }] });
      }
      if (statements.length === 0) {
        statements.push({ text: 'The knowledge graph has no fact that answers the question.', citations: [{ kind: 'na' }] });
      }
    }

    return {
      question,
      text: formatKalmaAnswer(statements),
      statements,
      strategy: EXTRACTIVE_KG_STRATEGY,
      trace: [],
      citationChecks: checkTripleCitations(statements, allCards),
    };
  },
};

strategyRegistry.register(EXTRACTIVE_KG_STRATEGY, extractiveKgStrategy);
