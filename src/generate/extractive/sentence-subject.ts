import { wink } from '../../text/wink.js';
import type { Passage } from '../../core/passage.js';
import { nameMentions } from '../../core/mention.js';
import { createEntityRecognizer } from '../../ner/entity-recognizer.js';
import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';

const recognizer = createEntityRecognizer();

/** Third-person singular pronouns that stand for a person. */
const PERSON_PRONOUN = /\b(?:he|she|him|his|her|hers|himself|herself)\b/i;
const OPENING_PRONOUN = /^(He|She|His|Her)\b/;

/** A name's words of three letters or more, lower-case: "di" and "de" tie no two names together. */
export const nameWords = (name: string): string[] => name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);

/**
 * Whether a name may stand for the same person as one of the given names: every word (of three letters or more) of
 * the shorter is in the longer ("Perugino" is "Pietro Perugino"). One shared word is not enough — relatives share
 * a surname, and Emily Brontë's "she" is not Charlotte Brontë.
 */
export function sharesName(name: string, names: readonly string[]): boolean {
  const own = nameWords(name);
  return names.some((other) => {
    const theirs = nameWords(other);
    const [shorter, longer] = own.length <= theirs.length ? [own, new Set(theirs)] : [theirs, new Set(own)];
    // The same given names in another order are another person: Anna Maria Mozart is Maria Anna Mozart's mother.
    if (own.length === theirs.length && own.some((word, i) => word !== theirs[i])) return false;
    return shorter.length > 0 && shorter.every((word) => longer.has(word));
  });
}

/**
 * Whether a text names a person: by their whole name, or by their last name where no other given name stands before
 * it ("Gandhi", "Mrs Gandhi" and "When Gandhi …" may be Sonia Gandhi; "Feroze Gandhi" is not).
 */
export function namesPerson(text: string, name: string): boolean {
  const words = nameWords(name);
  const last = words.at(-1);
  if (last === undefined) return false;
  const own = new Set(words);
  const nlp = wink();
  const tokens = nlp.readDoc(text).tokens();
  const values = tokens.out(nlp.its.value) as string[];
  const stop = tokens.out(nlp.its.stopWordFlag) as unknown as boolean[];
  return values.some((value, i) => {
    if (value.toLowerCase() !== last) return false;
    const before = values[i - 1];
    if (before === undefined || !/^\p{Lu}\p{Ll}/u.test(before) || stop[i - 1]) return true;
    return own.has(before.toLowerCase()) || FORMS_OF_ADDRESS.has(before.toLowerCase().replace(/\.$/u, ''));
  });
}

/** Capitalised words before a surname that are no one's given name. */
const FORMS_OF_ADDRESS = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'madame', 'sir', 'lady', 'lord', 'king', 'queen', 'president', 'pope', 'saint', 'st']);

/**
 * Whether a name (a passage title, a name in a question) is a person's: its head (last) word is unknown to
 * WordNet (a proper name) or has a person sense ("Darwin", "Newton"), not only senses of things ("railway",
 * "COBOL", "Olympics") or of an adjective ("Olympic").
 */
export async function titleIsPerson(title: string, lexicon: Lexicon): Promise<boolean> {
  // "Queen Charlotte", "Pope Julius II": a form of address before a name makes a person, whatever else the name's
  // last word is ("charlotte" is a dessert); a possessive makes a thing of theirs ("Queen's House").
  const words = title.trim().split(/\s+/);
  if (words.length > 1 && !/['’]/u.test(title) && words.every((word) => /^\p{Lu}/u.test(word)) && FORMS_OF_ADDRESS.has(words[0]!.toLowerCase())) return true;
  const head = title.trim().split(/\s+/).pop() ?? '';
  if (head === '' || /^\d/.test(head)) return false;
  const senses = await lexicon.kindsOf(head);
  if (senses.some((kinds) => kinds.has('person'))) return true;
  // A capitalised adjective ("Olympic" in "her Olympic silver medal") is no one's name.
  return senses.length === 0 && !(await lexicon.partsOfSpeech(head)).has('a');
}

/** Characters before a naming phrase in which the name it renames stands. */
const NAME_REACH = 40;
/** Phrases that give another name for whom a passage is about ("Maria Anna Mozart, known in the family as Nannerl"). */
const CALLED = /\b(?:known|called|nicknamed)(?:\s+\p{Ll}+){0,3}\s+(?:as\s+)?["“']?(\p{Lu}[\p{L}'’-]*)/gu;
/** A birth name given right after "born" ("Abigail Adams was born Abigail Smith in Weymouth"), whole. */
const BORN_AS = /\bborn\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*)/gu;

/**
 * Whether one of the names is the passage's subject under a name the passage gives them: "Nannerl Mozart" is the
 * Maria Anna Mozart whose passage says she was "known in the family as Nannerl" — the other name's first word after a
 * naming phrase, and its surname (if it has one) the title's; or "Abigail Smith" the Abigail Adams "born Abigail Smith".
 */
export function calledInPassage(passage: Passage, names: readonly string[]): boolean {
  const titleWords = new Set(nameWords(passage.title));
  const first = nameWords(passage.title)[0];
  if (!first) return false;
  // The other name must be the title person's, said right after their name: "his sister Maria Anna, known as
  // Nannerl" in Wolfgang's passage is hers, not his.
  const afterTitle = (match: RegExpMatchArray): boolean => {
    // The words right before the phrase are the title's, its first among them.
    const before = nameWords(passage.text.slice(Math.max(0, match.index! - NAME_REACH), match.index));
    let i = before.length;
    // "Abigail Adams was born Abigail Smith": the verb's auxiliary stands between.
    if (before[i - 1] === 'was') i -= 1;
    const end = i;
    while (i > 0 && titleWords.has(before[i - 1]!)) i -= 1;
    return before.slice(i, end).includes(first);
  };
  // A birth name is the subject's whole: "Abigail Smith" is Abigail Adams, whose surname it does not share.
  const births = [...passage.text.matchAll(BORN_AS)].filter(afterTitle).map((match) => new Set(nameWords(match[1]!)));
  if (names.some((name) => births.some((birth) => nameWords(name).length > 1 && nameWords(name).every((word) => birth.has(word))))) return true;
  const given = new Set([...passage.text.matchAll(CALLED)].filter(afterTitle).map((match) => match[1]!.toLowerCase()));
  if (given.size === 0) return false;
  return names.some((name) => {
    const words = name.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0 || !given.has(words[0]!)) return false;
    return words.length === 1 || titleWords.has(words[words.length - 1]!);
  });
}

/** A sentence of a passage with the person its pronouns stand for. */
export interface SubjectSentence {
  sentence: string;
  /** Whether it speaks of someone only by a pronoun. */
  hasPronoun: boolean;
  /** Whom its pronouns stand for: the passage's subject, or, in a passage about a thing, the last person named before. */
  referent?: string;
}

/**
 * The referent of each sentence's pronouns: a passage about a person speaks of that person ("He died at Down
 * House" in Charles Darwin's passage is Darwin, whoever else the sentence names); a passage about a thing
 * ("Kharn Pass railway") speaks of the last person it named before.
 */
export async function sentenceSubjects(passage: Passage, sentences: readonly string[], lexicon: Lexicon): Promise<SubjectSentence[]> {
  const personTitle = await titleIsPerson(passage.title, lexicon);
  let lastNamed: string | undefined;
  return sentences.map((sentence) => {
    const hasPronoun = PERSON_PRONOUN.test(sentence);
    const referent = personTitle ? passage.title : lastNamed;
    const named = nameMentions(recognizer.recognize(sentence)).map((mention) => mention.text);
    if (named.length > 0) lastNamed = named[named.length - 1];
    return { sentence, hasPronoun, ...(referent ? { referent } : {}) };
  });
}

/** Tags of a word that opens an adverbial before the subject: "In 1816 she …", "Later he …", "Once she …". */
const ADVERBIAL_OPENERS = new Set(['ADP', 'SCONJ', 'ADV']);
/** Words that may open a subordinate clause as well as a phrase ("After the war …", "After Kell left …"). */
const CLAUSE_OPENERS = new Set(['after', 'before', 'when', 'whenever', 'once', 'while', 'whilst', 'as', 'because', 'since', 'until', 'till', 'if', 'although', 'though', 'where', 'unless']);

/**
 * Where the subject pronoun after an opening adverbial stands ("Between 1508 and 1512 he painted …", "Aged ten, he
 * played …"): the sentence's first person pronoun, "he" or "she", after a phrase with no verb — or only a participle
 * phrase set off by a comma, naming no one. A verb before it ("When Beethoven died he wept") makes it a clause's
 * subject whose person another name may be.
 */
function adverbialSubjectPronoun(sentence: string): { index: number; length: number } | undefined {
  const first = new RegExp(PERSON_PRONOUN.source, 'ig').exec(sentence);
  if (!first || first.index === 0 || !/^(?:he|she)$/i.test(first[0])) return undefined;
  const nlp = wink();
  const tokens = nlp.readDoc(sentence.slice(0, first.index)).tokens();
  const tags = tokens.out(nlp.its.pos) as string[];
  if (tags.length === 0 || (!ADVERBIAL_OPENERS.has(tags[0]!) && tags[0] !== 'VERB' && tags[0] !== 'PROPN')) return undefined;
  // Right after its opening word the pronoun is a clause's own subject ("Because he was ill, …", "Once she reached
  // …"), not the sentence's.
  if (tags.length === 1) return undefined;
  const verbs = tags.some((tag) => tag === 'VERB' || tag === 'AUX');
  // "When Anders Kell retired, he …": after a word that can open a clause, a name makes the phrase a clause whose
  // subject the pronoun may be (the tagger reads some of its verbs as adjectives).
  const namesSomeone = /\s\p{Lu}/u.test(sentence.slice(0, first.index));
  if (namesSomeone && CLAUSE_OPENERS.has(sentence.split(/\s/u, 1)[0]!.toLowerCase())) return undefined;
  if (!verbs) return { index: first.index, length: first[0].length };
  const setOff = /,\s*$/.test(sentence.slice(0, first.index)) && !tags.slice(1).includes('PROPN');
  return setOff ? { index: first.index, length: first[0].length } : undefined;
}

/**
 * The sentence with its subject pronoun replaced by the name it stands for, where the pronoun opens the sentence
 * ("He designed…" → "Tomas Vell designed…") or follows an opening adverbial ("In 1508 he painted…" → "In 1508
 * Michelangelo painted…"): quoted alone, the sentence must say who.
 */
export function withReferent(sentence: string, referent: string | undefined): string {
  if (!referent) return sentence;
  if (OPENING_PRONOUN.test(sentence)) return sentence.replace(OPENING_PRONOUN, (pronoun) => (pronoun === 'His' || pronoun === 'Her' ? `${referent}'s` : referent));
  const pronoun = adverbialSubjectPronoun(sentence);
  return pronoun ? `${sentence.slice(0, pronoun.index)}${referent}${sentence.slice(pronoun.index + pronoun.length)}` : sentence;
}
