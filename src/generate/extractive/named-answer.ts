import escapeStringRegexp from 'escape-string-regexp';
import { nameMentions, type Mention } from '../../core/mention.js';
import { createEntityRecognizer } from '../../ner/entity-recognizer.js';
import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { mentionsNumber } from '../../text/mentions-number.js';
import { porterStem } from '../../text/porter-stemmer.js';
import { taggedTokens } from '../../text/wink.js';
import { isRelationWord } from '../extractive-kg/relation-chain.js';
import { isVerbOfMeaning } from './light-verb.js';
import { answerTypeTable, nounType } from '../answer-type/answer-type.js';
import { askedNoun } from '../answer-type/asked-noun.js';
import type { ExpectedAnswer } from '../answer-type/expected-answer.js';

/**
 * What a sentence must say to answer a question that asks for someone or something in particular:
 * - `person`: "Who co-wrote the plan with X?", "Which physician …", "Whose wedding …" — a person the question does
 *   not already name or describe: a name ("Pierre Curie") or a noun for a person ("an older student"). "he co-wrote a
 *   plan", "her doctor" and "at a wedding feast" give nobody new;
 * - `kind`: "Which orchestra …", "What illness …", "the names of X's dogs" — when the sentence says the kind in its
 *   own word, something that says which one: a name near it ("the Boston Symphony Orchestra", "the treaty of
 *   Paris"), a word before it the question does not have ("a cooperative school"), a number after it ("a record of
 *   twenty-four wins"), a noun it is "of" ("the wall of the refectory") or a noun WordNet files under the kind
 *   ("tuberculosis"). "a rival painter" and "with her dogs" only repeat what the question asks.
 * `words`: the stems of the asked noun and its WordNet synonyms (none for "who").
 */
export interface NamedAnswer {
  need: 'person' | 'kind';
  kind?: string;
  words: Set<string>;
}

const recognizer = createEntityRecognizer();
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** "the name of", "the names of": what follows is the thing named. */
const NAME_OF = /\b(?:the\s+)?names?\s+of\b/iu;
/** "What was X's thesis about?": a question word, then a verb, and a preposition left at the end. */
const ASKS_OBJECT = /^\s*(?:what|which)\s+(?:was|were|is|are|did|does|do|has|had|have)\b.*\b(?:about|of|for|on|with|from|by|to|in|at)\s*[?.!]?\s*$/iu;
/** A question of two parts: "…, and in which city did he …?" ("when he died" is a clause of the first). */
const SECOND_QUESTION = /(?:,|;|\band)\s+(?:(?:in|at|on|for|from|with|by|to|of)\s+)?(?:who|whom|whose|what|which|when|where|why|how)\b/iu;
/** A name right after one of these is where something happened, not who did it ("placed under arrest in Troyes"). */
const LOCATIVE = new Set(['in', 'at', 'near', 'inside', 'outside']);
/** A question asking whom something is near or beside. */
const NEAR_WHOM = /\b(?:near|close\s+to|next\s+to|beside|by)\s+(?:which|what|whom|who)\b/iu;
/** Hypernym steps a sentence's noun may be below the asked kind ("tuberculosis" → … → illness). */
const NOUN_STEPS = 4;
/** Words a name may stand from the kind's word and still say which one ("the Heiligenstadt Testament, a letter"). */
const NEAR_WORDS = 4;
const NOUN_POS = new Set(['NOUN', 'PROPN']);
/** Nouns that ask for anyone at all ("Which person …"): no kind of person in particular. */
const GENERIC_PERSON = new Set(['person', 'people', 'man', 'woman', 'one', 'individual', 'someone', 'somebody']);

let naming: string[] | undefined;
/** The naming phrases of the answer-type table ("known as", "called"). */
const namingWords = (): string[] => (naming ??= Object.keys(answerTypeTable().namingPhrases.words));

/** "a grey tom called Pepper": a naming phrase right before a name gives the name of what the sentence speaks of. */
function namedBy(wordsBefore: readonly string[]): boolean {
  const lead = wordsBefore.join(' ');
  return namingWords().some((phrase) => phrase !== 'born' && (lead === phrase || lead.endsWith(` ${phrase}`)));
}

/** Whether a one-word name is a language or a people in WordNet ("Swedish", "British"). */
async function namesPeople(mention: Mention, lexicon: Lexicon): Promise<boolean> {
  if (mention.text.includes(' ')) return false;
  const [first] = await lexicon.kindsOf(mention.text);
  return first !== undefined && (first.has('language') || first.has('people') || first.has('nation'));
}

/** Whether a name holds the kind's word or stands within a few words of it ("the treaty of Paris"). */
function nearKindWord(sentence: string, mention: Mention, kindWords: ReadonlySet<string>): boolean {
  const before = wordsOf(sentence.slice(0, mention.start)).slice(-NEAR_WORDS);
  const after = wordsOf(sentence.slice(mention.end)).slice(0, NEAR_WORDS);
  return [...wordsOf(mention.text), ...before, ...after].some((word) => kindWords.has(porterStem(word)));
}

/**
 * The requirement a question puts on an answering sentence, if any. `held`: the question asks something beyond
 * whom it is about ("Who was Plato?" asks for a description, which no name gives). A question of two parts ("Who
 * was X's father, and what animal did he keep?") is left alone: a sentence may answer either part.
 */
export async function namedAnswerOf(plain: string, expected: ExpectedAnswer | undefined, kind: string | undefined, held: boolean, lexicon: Lexicon): Promise<NamedAnswer | undefined> {
  if (!held || SECOND_QUESTION.test(plain)) return undefined;
  // "What was X's thesis about?" asks what the preposition's object is, not which thesis.
  if (ASKS_OBJECT.test(plain)) return undefined;
  // "What kind of novel is X?" asks a kind ("an early thriller"), which a word says, not a name.
  if ((await askedNoun(plain, lexicon))?.kindOf) return undefined;
  let noun = kind ?? expected?.noun;
  let type = expected?.type;
  // "What was the name of X's son-in-law?" asks for the son-in-law, "the names of X's dogs" for the dogs.
  if (NAME_OF.test(plain)) {
    const named = await askedNoun(plain.replace(NAME_OF, ' '), lexicon);
    if (named && named.noun !== 'name') {
      noun = named.noun;
      type = await nounType(named.noun, lexicon);
    }
  }
  if (type !== 'person' && (type !== undefined || !noun)) return undefined;
  return { need: type === 'person' ? 'person' : 'kind', ...(noun ? { kind: noun } : {}), words: noun ? await synonymStems(noun, lexicon) : new Set<string>() };
}

/**
 * The stems of a noun's words and of its one-word synonyms ("physician" → doctor, medico): words that say the same
 * kind. Derivations ("painter" → paint) and hypernym heads ("person") say something else. A synonym of several words
 * ("line of work") would bring in its every word, so only single words count.
 */
async function synonymStems(noun: string, lexicon: Lexicon): Promise<Set<string>> {
  const synonyms: string[] = [];
  for (const word of await lexicon.related(noun, 'n')) {
    if (word.includes(' ') || word === noun) continue;
    if ((await lexicon.kindsOf(word, { depth: 0 })).some((sense) => sense.has(noun))) synonyms.push(word);
  }
  return new Set([...noun.split(' '), ...synonyms].map(porterStem));
}

/** Words of a name that say nothing of whose it is: articles, particles, regnal numbers ("Darius III"). */
const NAME_FILLER = /^(?:the|of|de|di|da|del|von|van|der|le|la|[ivxlc]+|\p{L})$/u;

/**
 * Whether a WordNet sense is of people: a person, or a family ("the Medici family were among his patrons" answers
 * "who were his patrons"; WordNet files Medici, Habsburg and Tudor as families, not persons).
 */
const isOfPeople = (sense: ReadonlySet<string>): boolean => sense.has('person') || sense.has('kinfolk');

/**
 * Whether a name may be someone's: not a place by the recogniser, and some word of it is a person in WordNet or
 * unknown to it ("Francis Dana": Dana is also a Celtic goddess, Francis a saint). "Grand Slam", "Open Era" and
 * "Harrow School" are made of words WordNet knows only as things.
 */
async function mayBePerson(mention: Mention, lexicon: Lexicon): Promise<boolean> {
  if (mention.type === 'place') return false;
  // A name ending in a common noun WordNet never writes as a name and has for no person is a thing of that kind:
  // "Harvard College", "Wigmore Hall" (Harvard is also John Harvard; "Newton" and "Baker" end people's names).
  const words = wordsOf(mention.text);
  const last = words.at(-1);
  if (words.length > 1 && last && !NAME_FILLER.test(last) && !(await lexicon.writtenAsName(last))) {
    const senses = await lexicon.kindsOf(last, { senses: 8 });
    if (senses.length > 0 && !senses.some(isOfPeople)) return false;
  }
  for (const word of words.filter((w) => !NAME_FILLER.test(w))) {
    const senses = await lexicon.kindsOf(word, { senses: 8 });
    if (senses.length === 0 || senses.some(isOfPeople)) return true;
  }
  return false;
}

/** Whether WordNet knows a whole name as a person ("Caravaggio"), not a thing ("Gestapo") or nothing ("Sistine Chapel"). */
async function knownPerson(mention: Mention, lexicon: Lexicon): Promise<boolean> {
  return mention.type !== 'place' && (await lexicon.kindsOf(mention.text)).some((sense) => sense.has('person'));
}

/** Whether a noun of the sentence, other than the kind's own word, is one WordNet files under the kind. */
async function filesUnderKind(normals: readonly string[], pos: readonly string[], lemmas: readonly string[], kindAt: readonly boolean[], kind: string, lexicon: Lexicon): Promise<boolean> {
  for (let i = 0; i < normals.length; i += 1) {
    if (kindAt[i] || !NOUN_POS.has(pos[i]!) || !/^\p{L}+$/u.test(normals[i]!)) continue;
    const senses = await lexicon.kindsOf(lemmas[i]!.toLowerCase(), { depth: NOUN_STEPS });
    if (senses.some((sense) => sense.has(kind))) return true;
  }
  return false;
}

/** Whether the sentence has a verb of the question that is no light verb, by lemma or as written. */
async function saysQuestionVerb(sentence: string, question: string, lexicon: Lexicon): Promise<boolean> {
  const asked = taggedTokens(question);
  const verbs = new Set<string>();
  for (const [i, lemma] of asked.lemmas.entries()) {
    if (asked.pos[i] !== 'VERB') continue;
    if (await isVerbOfMeaning(lemma.toLowerCase(), lexicon)) verbs.add(lemma.toLowerCase());
  }
  if (verbs.size === 0) return false;
  const said = taggedTokens(sentence);
  return said.lemmas.some((lemma, i) => verbs.has(lemma.toLowerCase()) || verbs.has(said.normals[i]!));
}

/**
 * Whether the question writes the noun as it is, in lower case and as a word of its own: "Alexander the Great's
 * horse" names no kind "alexander", nor "law-maker" a kind "maker".
 */
const writtenInLowerCase = (noun: string, question: string): boolean => new RegExp(`(?<![\\p{L}-])${escapeStringRegexp(noun)}`, 'u').test(question);

/** Whether a sentence says a person of the kind otherwise than by the kind's word (see namesAnswer). */
async function saysKindOfPerson(sentence: string, names: readonly Mention[], kind: string, question: string, lexicon: Lexicon): Promise<boolean> {
  const { normals, pos, lemmas } = taggedTokens(sentence);
  if (await filesUnderKind(normals, pos, lemmas, normals.map(() => false), kind, lexicon)) return true;
  if (await saysQuestionVerb(sentence, question, lexicon)) return true;
  for (const mention of names) if ((await lexicon.kindsOf(mention.text, { depth: NOUN_STEPS })).some((sense) => sense.has(kind))) return true;
  return false;
}

/** Whether a word is in the question, as written or without a plural "s". */
const inQuestion = (word: string, questionWords: ReadonlySet<string>): boolean => questionWords.has(word) || questionWords.has(word.replace(/s$/u, ''));

/**
 * Whether a sentence says what the question asks for (see NamedAnswer). `question`: the question's own words, so a
 * name it already gives ("the Revolutionary War", "New York") is no answer.
 */
export async function namesAnswer(sentence: string, requirement: NamedAnswer, question: string, lexicon: Lexicon): Promise<boolean> {
  const questionWords = new Set(wordsOf(question).flatMap((word) => [word, word.replace(/s$/u, '')]));
  // A name of words the question has is still new when the question does not say them together ("the Raphael Rooms"
  // for "the rooms Raphael decorated").
  const spoken = ` ${wordsOf(question).join(' ')} `;
  const names = nameMentions(recognizer.recognize(sentence)).filter((mention) => {
    const words = wordsOf(mention.text);
    return words.some((word) => !inQuestion(word, questionWords)) || (words.length > 1 && !spoken.includes(` ${words.join(' ')} `));
  });
  const { normals, pos, lemmas, values } = taggedTokens(sentence);
  // The kind's word as a noun: "she worked as …" does not say a job.
  const isAskedWord = (i: number): boolean => NOUN_POS.has(pos[i]!) && requirement.words.has(porterStem(normals[i]!));
  if (requirement.need === 'person') {
    // "until a friend paid his ransom": where the sentence says the asked kind of person, the name it gives must be
    // that person's, next to the kind's word; a name elsewhere in it is someone else's.
    const saysKind = normals.some((_, i) => isAskedWord(i));
    const saysKindAround = (mention: Mention): boolean => {
      const from = sentence.lastIndexOf(';', mention.start) + 1;
      const next = sentence.indexOf(';', mention.end);
      const clause = taggedTokens(sentence.slice(from, next < 0 ? undefined : next));
      return clause.normals.some((word, i) => NOUN_POS.has(clause.pos[i]!) && requirement.words.has(porterStem(word)));
    };
    // "… close to which scientist?" asks whom something is near: there a name after "near" is the answer.
    const asksNearWhom = NEAR_WHOM.test(question);
    // "Which physician did X go to Winchester to be near?" asks for a physician: a sentence that neither says one
    // (nor a kind of one, "surgeon"), nor names someone WordNet knows as one, nor says what the question says was
    // done ("For George Lucas he wrote the score" for "For which director did he write the score?") gives a name
    // of someone else ("a proposal from Harris Bigg-Wither"). A kind in capitals ("Founding Father") or of a
    // hyphened word ("law-maker") is not read so, nor a relation ("which of her father's rivals").
    const specificKind = requirement.kind !== undefined && !GENERIC_PERSON.has(requirement.kind) && !isRelationWord(requirement.kind) && writtenInLowerCase(requirement.kind, question);
    // Whom something is near is said by "near" and the name, whatever the name's kind.
    if (!saysKind && specificKind && !asksNearWhom && !(await saysKindOfPerson(sentence, names, requirement.kind!, question, lexicon))) return false;
    for (const mention of names) {
      const before = wordsOf(sentence.slice(0, mention.start));
      if (LOCATIVE.has(before.at(-1) ?? '') && !asksNearWhom) continue;
      if (namedBy(before)) return true;
      // "her daughter Olympia": a name right after a noun for a person is that person's, whatever else WordNet
      // knows the name as (Olympia is also a city).
      const previous = before.at(-1);
      const afterPersonNoun = previous !== undefined && (await lexicon.kindsOf(previous, { senses: 1 }))[0]?.has('person') === true;
      if (!afterPersonNoun && !(await mayBePerson(mention, lexicon))) continue;
      if (!saysKind || nearKindWord(sentence, mention, requirement.words)) return true;
      // In "he fell under the influence of Caravaggio; both painters were sued by a rival painter", the painters of
      // the next clause are others: a name WordNet knows as a person, where its own clause says no kind, answers.
      if (!saysKindAround(mention) && (await knownPerson(mention, lexicon))) return true;
    }
    if (saysKind) return false;
    for (let i = 0; i < normals.length; i += 1) {
      if (pos[i] !== 'NOUN' || !/^\p{L}+$/u.test(normals[i]!) || inQuestion(normals[i]!, questionWords) || isAskedWord(i)) continue;
      // "the mercenary commander Bartolomeo Colleoni" describes a person the question names.
      if (pos[i + 1] === 'PROPN' && inQuestion(normals[i + 1]!, questionWords)) continue;
      // A singular noun with no article right after a preposition is a thing or a manner ("won by knockout"), not
      // someone: a person is "a friend", "the painter", "students".
      if (pos[i - 1] === 'ADP' && lemmas[i]!.toLowerCase() === normals[i]) continue;
      if ((await lexicon.kindsOf(lemmas[i]!.toLowerCase())).some((sense) => sense.has('person'))) return true;
    }
    return false;
  }
  const kindAt = normals.map((_, i) => isAskedWord(i));
  // A sentence that does not say the kind in its own word is left to the other checks ("he played the violin").
  if (!kindAt.some(Boolean)) return true;
  // The kind's word in capitals after another word in capitals ends a name ("Down House", whose "Down" the tagger
  // reads as a particle): it says which one, unless the question says the name itself.
  for (let i = 2; i < normals.length; i += 1) {
    if (kindAt[i] && /^\p{Lu}/u.test(values[i]!) && /^\p{Lu}/u.test(values[i - 1]!) && !spoken.includes(` ${normals[i - 1]} ${normals[i]} `)) return true;
  }
  // A number just after the kind's word says what it was ("her record stood at nineteen wins"); one elsewhere
  // ("aged thirty-two, after a short illness") does not.
  for (let i = 0; i < normals.length; i += 1) {
    if (kindAt[i] && mentionsNumber(normals.slice(i + 1, i + 1 + NEAR_WORDS).join(' '))) return true;
  }
  if (await filesUnderKind(normals, pos, lemmas, kindAt, requirement.kind!, lexicon)) return true;
  // A common word right before the kind's word that the question does not have says which one ("a cooperative
  // school"); a proper adjective ("British prisons") says only whose.
  // An adjective grading an attribute ("after a short illness") says how much, not which one.
  const writtenLower = new Set(sentence.split(/[^\p{L}]+/u));
  for (let i = 1; i < normals.length; i += 1) {
    const word = normals[i - 1]!;
    if (!kindAt[i] || !/^\p{L}+$/u.test(word) || !(pos[i - 1] === 'ADJ' || pos[i - 1] === 'NOUN') || !writtenLower.has(word) || inQuestion(word, questionWords)) continue;
    if (pos[i - 1] === 'ADJ' && (await lexicon.gradesAttribute(word))) continue;
    return true;
  }
  // A noun the kind's word is "of" says which one: "the wall of the refectory".
  for (let i = 0; i + 1 < normals.length; i += 1) {
    if (!kindAt[i] || normals[i + 1] !== 'of') continue;
    const j = normals[i + 2] === 'the' ? i + 3 : i + 2;
    if (j < normals.length && NOUN_POS.has(pos[j]!) && /^\p{L}+$/u.test(normals[j]!) && !inQuestion(normals[j]!, questionWords)) return true;
  }
  for (const mention of names) {
    // "Swedish prisons" says whose prisons, not which: a word naming a language or a people is no name of one.
    if (await namesPeople(mention, lexicon)) continue;
    if (nearKindWord(sentence, mention, requirement.words)) return true;
    if (namedBy(wordsOf(sentence.slice(0, mention.start)))) return true;
    const [first] = await lexicon.kindsOf(mention.text);
    if (first?.has(requirement.kind!)) return true;
  }
  return false;
}
