import { InputError } from '../../core/errors.js';
import type { Answer } from '../../core/answer.js';
import type { Passage } from '../../core/passage.js';
import { englishList } from '../../text/english-list.js';
import { withoutTimeClauses } from '../../text/time-clauses.js';
import { splitSentences } from '../../text/punkt-sentence-splitter.js';
import { describedNames, descriptionsBeforeNames, subjectDescriptions, withoutDescriptionsBeforeNames, withoutSubjectDescriptions } from '../../text/subject-descriptions.js';
import { cosineSimilarity } from '../../../retrievers/dense/vector-math.js';
import { bm25Tokens } from '../../../retrievers/sparse/bm25-tokenize.js';
import { porterStem } from '../../text/porter-stemmer.js';
import { alceAnswer } from '../alce/alce-answer.js';
import { integerOption, requirePassages } from '../alce/alce-settings.js';
import type { Strategy } from '../../core/strategy.js';
import { strategyRegistry } from '../strategy-registry.js';
import { askedKeys, contentKeys, namesInPassages } from './passage-relevance.js';
import { wordnetLexicon, type Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { expectedAnswer, type ExpectedAnswer } from '../answer-type/expected-answer.js';
import { keepsOrderWords, orderWordPicks, orderWords, speaksOfNonePicked, type OrderPick } from '../answer-type/order-words.js';
import { countedNoun, countQualifier, saysQualifier, statesCountOf } from '../answer-type/states-count.js';
import { asksAmount, statesAmount } from '../answer-type/states-amount.js';
import { asksMagnitude, statesMagnitude } from '../answer-type/states-magnitude.js';
import { nounType } from '../answer-type/answer-type.js';
import { sentenceHoldsType } from '../answer-type/sentence-holds-type.js';
import { textSaysKind } from '../answer-type/text-says-kind.js';
import { ASKS_WHAT_LIKE, saysQuality } from './says-quality.js';
import { askedKindCheck } from './asked-kind-check.js';
import { askedDoerVerb, opensWithDoer, usesVerbWithoutDoer } from './unsaid-doer.js';
import { askedKind } from '../answer-type/asked-kind.js';
import { namedAnswerOf, namesAnswer } from './named-answer.js';
import { fitsDescriptions } from './described-subject.js';
import { namesAnother, namesAnotherPerson, namesAnotherThing, openingName, opensWithOtherPerson, opensWithRelativeOf, relationOnlyOfOthers } from './relation-of-other.js';
import { askedNoun } from '../answer-type/asked-noun.js';
import { isRelationWord, oneHopLabels, relationSynonymsLoaded } from '../extractive-kg/relation-chain.js';
import { relativeFocus } from '../extractive-kg/relative-focus.js';
import { relationVerbsIn } from '../extractive-kg/verb-relations.js';
import { isFillerWord } from '../extractive-kg/question-aspects.js';
import { propertyCues } from '../extractive-kg/property-cues.js';
import { taggedTokens } from '../../text/wink.js';
import escapeStringRegexp from 'escape-string-regexp';
import { namePattern } from '../../text/name-pattern.js';
import { casedQuestion, namesGivenBy, withGivenNamesCased, withRelativeNamesCased } from './cased-question.js';
import { introducesRelativeBy, namesRelation, namesRelationThen } from './names-relation.js';
import { askedPlaceKind, namesPlaceOfKind } from './names-place-of-kind.js';
import { saysPlace } from './says-place.js';
import { askedVerbs, givesObjectOf } from './asked-verb-object.js';
import { definedByAskedWord } from './defined-by-asked-word.js';
import { datesEvent } from './date-of-event.js';
import { namesDoerOfDeed } from './deed-of-named.js';
import { isLightVerb, isVerbOfMeaning, LIGHT_VERB_SENSES } from './light-verb.js';
import { askedCauseVerb, usesVerbWithoutCause } from './stranded-preposition.js';
import { relativesNamed, withRelativesNamed } from './relatives-by-name.js';
import { calledInPassage, nameWords, namesPerson, sentenceSubjects, sharesName, titleIsPerson, withReferent } from './sentence-subject.js';

/**
 * Weight of term overlap beside embedding similarity. USE-lite alone often prefers a passage's opening sentence
 * ("X was a physicist…") to the one holding the asked-for fact; the question's content words (stemmed, as BM25
 * sees them) that a sentence contains, each weighted by its rarity among the candidate sentences, pull the
 * fact-bearing sentence up: the person's name is in every sentence, "polonium" only in the one that answers.
 */
const OVERLAP_WEIGHT = 0.5;

function idfWeightedOverlap(questionTerms: string[], sentenceTerms: Set<string>[]): number[] {
  const count = sentenceTerms.length;
  const idf = new Map(
    questionTerms.map((term) => {
      const df = sentenceTerms.filter((terms) => terms.has(term)).length;
      return [term, Math.log(1 + count / (df + 1))];
    }),
  );
  const total = [...idf.values()].reduce((sum, weight) => sum + weight, 0);
  return sentenceTerms.map((terms) =>
    total === 0 ? 0 : questionTerms.reduce((sum, term) => sum + (terms.has(term) ? idf.get(term)! : 0), 0) / total,
  );
}

/**
 * Question keys (stems, lemmas, words of its nouns, adjectives and numbers) a sentence about a person the question
 * does not name must share with a "who" question to answer it: "letter", "Heiligenstadt" and "1802" do; "near
 * Isaac Newton" for "Who was the father of Isaac Newton?" shares none.
 */
const UNNAMED_PERSON_OVERLAP = 3;

/** Stems shorter than this are too short to say that two words are one ("art" / "artist"). */
const MIN_SHARED_STEM = 5;

/**
 * Whether a sentence has one of the asked keys, a stem that begins another counting too: Porter leaves "married" as
 * "marri" and "marriage" as "marriag", and WordNet does not derive one from the other.
 */
function sharesKey(sentenceKeys: ReadonlySet<string>, asked: ReadonlySet<string>): boolean {
  for (const key of sentenceKeys) {
    if (asked.has(key)) return true;
    for (const other of asked) {
      const [short, long] = key.length <= other.length ? [key, other] : [other, key];
      if (short.length >= MIN_SHARED_STEM && long.startsWith(short)) return true;
    }
  }
  return false;
}

/** "the name of", "the names of": the question asks for whatever follows. */
const NAME_OF = /\bnames?\s+of\b/giu;
/** "What was X's mother called?": a naming verb at the end asks for a name, as "the name of" does. */
const CALLED_AT_END = /\b(?:called|named|known\s+as)(?=\s*[?.!]*\s*$)/giu;

/** An interrogative word: without one, a question is a request ("Tell me about X", "Describe X"). */
const QUESTION_WORD = /\b(?:who|whom|whose|what|which|when|where|why|how)\b/i;
/** Sentences this short are headings or fragments, never an answer; "She never married." is one of three words. */
const MIN_SENTENCE_WORDS = 3;
/** Words that deny what a sentence's verb says ("never married", "did not marry"). */
const NEGATION = /\b(?:never|not|no)\b|n['’]t\b/iu;
/** Hypernym steps a sentence's verb is read up to for an asked verb ("assassinate" → kill); two reach too far ("marry" → unite → join). */
const VERB_KIND_DEPTH = 1;

/** Pronouns a passive's subject may be alone, standing for whom the sentence is about. */
const SUBJECT_PRONOUNS = new Set(['he', 'she', 'they']);

/**
 * Whether the verb at `i` is passive — a form of "be" or "get" before it, adverbs between ("was tragically killed",
 * "got shot") — with a subject that is someone the question names (a word of `askedNameWords`) or a bare pronoun:
 * "his father was assassinated" says nothing of what X underwent.
 */
function isAskedPassiveAt(tokens: { lemmas: readonly string[]; normals: readonly string[]; pos: readonly string[] }, i: number, askedNameWords: ReadonlySet<string>): boolean {
  const { lemmas, normals, pos } = tokens;
  let j = i - 1;
  while (j >= 0 && pos[j] === 'ADV') j -= 1;
  if (j < 0 || (lemmas[j]!.toLowerCase() !== 'be' && lemmas[j]!.toLowerCase() !== 'get')) return false;
  let start = j;
  while (start > 0 && !/^[,;:]$/u.test(normals[start - 1]!) && pos[start - 1] !== 'VERB' && pos[start - 1] !== 'SCONJ' && pos[start - 1] !== 'CCONJ') start -= 1;
  const subject = normals.slice(start, j).filter((word) => /\p{L}/u.test(word));
  return subject.some((word) => askedNameWords.has(word)) || (subject.length === 1 && SUBJECT_PRONOUNS.has(subject[0]!));
}
/** Content words of a later part of the question (not the asked people's names) a sentence must say to answer it. */
const LATER_PART_OVERLAP = 2;
/** ", and which …": where a question's later part starts, asking something of its own. */
const LATER_PART = /(?:,\s*|\s)(?:and|but)\s+(?=(?:(?:in|on|at|with|by|from|for|to|of|under)\s+)?(?:how|what|when|where|who|whom|whose|which|why)\b)/iu;

/**
 * The parts of a question after its first, each with the content keys of each of its words and the answer it expects:
 * "…, and at which Games did he light the Olympic flame?". None for a question of one part.
 */
async function laterQuestionParts(question: string, lexicon: Lexicon): Promise<{ text: string; words: Set<string>[]; expected: ExpectedAnswer | undefined }[]> {
  const [, ...later] = question.split(LATER_PART);
  const wordsOf = (text: string): Set<string>[] => (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => contentKeys(word)).filter((keys) => keys.size > 0);
  return Promise.all(later.map(async (text) => ({ text, words: wordsOf(text), expected: await expectedAnswer(text, lexicon) })));
}

/** WordNet's lexicographer files of nouns that name a deed ("death", "arrival", "marriage"). */
const DEED_NOUN_FILES = new Set(['noun.event', 'noun.act', 'noun.state']);
/** Answer types that belong to an event the question states ("when did X marry" asks the marriage's date). */
const EVENT_TYPES = new Set(['date', 'quantity']);

interface Candidate {
  sentence: string;
  passage: number;
  score: number;
  /** It speaks of someone only by a pronoun, who is `referent` when known. */
  hasPronoun: boolean;
  referent?: string;
  /** The sentence as its passage writes it; `sentence` names the relatives it speaks of by the relation only. */
  quoted: string;
}

/**
 * An answer that says the passages do not answer, marked [NA] as KaLMA marks what the sources cannot support, so no
 * unrelated sentence is passed off as an answer.
 */
function notAnswered(question: string, shown: Passage[], sentence: string): Answer {
  return {
    ...alceAnswer(question, 'extractive', '', shown, []),
    text: `${sentence.replace(/\.$/, '')} [NA].`,
    statements: [{ text: sentence, citations: [{ kind: 'na' }] }],
  };
}

/**
 * The question without what it says to pick out its subject: "X, the Irish revolutionary," and "the film composer
 * X" — a description before a name only when its head is a kind of person ("the speech Nehru gave" asks for the
 * speech).
 */
export async function withoutDescriptions(question: string, lexicon: Lexicon): Promise<{ plain: string; descriptions: string[] }> {
  const after = withoutSubjectDescriptions(question);
  const before: string[] = [];
  // A relation word ("the daughter Mileva Marić had") says whom the question asks for, not who its subject is.
  for (const found of descriptionsBeforeNames(after)) if (!isRelationWord(found.head) && (await nounType(found.head, lexicon)) === 'person') before.push(found.text);
  return {
    plain: before.length > 0 ? withoutDescriptionsBeforeNames(after, before) : after,
    descriptions: [...subjectDescriptions(question), ...before],
  };
}

/** Whether a text names a person by their full name or by the last word of it ("Darwin"). */
function mentionsName(text: string, name: string): boolean {
  const last = name.trim().split(/\s+/).at(-1) ?? name;
  return namePattern(name).test(text) || namePattern(last).test(text);
}

/**
 * Whether a passage names a person: by their full name or surname, but where the passage's own subject bears that
 * surname ("Serena Williams" for John Williams) the surname alone is the subject's, so by the full name or the given
 * name only.
 */
function passageNames(passage: Passage, name: string): boolean {
  const words = name.trim().split(/\s+/);
  const titleWords = passage.title.trim().split(/\s+/);
  if (words.length < 2 || titleWords.at(-1) !== words.at(-1)) return mentionsName(passage.text, name);
  return namePattern(name).test(passage.text) || namePattern(words[0]!).test(passage.text);
}

/**
 * Whether every word WordNet knows as a verb is one of many senses (a light verb: "get", "have"), and one is. Forms
 * it does not know ("got" beside the key "get") are left to their lemma.
 */
async function everyVerbLight(words: readonly string[], lexicon: Lexicon): Promise<boolean> {
  let light = false;
  for (const word of words) {
    const senses = (await lexicon.definitions(word, 'v')).length;
    if (senses === 0) continue;
    if (senses <= LIGHT_VERB_SENSES) return false;
    light = true;
  }
  return light;
}

/** Whether one of the words is a light verb ("pass" among the keys of "passing"). */
async function someVerbLight(words: readonly string[], lexicon: Lexicon): Promise<boolean> {
  for (const word of words) if (await isLightVerb(word, lexicon)) return true;
  return false;
}

/** Whether a word WordNet knows as a verb of few senses is among the words ("sail", not "do", "get" or "actually"). */
async function hasVerbOfMeaning(words: readonly string[], lexicon: Lexicon): Promise<boolean> {
  for (const word of words) if (await isVerbOfMeaning(word, lexicon)) return true;
  return false;
}

/** "What was the cause of X's death?": the noun whose cause is asked, the last word of the question after "cause of". */
const CAUSE_OF = /\bcause\s+of\b[^?]*?(\p{L}+)\s*[?.!]*\s*$/iu;

/**
 * The verbs of the noun whose cause the question asks ("the cause of X's death" → die, decease), as "What did X die
 * of?" asks the verb's: the WordNet derivations of the noun that are verbs of few senses.
 */
async function causeOfNounVerbs(question: string, lexicon: Lexicon): Promise<string[]> {
  const noun = CAUSE_OF.exec(question)?.[1]?.toLowerCase();
  if (!noun) return [];
  const verbs: string[] = [];
  for (const word of await lexicon.related(noun, 'n', { derivationsOnly: true })) {
    if (word !== noun && !word.includes(' ') && (await isVerbOfMeaning(word, lexicon))) verbs.push(word);
  }
  return verbs;
}

/** `Text.` → `Text [n].`: the marker goes before the final punctuation so ALCE's splitter keeps it in the sentence. */
export function citeSentence(sentence: string, citation: number): string {
  const match = /([.!?]["'”’)\]]*)$/.exec(sentence);
  return match ? `${sentence.slice(0, match.index)} [${citation}]${match[1]}` : `${sentence} [${citation}].`;
}

/**
 * How a sentence names a person the question names in full by part of that name: the first words of it, two or more
 * ("Ellen Adler" for Ellen Adler Bohr), or the given name right after a relation word in a passage about someone of
 * the person's surname ("his father Hermann" in Albert Einstein's passage, for Hermann Einstein). Undefined where it
 * does not, or names them in full.
 */
function shortNameIn(sentence: string, name: string, passageTitle: string): string | undefined {
  const words = name.trim().split(/\s+/);
  if (words.length < 2 || namePattern(name).test(sentence)) return undefined;
  for (let k = words.length - 1; k >= 2; k -= 1) {
    const prefix = words.slice(0, k).join(' ');
    if (namePattern(prefix).test(sentence)) return prefix;
  }
  if (words.at(-1) !== passageTitle.trim().split(/\s+/).at(-1)) return undefined;
  const given = words[0]!;
  const after = new RegExp(`(?<![\\p{L}])(\\p{L}+)\\s+${escapeStringRegexp(given)}(?![\\p{L}])`, 'u').exec(sentence);
  return after && isRelationWord(after[1]!.toLowerCase()) ? given : undefined;
}

/**
 * The stretches between commas of a sentence that name the person, each with the one after it where the name ends
 * its stretch: "his father, Len Williams, an English guitarist" speaks of Len Williams in its apposition too.
 */
function stretchNaming(sentence: string, name: string): string {
  const stretches = sentence.split(/[,;]/u);
  const pattern = namePattern(name);
  const ending = new RegExp(`${pattern.source}\\s*$`, pattern.flags);
  return stretches.flatMap((stretch, i) => (!pattern.test(stretch) ? [] : ending.test(stretch) && i + 1 < stretches.length ? [stretch, stretches[i + 1]!] : [stretch])).join(' ');
}

/**
 * Offline answering without a language model: the sentences of the top passages most similar to the question
 * (embedding similarity by the embedder, USE-lite by default, plus term overlap), best first, each citing the passage it came from, until the word
 * budget (`maxWords`, 150) or `maxSentences` (5) is reached, keeping only sentences scoring at least
 * `minRelativeScore` (0.6) of the best. The three were set on the tuning half of the bundled questions: from 80 / 3 /
 * 0.75 they answered 7 more of them (the sentence that answers often ranks below one that only shares the question's
 * words, "Who first taught X?" below "X studied with Y") and lost no [NA], since a sentence the checks refuse is never
 * kept, however long the budget. `alsoAbout` (names) widens what the question is about, e.g. with the
 * people a KG answer named. Extractive, so every citation is exact.
 */
export const extractiveStrategy: Strategy = {
  name: 'extractive',
  description: 'offline, no LLM: the passage sentences most similar to the question, each citing its passage',
  needs: { passages: true, embedder: true },
  async answer(question, context, deps, options = {}) {
    const embedder = deps.embedder;
    if (!embedder) throw new InputError('strategy extractive', 'needs an embedder (USE-lite is the offline default)');
    const ndoc = integerOption(options, 'ndoc', 5, 1);
    const maxWords = integerOption(options, 'maxWords', 150, 1);
    const maxSentences = integerOption(options, 'maxSentences', 5, 1);
    // Later sentences must score at least this share of the best one, so the budget is not filled with filler.
    const minRelativeScore = typeof options.minRelativeScore === 'number' ? options.minRelativeScore : 0.6;
    // A retriever that found nothing (no word of the question is in any passage) leaves nothing to answer from.
    if (context.passages?.length === 0) return notAnswered(question, [], 'No passage was retrieved for the question.');
    const shown: Passage[] = requirePassages(context.passages, 'extractive').slice(0, ndoc);
    const lexicon = wordnetLexicon();
    await relationSynonymsLoaded(lexicon);
    // The answer keeps the question as asked; the checks read it with the passages' capitals, and a relative's name
    // they never give with its own.
    const givenByPassages = namesGivenBy(shown);
    const cased = await withGivenNamesCased(await withRelativeNamesCased(casedQuestion(question, shown, givenByPassages), lexicon, isRelationWord), lexicon, givenByPassages);
    const candidates: Omit<Candidate, 'score'>[] = [];
    const sentencesOf = shown.map((passage) => splitSentences(passage.text).map((sentence) => sentence.trim()));
    // A relative the document names once ("married Johann Berchtold") is spoken of later by the relation only.
    const relativesByTitle = new Map<string, Map<string, Set<string>>>();
    for (const title of new Set(shown.map((passage) => passage.title))) {
      relativesByTitle.set(title, relativesNamed(shown.flatMap((other, i) => (other.title === title ? sentencesOf[i]! : [])), title));
    }
    for (const [index, passage] of shown.entries()) {
      const relatives = relativesByTitle.get(passage.title)!;
      // Every sentence is read for the names it gives, so a pronoun finds its person even after a short sentence.
      for (const subject of await sentenceSubjects(passage, sentencesOf[index]!, lexicon)) {
        if (subject.sentence.split(/\s+/).length >= MIN_SENTENCE_WORDS) candidates.push({ ...subject, sentence: withRelativesNamed(subject.sentence, relatives, passage.title), quoted: subject.sentence, passage: index });
      }
    }
    if (candidates.length === 0) return alceAnswer(question, 'extractive', '', shown, []);
    // A candidate's content words are read by several checks; winkNLP reads each sentence once.
    const sentenceKeys = new Map<string, Set<string>>();
    const keysOf = (sentence: string): Set<string> => {
      let keys = sentenceKeys.get(sentence);
      if (!keys) sentenceKeys.set(sentence, (keys = contentKeys(sentence)));
      return keys;
    };
    // `alsoAbout`: names known to answer part of the question (a KG's answer), read as if the question said them.
    const alsoAbout = Array.isArray(options.alsoAbout) ? options.alsoAbout.filter((name): name is string => typeof name === 'string') : [];
    // A description of the subject ("Michael Collins, the Irish revolutionary,") chose the passages; it is not what
    // the answer should be about, and its words would favour the sentence that repeats it.
    const { plain, descriptions } = await withoutDescriptions(cased, lexicon);
    const asking = alsoAbout.length > 0 ? `${plain} ${alsoAbout.join(', ')}` : plain;
    const { names, found, speaking: speakingOfNames } = namesInPassages(asking, shown);
    // A same-name person the question's description does not fit ("the film composer" beside "(guitarist)").
    const fits = fitsDescriptions(shown, descriptions);
    // A document split into passages speaks of a name in all of them: "Nannerl" or "Star Wars" may stand in another
    // passage of the same document than the one that answers.
    const speaksByTitle = speakingOfNames.map((speaks, i) => speaks || shown.some((other, j) => j !== i && other.title === shown[i]!.title && speakingOfNames[j]!));
    const speaking = speaksByTitle.map((speaks, i) => speaks && fits[i]!);
    if (names.length > 0 && found.length === 0) {
      return notAnswered(question, shown, `None of the retrieved passages mentions ${englishList(names)}.`);
    }
    // Only sentences that say something the question asks about, beyond whom it is about, may answer it; the asked
    // measure or noun counts in its WordNet relatives ("how deep" → depth, "population" → inhabitants).
    // "What was the name of X's mother?" asks for the mother: "name of" says only that a name is wanted, and
    // "named a programming language Ada" says nothing of it.
    // A time clause only dates what is asked, unless the rest asks nothing but a light verb: "what did X actually do
    // while he was in the air force?" asks what he did in the air force.
    const withoutNaming = (text: string): string => text.replace(NAME_OF, ' ').replace(CALLED_AT_END, ' ');
    const untimed = withoutTimeClauses(asking);
    let asked = askedKeys(withoutNaming(untimed), shown);
    if (asked.things.size === 0 && untimed !== asking && !(await hasVerbOfMeaning([...asked.all], lexicon))) asked = askedKeys(withoutNaming(asking), shown);
    // What the question asks about in its own words, before WordNet widens it.
    const ownThings = new Set(asked.things);
    const expected = await expectedAnswer(plain, lexicon);
    // The type's noun is widened by its WordNet relatives, unless it is a relation word (as the asked nouns below).
    const typeNoun = expected?.noun;
    const typeWords = [...(expected?.measure ?? []), ...(typeNoun ? (isRelationWord(typeNoun) ? [typeNoun] : await lexicon.related(typeNoun)) : [])];
    const answerWords = [...typeWords];
    // The asked nouns count in their WordNet relatives too: "the cause of death" is answered by "died of plague".
    // Another relation is never a relative: WordNet reaches "father" from "mother" through the verb "to mother".
    // A word of a name is no noun of the question: "Oracene Price" asks nothing of a cost.
    const nameKeys = contentKeys(names.join(' . '));
    // The asked type's noun is widened above by its synonyms; its derivations are other senses ("years" → "geezer",
    // "age"), which would make "eighty-nine years old" say the event of "between which years did X paint …".
    const typeNounStems = new Set([...contentKeys(typeNoun ?? '')].map(porterStem));
    for (const key of [...asked.things]) {
      if (nameKeys.has(key) || typeNounStems.has(porterStem(key))) continue;
      // A relation word is read by the relation checks; WordNet's relatives of it are other senses ("mother" → the
      // verb "to mother" → "generation").
      if (isRelationWord(key)) continue;
      // A verb WordNet gives with the copula ("be born" for "birth") is said by its participle: "born".
      // A word read as a verb of many senses ("passing", "going" for "death" are "pass", "go") says any of its other
      // senses: "passed the funds".
      for (const related of await lexicon.related(key, 'n', { derivationsOnly: true })) {
        const word = related.replace(/^be\s+(?=\p{L}+$)/u, '');
        if (word !== key && (isRelationWord(word) || (await someVerbLight([...contentKeys(word)], lexicon)))) continue;
        answerWords.push(word);
      }
    }
    // Phrases ("be known as") would bring in their every word; only single words count.
    for (const key of contentKeys(answerWords.filter((word) => !word.includes(' ')).join(' . '))) {
      asked.all.add(key);
      asked.things.add(key);
    }
    // A question that asks no thing ("What did X eat?") is held to its verbs, counted with their WordNet derivations
    // ("eat" → "eating"): a sentence with none of them does not say what X did.
    // A request with no question word ("Tell me about X") asks for anything about X: its verb is the request itself.
    const held = asked.things.size > 0 || (asked.all.size > 0 && QUESTION_WORD.test(plain));
    if (asked.things.size === 0) {
      const derived: string[] = [];
      for (const key of [...asked.all]) derived.push(...(await lexicon.related(key, 'v', { derivationsOnly: true })));
      // A two-word verb counts in its WordNet synonyms ("pass away" → die), as the KG side reads it.
      const words = plain.toLowerCase().match(/\p{L}+/gu) ?? [];
      for (const [i, word] of words.slice(1).entries()) derived.push(...(await lexicon.related(`${words[i]} ${word}`, 'v')));
      // A synonym of many senses ("go", "pass" and their "going", "passing" for "die") is reached through one of them
      // and says any of the others.
      const own = new Set(asked.all);
      for (const key of contentKeys(derived.filter((word) => !word.includes(' ')).join(' . '))) if (own.has(key) || !(await isLightVerb(key, lexicon))) asked.all.add(key);
    }
    // A verb of several words counts in its WordNet synonyms whatever else is asked: "Where was X laid to rest?" is
    // answered by "buried".
    const questionLemmas = taggedTokens(plain.toLowerCase()).lemmas.filter((lemma) => /^\p{L}+$/u.test(lemma));
    const phraseSynonyms: string[] = [];
    for (let i = 0; i < questionLemmas.length; i += 1) {
      for (const length of [2, 3, 4]) {
        if (i + length > questionLemmas.length) continue;
        const related = await lexicon.related(questionLemmas.slice(i, i + length).join(' '), 'v');
        if (related.size > 1) phraseSynonyms.push(...related);
      }
    }
    for (const key of contentKeys(phraseSynonyms.filter((word) => !word.includes(' ')).join(' . '))) asked.all.add(key);
    // A verb says each verb it is a way of doing: "his father was assassinated" says he was killed. The sentence's keys
    // gain the question's own verbs (not WordNet's widening of its words) its verbs are kinds of (WordNet's
    // hypernyms), none of many senses ("go", "change").
    // `wayOfAsked`: the sentence's own words for them, which the date must stand next to ("assassinated … in 336 BC").
    // Whom a verb is done to undergoes what it brings about (WordNet's cause pointer), of the verb or of what it is a
    // way of doing: "his sister was killed" (kill → die) and "was murdered" (murder → kill → die) say she died.
    const questionKeys = contentKeys(plain);
    const askedNameWords = new Set(names.flatMap((name) => name.toLowerCase().match(/\p{L}+/gu) ?? []));
    const wayOfAsked = new Map<string, Set<string>>();
    for (const c of candidates) {
      const tagged = taggedTokens(c.sentence);
      const { pos: sentencePos, lemmas: sentenceLemmas } = tagged;
      for (const [i, lemma] of sentenceLemmas.entries()) {
        if (sentencePos[i] !== 'VERB') continue;
        const kinds = await lexicon.verbHypernyms(lemma.toLowerCase(), VERB_KIND_DEPTH);
        const undergone = isAskedPassiveAt(tagged, i, askedNameWords) ? await Promise.all([lemma.toLowerCase(), ...kinds].map((verb) => lexicon.verbResults(verb))) : [];
        for (const kind of [...kinds, ...undergone.flat()]) {
          if (kind.includes(' ') || !asked.all.has(kind) || !questionKeys.has(kind) || (await isLightVerb(kind, lexicon))) continue;
          for (const key of contentKeys(kind)) keysOf(c.sentence).add(key);
          wayOfAsked.set(c.sentence, new Set([...(wayOfAsked.get(c.sentence) ?? []), lemma.toLowerCase()]));
        }
      }
    }
    // "the mother of X" asks X's mother: a sentence that says "mother" only of someone else does not answer it.
    // A relative in a time clause ("after her husband died, what did she do?") only dates what is asked.
    const plainUntimed = withoutTimeClauses(plain);
    const relationWords = [...new Set(plainUntimed.toLowerCase().match(/\p{L}+/gu) ?? [])].filter(isRelationWord);
    // "What was the name of …" is answered only by a sentence that gives a name other than whom it asks about.
    const asksName = new RegExp(NAME_OF.source, 'iu').test(plain) || new RegExp(CALLED_AT_END.source, 'iu').test(plain);
    const askedPeople: string[] = [];
    // "Cavatina, the piece …": a name the question describes as a thing is no one's, whatever WordNet makes of it.
    const describedAsThings = new Set<string>();
    for (const { name, head } of describedNames(cased)) {
      const [first] = await lexicon.kindsOf(head, { senses: 1 });
      if (first !== undefined && !first.has('person')) describedAsThings.add(name);
    }
    // A name is a person's where WordNet says so, or where a passage shown is about a person of that name: "Artemisia"
    // is a plant to WordNet, but the passage of Artemisia Gentileschi says who she is.
    const personTitles: string[] = [];
    for (const passage of shown) if (!personTitles.includes(passage.title) && (await titleIsPerson(passage.title, lexicon))) personTitles.push(passage.title);
    // The name's words as the title writes them, in order: "Anna Maria" is not "Maria Anna Mozart".
    const titledPerson = (name: string): boolean => personTitles.some((title) => ` ${title} `.includes(` ${name} `));
    for (const name of names) if (!describedAsThings.has(name.split(/\s+/).at(-1)!) && (titledPerson(name) || (await titleIsPerson(name, lexicon)))) askedPeople.push(name);
    const kind = await askedKindCheck(plain, names, shown, candidates, lexicon);
    // "Who co-wrote the plan with X?" is not answered by "he co-wrote a plan", nor "What illness …" by "after a short
    // illness": a question asking for someone or something in particular needs a sentence that names it.
    const namedAnswer = await namedAnswerOf(plain, expected, await askedKind(plain, lexicon), held, lexicon);
    const naming = new Set<string>();
    // An opening pronoun is read as whom it stands for ("He designed the line" names Tomas Vell), unless that is
    // whom the question asks about.
    const readAs = (c: Omit<Candidate, 'score'>): string => (c.referent && !sharesName(c.referent, names) ? withReferent(c.sentence, c.referent) : c.sentence);
    if (namedAnswer) for (const c of candidates) if (await namesAnswer(readAs(c), namedAnswer, cased, lexicon)) naming.add(c.sentence);
    // "Who was X's best friend?" is not answered by "a friend paid his ransom": a word of order or preference in the
    // question must be in the sentence too, where the sentence speaks of what the word picks ("Don Giovanni premiered
    // in Prague" says no performance that could be another than the first).
    // An order word that picks a relative the question only mentions ("What business did X run with his second
    // wife?") says which relative, not which answer; it is the answer's only when the question asks who.
    const asksWho = /^\s*(?:who|whom)\b/i.test(plain);
    const orderingPicks: OrderPick[] = [];
    for (const pick of orderWordPicks(plain, (noun) => !asksWho && isRelationWord(noun))) {
      orderingPicks.push(pick.noun ? { ...pick, nounForms: [...(await lexicon.related(pick.noun, 'n', { derivationsOnly: true }))] } : pick);
    }
    const ordering = [...new Set(orderingPicks.map((pick) => pick.word))];
    // "When did Aristotle's wife Pythias die?" is asked of the wife: a sentence about Aristotle himself answers it
    // only where it speaks of her, by the relation word or her name ("Aristotle died there" does not).
    const focus = relativeFocus(plain, names, isFillerWord);
    const relativeNameWords = new Set(focus?.relativeName ? taggedTokens(focus.relativeName).normals : []);
    // The relation word's forms; a named relative is checked by name instead.
    const relativeWords = new Set(focus ? taggedTokens(focus.word).lemmas : []);
    // What is asked of the relative must be said too: "he had three children, Blandine, Cosima and Daniel" names the
    // son but not what he died of.
    const askedOfRelative = focus ? contentKeys(focus.asked.join(' . ')) : new Set<string>();
    const focusLabels = new Set(focus?.labels ?? []);
    // "What did X's dad do for a living?" is answered by the noun the relative is introduced with: "his father, a
    // goldsmith", "the son of a bookbinder" (the words a cue reads as the occupation say no more).
    const asksOccupation = focus !== undefined && focus.asked.length > 0 && focus.asked.every((word) => isFillerWord(word) || propertyCues(word).includes('occupation'));
    const introducing = new Set(asksOccupation ? candidates.filter((c) => introducesRelativeBy(c.sentence, focusLabels)).map((c) => c.sentence) : []);
    // "What illness did X's son have?" is said of him by a kind of illness: "who suffered from schizophrenia" (a common
    // noun: "ETH Zurich" names a city, but says nothing of where he was born).
    const askedKindOfRelative = new Set<string>();
    for (const word of focus?.asked ?? []) {
      if (isFillerWord(word) || (await lexicon.kindsOf(word)).length === 0) continue;
      for (const c of candidates) if (!askedKindOfRelative.has(c.sentence) && (await textSaysKind(c.sentence, word, lexicon, { commonNounsOnly: true }))) askedKindOfRelative.add(c.sentence);
    }
    const speaksOfRelative = (c: Omit<Candidate, 'score'>): boolean => {
      if (!focus) return true;
      const keys = keysOf(c.sentence);
      // "How many children did X's father Charles have with Emma?" counts the relative's children: a count of them
      // ("The couple had ten children") says what is asked, whoever else the question names.
      if (askedOfRelative.size > 0 && ![...askedOfRelative].some((key) => keys.has(key)) && !introducing.has(c.sentence) && !askedKindOfRelative.has(c.sentence) && !counting.has(c.sentence)) return false;
      const subject = c.referent ?? shown[c.passage]!.title;
      // The relative's own sentences ("Pythias died …" in her passage) speak of her; so, when the question does not
      // name the relative, may those of another person whose passage names X (it may be the relative's). X's own
      // sentences, and those of a passage that never names X, must say her.
      if (focus.relativeName && sharesName(subject, [focus.relativeName])) return true;
      if (!focus.relativeName && !sharesName(subject, [focus.name]) && passageNames(shown[c.passage]!, focus.name)) return true;
      // Whom the KG answer named (`alsoAbout`) may be the relative: "Serena Williams married Alexis Ohanian, a
      // co-founder of Reddit" speaks of her husband.
      // By the whole name, or by a surname no other given name stands before where no asked person bears it too: a
      // relative shares the surname ("Mozart fell ill" is no word of his mother's).
      const surname = (name: string): string | undefined => nameWords(name).at(-1);
      const namedBy = (name: string): boolean =>
        namePattern(name).test(c.sentence) || (namesPerson(c.sentence, name) && !askedPeople.some((person) => person !== name && surname(person) === surname(name)));
      if (alsoAbout.some((name) => sharesName(subject, [name]) || namedBy(name))) return true;
      const { lemmas, normals } = taggedTokens(c.sentence);
      // The question names the relative ("X's younger son Eduard"): the sentence must name them too, since another
      // son ("Hans Albert, the elder son") is also a son.
      if (focus.relativeName) return mentionsName(c.sentence, focus.relativeName) || normals.some((word) => relativeNameWords.has(word));
      if ([...lemmas, ...normals].some((word) => relativeWords.has(word))) return true;
      // A verb that states the relation ("married" for a husband) speaks of the relative as well, and so does the
      // relation named, when what is asked follows it ("the son of Giovanni Santi, a painter at the court of …").
      return [...relationVerbsIn(c.sentence).values()].some((relation) => focus.labels.includes(relation.subject) || focus.labels.includes(relation.object)) || namesRelationThen(c.sentence, focusLabels, askedOfRelative) || introducing.has(c.sentence);
    };
    // "In what year did X start studying physics in Zurich?" is not answered by "she died in Zurich in 1948": a date
    // is a date of something, and a sentence sharing only the question's names (or the asked type's own words, "in
    // his last years") gives the date of something else.
    const typeKeys = contentKeys(typeWords.join(' . '));
    // Keys of a letter or two are particles of names ("de'") or pieces of words, not words of the event.
    const eventKeys = EVENT_TYPES.has(expected?.type ?? '') ? [...asked.all].filter((key) => key.length > 2 && !nameKeys.has(key) && !typeKeys.has(key) && !typeNounStems.has(porterStem(key))) : [];
    // "How old was X when she got her first Grand Slam?": a verb of many senses ("get", "have") says no event of its
    // own; the thing it takes, named, says which. So does a phrasal verb of one ("when did Pride and Prejudice come
    // out"), whose WordNet synonyms ("surface", "open") are those of another sense.
    const { pos: askedPos, lemmas: askedLemmas, normals: askedNormals } = taggedTokens(plainUntimed);
    const ownVerbs = askedLemmas.filter((_, i) => askedPos[i] === 'VERB').map((lemma) => lemma.toLowerCase());
    if (eventKeys.length > 0 && ((await everyVerbLight(eventKeys, lexicon)) || (ownVerbs.length > 0 && (await everyVerbLight(ownVerbs, lexicon))))) {
      const things = names.filter((name) => !askedPeople.includes(name));
      eventKeys.push(...[...contentKeys(things.join(' . '))].filter((key) => key.length > 2));
    }
    // The question's own verbs of some meaning, as written and as lemmas ("born", "bear"): what the asked person did.
    const deedKeys = new Set<string>();
    for (const [i, lemma] of askedLemmas.entries()) {
      if (askedPos[i] !== 'VERB' || (await isLightVerb(lemma.toLowerCase(), lexicon))) continue;
      for (const key of contentKeys(`${lemma} . ${askedNormals[i]}`)) deedKeys.add(key);
      // The deed may be said by its noun, an event, act or state ("her husband's death in 1801" for "When did he
      // die?"); not by its doer ("painter") or its work ("painting"), which other deeds have too.
      const nouns: string[] = [];
      for (const word of await lexicon.related(lemma.toLowerCase(), 'v', { derivationsOnly: true })) {
        if (!word.includes(' ') && DEED_NOUN_FILES.has((await lexicon.fileOf(word)) ?? '')) nouns.push(word);
      }
      for (const key of contentKeys(nouns.join(' . '))) if (!(await isLightVerb(key, lexicon))) deedKeys.add(key);
    }
    // …and so may the event a date or number is asked of.
    if (eventKeys.length > 0) eventKeys.push(...[...deedKeys].filter((key) => key.length > 2 && !eventKeys.includes(key) && !nameKeys.has(key)));
    // The counted noun is a word of the event ("How many children did Constanze bear?") in whatever words a count of
    // it is given: "five daughters" for "how many girls".
    const countedHead = expected?.count ? countedNoun(plain) : undefined;
    const counting = new Set<string>();
    if (countedHead && eventKeys.length > 0) for (const c of candidates) if (await statesCountOf(c.sentence, countedHead, lexicon)) counting.add(c.sentence);
    // A sentence may say a word of the question in other words: "corresponded" for "exchange letters". Only the
    // question's own words count, not WordNet's widening of them, nor names or the asked type's words.
    const ownKeys = new Set([...contentKeys(plainUntimed)].filter((key) => asked.all.has(key) && !nameKeys.has(key) && !typeKeys.has(key)));
    const defining = new Set<string>();
    if (ownKeys.size > 0) for (const c of candidates) if (await definedByAskedWord(c.sentence, ownKeys, lexicon)) defining.add(c.sentence);
    // A stem that begins another counts, as for the held words: "apprenticed" says "apprenticeship".
    const eventKeySet = new Set(eventKeys);
    // "In what year was X awarded the Nobel Prize in Physics?" is answered by "earned him the Nobel Prize in Physics
    // in 1922": a thing of several words the question names after the person it asks of ("did X move into the White
    // House") says the event in whatever verb, where a sentence names it whole. One word ("leave Pisa") may be a
    // place of anything.
    const lowerUntimed = plainUntimed.toLowerCase();
    const endOfName = (name: string): number => {
      const at = lowerUntimed.indexOf(name.toLowerCase());
      return at < 0 ? -1 : at + name.length;
    };
    const personEnd = Math.max(-1, ...askedPeople.map(endOfName));
    const eventThings =
      eventKeys.length === 0 || personEnd < 0
        ? []
        : names.filter((name) => !askedPeople.includes(name) && name.trim().split(/\s+/).length > 1 && lowerUntimed.indexOf(name.toLowerCase(), personEnd) >= personEnd);
    const namesEventThing = (sentence: string): boolean => eventThings.some((name) => namePattern(name).test(sentence));
    const eventThingWords = eventThings.flatMap((name) => name.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
    const saysEvent = (sentence: string): boolean =>
      eventKeys.length === 0 || defining.has(sentence) || counting.has(sentence) || sharesKey(keysOf(sentence), eventKeySet) || namesEventThing(sentence);
    // "Who was X's wife?" is addressed by a verb of the relation: "X never married".
    const askedLabels = new Set(relationWords.flatMap(oneHopLabels));
    const saysAskedRelation = (sentence: string): boolean =>
      askedLabels.size > 0 &&
      ([...relationVerbsIn(sentence).values()].some((relation) => askedLabels.has(relation.subject) || askedLabels.has(relation.object)) || namesRelation(sentence, askedLabels));
    // "X never married" answers "Who was X's wife?" without naming anyone.
    const deniesAskedRelation = (sentence: string): boolean => NEGATION.test(sentence) && saysAskedRelation(sentence);
    // "Which painter covered up the nudes in the Last Judgment?" is not addressed by "apprenticed to the painter
    // Ghirlandaio": when the question asks more than its kind, the kind's words (and WordNet's relatives of them) say
    // what the answer is, not what it is about.
    const kindWords = namedAnswer?.kind ? [namedAnswer.kind, ...(await lexicon.related(namedAnswer.kind, 'n', { derivationsOnly: true }))] : [];
    const kindKeys = new Set([...contentKeys(kindWords.filter((word) => !word.includes(' ')).join(' . ')), ...typeKeys]);
    const asksBeyondKind = kindKeys.size > 0 && [...ownThings].some((key) => !kindKeys.has(key) && !nameKeys.has(key));
    const heldKeys = asksBeyondKind ? new Set([...asked.all].filter((key) => !kindKeys.has(key))) : asked.all;
    // So does a relation word that is the kind: "the student who broke X's vase" is not addressed by "she studied
    // under Ugo Brand", which says the relation and nothing of the vase.
    const holdsByRelation = !asksBeyondKind || !isRelationWord(namedAnswer?.kind ?? '');
    // A word of a name the question gives holds a sentence only where the sentence writes it as a name: "the king's
    // flute playing" says nothing of The Magic Flute.
    // "What was X like?" asks a quality: its "like" is no verb, and a sentence giving X a quality holds it.
    const asksQuality = ASKS_WHAT_LIKE.test(plain);
    const likeKeys = asksQuality ? contentKeys('like') : new Set<string>();
    const heldWords = new Set([...heldKeys].filter((key) => !nameKeys.has(key) && !likeKeys.has(key)));
    const givingQuality = new Set<string>();
    if (asksQuality) for (const c of candidates) if (await saysQuality(c.sentence, lexicon)) givingQuality.add(c.sentence);
    const heldNameWords = new Set([...heldKeys].filter((key) => nameKeys.has(key)));
    const saysHeldWord = (sentence: string): boolean =>
      sharesKey(keysOf(sentence), heldWords) || (heldNameWords.size > 0 && sharesKey(contentKeys((sentence.match(/\p{Lu}[\p{L}'’-]*/gu) ?? []).join(' . ')), heldNameWords));
    // "What business did X run?" is answered by "she ran a nail salon" where WordNet files the salon under no business.
    const askedVerbsOfKind = askedVerbs(plain);
    // "Which Swedish port …" is answered by a place of that kind, not by "Sweden".
    const placeKind = await askedPlaceKind(plain, expected, lexicon);
    const placing = new Set<string>();
    if (placeKind) for (const c of candidates) if (await namesPlaceOfKind(readAs(c), placeKind, lexicon)) placing.add(c.sentence);
    // "Where did X first meet Y?" is not answered by "X met Y in 1833": a place is asked, and the sentence says none.
    const asksWhere = expected?.type === 'place' && !placeKind && /\bwhere\b/iu.test(plain);
    const sayingPlace = new Set<string>();
    if (asksWhere) for (const c of candidates) if (await saysPlace(c.sentence, lexicon)) sayingPlace.add(c.sentence);
    // "What did X die of?" is not answered by "X died in Salzburg in 1787".
    // So is "What was the cause of X's death?" by "X died in Zurich".
    const askedVerb = askedCauseVerb(plain);
    const causeVerbs = askedVerb ? [askedVerb] : await causeOfNounVerbs(plain, lexicon);
    // Their nouns ("death" for "die") say them too: "until his death in 1964" gives no cause.
    const causeNouns = new Set<string>();
    for (const verb of causeVerbs) for (const word of await lexicon.related(verb, 'v', { derivationsOnly: true })) if (word !== verb && !word.includes(' ')) causeNouns.add(word);
    // "What was the name of X's farm?" asks a thing's name, which a person's ("Thomas Jefferson") is not.
    const namedNoun = asksName && relationWords.length === 0 ? (await askedNoun(withoutNaming(plain), lexicon))?.noun : undefined;
    const asksThingName = namedNoun !== undefined && namedNoun !== 'name' && (await lexicon.kindsOf(namedNoun, { senses: 1 }))[0]?.has('person') !== true;
    const namingThing = new Set<string>();
    if (asksThingName) for (const c of candidates) if (await namesAnotherThing(c.sentence, [...names, shown[c.passage]!.title], lexicon)) namingThing.add(c.sentence);
    // "Who assassinated Philip II?" is not answered by "his father was assassinated": the asked doer is unsaid.
    const doerVerb = askedDoerVerb(plain);
    // "Who gave X his lessons?" asks who did it to X: "X gave up …" (or "He gave …" of X) says what X did.
    const doneByAsked = (c: Omit<Candidate, 'score'>): boolean => {
      if (!doerVerb) return false;
      const said = c.referent ? withReferent(c.sentence, c.referent) : c.sentence;
      return askedPeople.some((name) => opensWithDoer(said, name, doerVerb) || (c.referent !== undefined && sharesName(c.referent, [name]) && opensWithDoer(said, c.referent, doerVerb)));
    };
    const addresses = (c: Omit<Candidate, 'score'>): boolean =>
      saysEvent(c.sentence) &&
      !(doerVerb && (usesVerbWithoutDoer(c.sentence, doerVerb) || doneByAsked(c))) &&
      !causeVerbs.some((verb) => usesVerbWithoutCause(c.sentence, verb, causeNouns)) &&
      speaking[c.passage]! &&
      speaksOfRelative(c) &&
      keepsOrderWords(c.sentence, orderingPicks) &&
      (kind.allows(c) || givesObjectOf(c.sentence, askedVerbsOfKind) || introducing.has(c.sentence)) &&
      (!namedAnswer || naming.has(c.sentence) || deniesAskedRelation(c.sentence)) &&
      (!held || kind.names(c) || saysHeldWord(c.sentence) || (holdsByRelation && saysAskedRelation(c.sentence)) || defining.has(c.sentence) || givingQuality.has(c.sentence)) &&
      !relationOnlyOfOthers(c.sentence, relationWords, names, { possessorIsOther: opensWithOtherPerson(c.sentence, askedPeople) }) &&
      !opensWithRelativeOf(c.sentence, askedPeople, relationWords) &&
      (!asksName || (relationWords.length > 0 ? namesAnotherPerson(c.sentence, [...names, shown[c.passage]!.title]) : asksThingName ? namingThing.has(c.sentence) : namesAnother(c.sentence, [...names, shown[c.passage]!.title]))) &&
      (!placeKind || placing.has(c.sentence)) &&
      (!asksWhere || sayingPlace.has(c.sentence));
    const addressing = candidates.map(addresses);
    if (!addressing.some(Boolean)) return notAnswered(question, shown, 'None of the retrieved passages answers the question.');
    // A sentence is judged with its passage's title in front: "She won…" is about the title's subject, and the
    // subject's name then no longer favours the one sentence that happens to spell it out.
    const inContext = candidates.map((c) => `${shown[c.passage]!.title}. ${c.sentence}`);
    const [questionVector, ...vectors] = await embedder.embed([asking, ...inContext]);
    const overlap = idfWeightedOverlap([...new Set(bm25Tokens(asking))], inContext.map((text) => new Set(bm25Tokens(text))));
    const ranked: Candidate[] = candidates
      .map((candidate, i) => ({
        ...candidate,
        score: cosineSimilarity(vectors[i]!, questionVector!) + OVERLAP_WEIGHT * overlap[i]!,
      }))
      .filter((_, i) => addressing[i])
      .sort((left, right) => right.score - left.score || left.passage - right.passage);

    // A quantity is answered by a sentence that gives a number, a date by one that gives a date: when the text can
    // show the asked type and no sentence holds it, the passages do not say what is asked ("collecting beetles" gives
    // no number of beetles), however much else of the question a sentence repeats.
    let pool = expected ? ranked.filter((candidate) => sentenceHoldsType(candidate.sentence, expected.type, plain) !== false) : ranked;
    // Sentences where the order word picks a noun ("her first novel, Agnes Grey"), or that do not speak of what it
    // picks, come before those that only use it ("one of the first feminist novels; … at first"), when there are any.
    if (ordering.length > 0) {
      const picking = pool.filter((candidate) => {
        const said = orderWords(candidate.sentence);
        return ordering.every((word) => said.includes(word)) || speaksOfNonePicked(candidate.sentence, orderingPicks);
      });
      if (picking.length > 0) pool = picking;
    }
    // "How much was the cheque?" is answered by an amount ("2,000 florins"), not by any number ("seven titles").
    if (asksAmount(plain)) {
      const amounts = await Promise.all(pool.map((candidate) => statesAmount(candidate.sentence, lexicon)));
      pool = pool.filter((_, i) => amounts[i]);
    }
    // "How big was the block?" is answered by a size ("87 metres"), not "three years".
    if (expected?.measure && (await asksMagnitude(expected.measure, lexicon))) {
      const sizes = await Promise.all(pool.map((candidate) => statesMagnitude(candidate.sentence, lexicon)));
      pool = pool.filter((_, i) => sizes[i]);
    }
    // "How many horses …" is answered by a number of horses, not any number: "named one, Bucephala" counts none.
    const counted = expected?.count ? countedNoun(plain) : undefined;
    if (counted) {
      const qualifier = countQualifier(plain);
      const counts = await Promise.all(pool.map(async (candidate) => (await statesCountOf(candidate.sentence, counted, lexicon)) && (await saysQualifier(candidate.sentence, qualifier, lexicon))));
      pool = pool.filter((_, i) => counts[i]);
    }
    // "In what year did X start working for the Inghams?" is answered by a date of the working, not by another date in
    // the same sentence; a sentence saying the event in other words (by WordNet's gloss) is not held to its words.
    if (expected?.type === 'date' && eventKeys.length > 0) {
      const keys = new Set(eventKeys);
      // Only a person named in full: a place may be said otherwise ("in Florence" for the city's academy).
      // Whom a passage is about, under any name it gives them ("Nannerl" for Maria Anna Mozart), is no other name.
      // Nor is the person through whom the question names a relative ("Daniela von Bülow's mother Cosima"): the date is
      // of what the relative did.
      const throughWhom = focus?.relativeName ? focus.name : undefined;
      const otherNames = askedPeople.filter(
        (name) =>
          name.includes(' ') &&
          !shown.some((passage) => sharesName(passage.title, [name]) || calledInPassage(passage, [name])) &&
          !alsoAbout.includes(name) &&
          !(throughWhom !== undefined && sharesName(name, [throughWhom])),
      );
      // "the trial of Agostino Tassi" names whose trial: the date's clause may speak of the trial alone ("At the trial
      // that followed in 1612 …; Tassi was convicted") where the sentence names him.
      const ofEvent = new Set(otherNames.filter((name) => new RegExp(`\\bthe\\s+\\p{L}+\\s+of\\s+${escapeStringRegexp(name)}`, 'iu').test(plain)));
      const thingKeys = new Set([...keys, ...eventThingWords]);
      const namedWordOf = (sentence: string, name: string): boolean => (name.match(/\p{L}{3,}/gu) ?? []).some((word) => namePattern(word).test(sentence));
      pool = pool.filter((candidate) => {
        const clauseNames = otherNames.filter((name) => !(ofEvent.has(name) && namedWordOf(candidate.sentence, name)));
        const eventWords = new Set([...(namesEventThing(candidate.sentence) ? thingKeys : keys), ...(wayOfAsked.get(candidate.sentence) ?? [])]);
        return defining.has(candidate.sentence) || datesEvent(candidate.sentence, eventWords, plain, clauseNames);
      });
    }
    // "On what date did X die, and at which Games did he light the Olympic flame?": the type and event the first part
    // asks for say nothing of the second, whose answer ("lit the Olympic flame at the Atlanta Games") gives no date. A
    // sentence that says much of a later part, and holds its type where the text can show it, answers that part.
    const laterParts = await laterQuestionParts(plain, lexicon);
    if (laterParts.length > 0) {
      const peopleKeys = contentKeys(askedPeople.join(' . '));
      const answersLaterPart = (sentence: string): boolean =>
        laterParts.some(
          (part) =>
            part.words.filter((keys) => [...keys].some((key) => !peopleKeys.has(key) && keysOf(sentence).has(key))).length >= LATER_PART_OVERLAP &&
            (!part.expected || sentenceHoldsType(sentence, part.expected.type, part.text) !== false),
        );
      const kept = new Set(pool);
      pool = ranked.filter((candidate) => kept.has(candidate) || answersLaterPart(candidate.sentence));
    }
    if (pool.length === 0) return notAnswered(question, shown, 'None of the retrieved passages states what the question asks for.');
    // A pronoun's person must be whom the question asks about (a person it names, or, when it names no person
    // — "Who helped create COBOL?" — whom the best sentence is about): Darwin's "He died at Down House" answers
    // nothing about Isaac Newton, Muhammad Ali's "he won the gold medal" nothing about Jesse Owens' four.
    const subjectOf = (candidate: Candidate): string => candidate.referent ?? shown[candidate.passage]!.title;
    // "Haydn died in Vienna in 1809" says nothing of Hummel's death: a sentence that opens with a person who is none
    // of the asked people, and names none of them, is about someone else — unless the question asks of a relative,
    // or the KG answer named that person.
    // Two documents are about two people: "John Adams was the first vice president …" (or "He was …"), of John
    // Adams's own passage, is not about John Quincy Adams, whose passage is among those shown, though the names share
    // words.
    const otherDocumentSubject = (subject: string, passage: Passage): boolean =>
      subject === passage.title && askedPeople.every((name) => name !== passage.title && shown.some((other) => other.title === name));
    // The stretches naming an asked person that say the asked kind in its own terms ("Len Williams, an English
    // guitarist" for a nationality).
    const kindNamedStretches = new Set<string>();
    for (const candidate of pool) {
      for (const name of askedPeople.filter((person) => person.includes(' '))) {
        const stretch = stretchNaming(candidate.sentence, name);
        if (stretch !== '' && (await kind.namesIn(stretch))) kindNamedStretches.add(stretch);
      }
    }
    // What a sentence naming an asked person must also say to be about them: a verb the question asks of them, or,
    // where its verbs are all light ("where did X go to college"), its other words ("married Alexis Ohanian … in New
    // Orleans" says nothing of a college), the asked relation or a count of the asked thing in other words.
    // `part`: where in the sentence the words must stand (the stretch that names them).
    const saysWhatIsAskedOfThem = (sentence: string, part = sentence): boolean => {
      if (saysAskedRelation(sentence) || counting.has(sentence) || defining.has(sentence)) return true;
      // "his father, Len Williams, an English guitarist" says a nationality of him in the kind's own terms.
      if (kindNamedStretches.has(part)) return true;
      const wanted = deedKeys.size > 0 ? deedKeys : heldWords;
      return wanted.size === 0 || sharesKey(keysOf(part), wanted);
    };
    const askedWords = new Set([...deedKeys, ...heldWords]);
    const aboutOther = new Set<string>();
    if (askedPeople.length > 0 && !focus) {
      // Names are compared whole: a given name is shared by strangers ("Johann Sebastian Bach" is no Johann Nepomuk
      // Hummel), a surname by relatives ("Rajiv Gandhi" is no Sonia Gandhi).
      for (const candidate of pool) {
        const opener = openingName(candidate.sentence);
        const passage = shown[candidate.passage]!;
        // "Electron diffraction experiments in 1927 confirmed the prediction, and de Broglie received the Nobel Prize"
        // (de Broglie's passage) opens with no one, and names its subject, not the asked Paul Langevin: it is about
        // de Broglie.
        if (
          (!opener || opener.place || !(await titleIsPerson(opener.text, lexicon))) &&
          !candidate.hasPronoun &&
          !sharesName(passage.title, askedPeople) &&
          !alsoAbout.some((name) => sharesName(passage.title, [name])) &&
          namesPerson(candidate.sentence, passage.title) &&
          !askedPeople.some((name) => namesPerson(candidate.sentence, name)) &&
          !shown.some((other) => other.title === passage.title && calledInPassage(other, askedPeople)) &&
          (await titleIsPerson(passage.title, lexicon))
        ) {
          aboutOther.add(candidate.sentence);
          continue;
        }
        if (!opener || opener.place || (sharesName(opener.text, askedPeople) && !otherDocumentSubject(opener.text, passage))) continue;
        if (alsoAbout.some((name) => sharesName(opener.text, [name]))) continue;
        // "Serena Williams married Alexis Ohanian … in New Orleans" names him, but says where she did something: it
        // is about him only where it says what the question asks he did ("born").
        // "Indira Gandhi was born in 1917 in Allahabad, the only child of Jawaharlal Nehru and Kamala Nehru" names Kamala
        // Nehru where it says nothing of her birth: what is asked must stand in the stretch that names them.
        const saysOfNamed = (name: string): boolean => {
          if (!namesPerson(candidate.sentence, name)) return false;
          const stretch = stretchNaming(candidate.sentence, name);
          return kindNamedStretches.has(stretch) || saysWhatIsAskedOfThem(candidate.sentence, stretch === '' ? candidate.sentence : stretch);
        };
        if (askedPeople.some(saysOfNamed)) continue;
        // "… to Christian Bohr, a professor of physiology, and Ellen Adler, who came from a wealthy Jewish banking family"
        // speaks of Ellen Adler Bohr where the stretch naming her so says what is asked.
        const saidOfShortName = askedPeople.some((name) => {
          const short = shortNameIn(candidate.sentence, name, passage.title);
          return short !== undefined && sharesKey(keysOf(stretchNaming(candidate.sentence, short)), askedWords);
        });
        if (saidOfShortName) continue;
        // "In 1516 King Francis I invited him to France" in Leonardo's passage speaks of him by a pronoun.
        if (candidate.hasPronoun && candidate.referent && sharesName(candidate.referent, askedPeople)) continue;
        // The passage's subject under the name the question does not use ("Maria Anna Mozart" for Nannerl).
        if (sharesName(opener.text, [passage.title]) && shown.some((other) => other.title === passage.title && calledInPassage(other, askedPeople))) continue;
        // …or by part of the name the question uses in part: "Wolfgang was composing small pieces" in the passage of
        // Wolfgang Amadeus Mozart, asked of "Mozart".
        if (sharesName(opener.text, [passage.title]) && sharesName(passage.title, askedPeople) && !otherDocumentSubject(passage.title, passage)) continue;
        if (await titleIsPerson(opener.text, lexicon)) aboutOther.add(candidate.sentence);
      }
    }
    const aboutAsked = (candidate: Candidate, best: Candidate | undefined): boolean => {
      if (aboutOther.has(candidate.sentence)) return false;
      if (!candidate.hasPronoun || !candidate.referent) return true;
      if (askedPeople.length > 0) {
        const passage = shown[candidate.passage]!;
        // A name the document gives its subject may stand in another of its passages than the sentence.
        const calledSo = shown.some((other) => other.title === passage.title && calledInPassage(other, askedPeople));
        if (otherDocumentSubject(candidate.referent, passage)) return false;
        if (sharesName(candidate.referent, askedPeople) || sharesName(passage.title, askedPeople) || calledSo) return true;
        // "Who was Roxana, the first wife of Alexander the Great?" describes her by him: a sentence about him that names
        // her ("He married the Bactrian noblewoman Roxana") speaks of her, where it says what is asked of her ("he
        // married his neighbour Mary Jane Clairmont" says nothing of where she was born).
        const referent = candidate.referent;
        if (descriptions.some((text) => mentionsName(text, referent)) && askedPeople.some((name) => namesPerson(candidate.sentence, name)) && saysWhatIsAskedOfThem(candidate.sentence)) return true;
        // A relative the question names by the relation and a given name ("Einstein's younger son Eduard") is spoken
        // of where the stretch naming them says what is asked: "their younger son Eduard, who suffered from …".
        const relative = focus?.relativeName;
        if (relative && mentionsName(candidate.sentence, relative) && speaksOfRelative(candidate) && saysWhatIsAskedOfThem(candidate.sentence, stretchNaming(candidate.sentence, relative))) return true;
        // Whoever the question names in full is spoken of where the sentence's stretch that names them says what is
        // asked: "the science writer Mary Somerville became her friend" in Ada Lovelace's passage says what kind of
        // writer she was; "…, the village where her mother had been born" is no one's birth but the mother's.
        if (
          askedPeople.some((name) => {
            const stretch = name.includes(' ') ? stretchNaming(candidate.sentence, shortNameIn(candidate.sentence, name, passage.title) ?? name) : '';
            return stretch !== '' && saysWhatIsAskedOfThem(candidate.sentence, stretch);
          })
        )
          return true;
        // "He entered politics only after his younger brother Sanjay died in a plane crash" (Rajiv Gandhi's passage)
        // says what the question asks Sanjay Gandhi did: a sentence naming an asked person doing the asked deed is about
        // them.
        if (askedPeople.some((name) => namesDoerOfDeed(candidate.sentence, name, passage.title, deedKeys))) return true;
        // "Who taught X, and what is the letter that teacher wrote at Heiligenstadt?" asks about someone it does not
        // name: a sentence about another person may answer it when it says much of what is asked.
        if (expected?.type !== 'person') return false;
        const keys = keysOf(candidate.sentence);
        return [...ownThings].filter((key) => keys.has(key)).length >= UNNAMED_PERSON_OVERLAP;
      }
      return !best || subjectOf(candidate) === subjectOf(best);
    };
    const chosen: Candidate[] = [];
    const seen = new Set<string>();
    let words = 0;
    for (const candidate of pool) {
      if (chosen.length >= maxSentences) break;
      if (!aboutAsked(candidate, chosen[0])) continue;
      if (chosen.length > 0 && candidate.score < minRelativeScore * chosen[0]!.score) break;
      const length = candidate.sentence.split(/\s+/).length;
      // The best sentence is always kept, even when it alone exceeds the budget.
      if (chosen.length > 0 && words + length > maxWords) continue;
      const key = candidate.sentence.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      chosen.push(candidate);
      words += length;
    }
    if (chosen.length === 0) return notAnswered(question, shown, 'None of the retrieved passages answers the question.');
    // A quoted sentence names whom its opening pronoun stands for: "He designed …" alone says not who did.
    const text = chosen.map((c) => citeSentence(withReferent(c.quoted, c.referent), c.passage + 1)).join(' ');
    return alceAnswer(question, 'extractive', text, shown, []);
  },
};

strategyRegistry.register(extractiveStrategy.name, extractiveStrategy);
