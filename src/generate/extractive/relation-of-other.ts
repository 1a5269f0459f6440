import { nameMentions, type Mention } from '../../core/mention.js';
import { createEntityRecognizer } from '../../ner/entity-recognizer.js';
import { contentKeys } from './passage-relevance.js';
import { relationPaths } from '../extractive-kg/relation-chain.js';
import escapeStringRegexp from 'escape-string-regexp';
import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';

/** Words after "of" that point back to whom the question asks about. */
const BACK_REFERENCES = new Set(['his', 'her', 'their', 'him', 'them', 'its', 'whom']);

/** A name this far into a sentence is not what it opens with. */
const OPENING_CHARS = 3;

/** Possessive pronouns, which stand for the person the sentence is about. */
const POSSESSIVES = new Set(['his', 'her', 'their']);
/** How many words may stand between a possessive and its noun ("his two gifted children"). */
const POSSESSOR_REACH = 3;

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];

/**
 * Whether a sentence uses the asked relation words only of someone else: "the wife of a Florentine silk merchant"
 * says nothing of Leonardo's wife, "the only legitimate child of the poet Lord Byron" nothing of Ada's children.
 * A use counts as someone else's when "of" follows the word and what follows, up to the next punctuation, neither
 * points back (his, her, their) nor says a word of an asked name. False when the sentence does not use a relation
 * word, or uses one any other way ("her mother died", "his wife, Mileva"). `possessorIsOther`: the sentence is about
 * another person, so "his children" are that person's.
 */
export function relationOnlyOfOthers(
  sentence: string,
  relationWords: readonly string[],
  askedNames: readonly string[],
  options: { possessorIsOther?: boolean } = {},
): boolean {
  if (relationWords.length === 0) return false;
  const relationKeys = contentKeys(relationWords.join(' . '));
  const nameWords = new Set(askedNames.flatMap(wordsOf));
  let uses = 0;
  for (const clause of sentence.split(/[,;:.!?()]/u)) {
    const words = wordsOf(clause);
    for (const [i, word] of words.entries()) {
      if (![...contentKeys(word)].some((key) => relationKeys.has(key))) continue;
      uses += 1;
      // "his two gifted children" in a sentence about another person: that person's children.
      if (options.possessorIsOther && words.slice(Math.max(0, i - POSSESSOR_REACH), i).some((before) => POSSESSIVES.has(before))) continue;
      const after = words.slice(i + 1);
      if (after[0] !== 'of') return false;
      if (after.slice(1).some((next) => BACK_REFERENCES.has(next) || nameWords.has(next.replace(/['’]s$/u, '')))) return false;
    }
  }
  return uses > 0;
}

const recognizer = createEntityRecognizer();

/**
 * Whether a sentence opens by naming a person other than those asked about: "Leopold Mozart gave up …" when the
 * question asks about Maria Anna Mozart. Names of two words or more are told apart by their first word, so a
 * shared surname is not the same person, while "Marie Skłodowska Curie" is still Marie Curie; a lone surname
 * ("Curie discovered …") is not told apart.
 */
export function opensWithOtherPerson(sentence: string, askedNames: readonly string[]): boolean {
  if (askedNames.length === 0) return false;
  const first = nameMentions(recognizer.recognize(sentence))[0];
  if (!first || first.start > OPENING_CHARS) return false;
  const words = wordsOf(first.text);
  if (words.length < 2) return false;
  const asked = askedNames.map(wordsOf).filter((name) => name.length >= 2);
  return asked.length > 0 && asked.every((name) => name[0] !== words[0]);
}

/**
 * The name a sentence opens with, its first words after a date or a description ("Haydn died in Vienna …", "In 1792
 * Mary Wollstonecraft published …"; not the title in "As Secretary of State he …"), with whether the recogniser takes
 * it for a place.
 */
export function openingName(sentence: string): { text: string; place: boolean } | undefined {
  // A date or a description before the subject leaves it the subject: "In 1792 Mary Wollstonecraft published …",
  // "The Illinois politician Paul Simon served …".
  const lead = LEADING_DATE.exec(sentence)?.[0].length ?? LEADING_DESCRIPTION.exec(sentence)?.[0].length ?? 0;
  const first = nameMentions(recognizer.recognize(sentence)).find((mention) => mention.start >= lead);
  if (!first || first.start > lead) return undefined;
  return { text: first.text, place: first.type === 'place' };
}

/** A description before the subject's name: "The Illinois politician Paul Simon …", "The young Mozart …". */
const LEADING_DESCRIPTION = /^(?:[Tt]he|[Aa]n?)\s+(?:\p{Lu}\p{Ll}+\s+)?(?:\p{Ll}[\p{Ll}'’-]*\s+){1,2}(?=\p{Lu})/u;

/** A leading time phrase of a preposition and a year or date: "In 1792 ", "On 5 May 1821, ", "By the 1830s ". */
const LEADING_DATE = /^(?:in|on|by|after|before|around|from|until|during|about)\s+(?:(?:the|early|late|about|around|c\.|[0-3]?\d|january|february|march|april|may|june|july|august|september|october|november|december|\d{3,4}s?|bc|ad)[\s,]+)+/iu;

/**
 * Whether a sentence names someone or something beyond the given names (the asked people, the passage's subject):
 * "the name of X's cat" is answered by a name, and "lived with his parents and many cats" gives none.
 */
export function namesAnother(sentence: string, known: readonly string[]): boolean {
  return otherNames(sentence, known).length > 0;
}

function otherNames(sentence: string, known: readonly string[]): Mention[] {
  const knownWords = new Set(known.flatMap(wordsOf));
  return nameMentions(recognizer.recognize(sentence)).filter((mention) => wordsOf(mention.text).some((word) => !knownWords.has(word.replace(/['’]s$/u, ''))));
}

/**
 * Words right before a name that make it a place ("in Weymouth", "Weymouth, Massachusetts"), the subject's own birth
 * name ("was born Abigail Smith") or a kind ("a Florentine painter", "a Congregational minister").
 */
const NOT_ANOTHER_PERSON = /(?:\b(?:in|at|near|born|an?)|\p{Lu}\p{Ll}+,)\s+$/u;

/**
 * Whether a sentence names another person, for "What was the name of X's father?": a name beyond the known ones, not
 * said as a place, as the subject's birth name or as a kind.
 */
export function namesAnotherPerson(sentence: string, known: readonly string[]): boolean {
  return otherNames(sentence, known).some((mention) => !NOT_ANOTHER_PERSON.test(sentence.slice(0, mention.start)));
}

/**
 * Whether a sentence gives a name that may be a thing's, for "What was the name of X's farm?": a name beyond the
 * known ones whose last word WordNet does not have as a person first ("retired to his farm in Quincy" after "lost the
 * election to Thomas Jefferson" names a person, not the farm; "V Starr Interiors" is a firm). A word WordNet does
 * not know ("Peacefield") may be the thing's.
 */
export async function namesAnotherThing(sentence: string, known: readonly string[], lexicon: Lexicon): Promise<boolean> {
  for (const mention of otherNames(sentence, known)) {
    const last = wordsOf(mention.text).at(-1)?.replace(/['’]s$/u, '') ?? '';
    if ((await lexicon.kindsOf(last, { senses: 1 }))[0]?.has('person') !== true) return true;
  }
  return false;
}

/** Words that may stand between a possessive and its relation word: "Paul Langevin's younger son", "his eldest two". */
const RELATIVE_REACH = 3;

/**
 * Whether a sentence opens with another relative of an asked person: "Paul Langevin's grandson Michel Langevin later
 * married Hélène Joliot" tells of the grandson's marriage, not of Paul's. The opening is an asked name and a
 * possessive, or a possessive pronoun, then, within a few words, a relation word for other kin than those asked about
 * (`askedRelationWords`).
 */
export function opensWithRelativeOf(sentence: string, askedNames: readonly string[], askedRelationWords: readonly string[]): boolean {
  // Only a question asking for kin reads a sentence about other kin as off the point; "His father taught him" still
  // answers "Who taught X?".
  if (askedRelationWords.length === 0) return false;
  const askedPaths = new Set(askedRelationWords.flatMap(relationPaths).map((path) => path.join('/')));
  const asked = (word: string): boolean => relationPaths(word).some((path) => askedPaths.has(path.join('/')));
  // "His father Robert was a doctor, and his grandfathers were …" goes on to the asked kin.
  if (wordsOf(sentence).some(asked)) return false;
  const lead = LEADING_DATE.exec(sentence)?.[0].length ?? 0;
  const opening = sentence.slice(lead);
  // "His grandson …" is the grandson whoever "his" is.
  const possessors = [...askedNames.map((name) => `${escapeStringRegexp(name)}['’]s?`), 'his', 'her', 'their'];
  for (const possessor of possessors) {
    const possessive = new RegExp(`^${possessor}\\s+`, 'iu').exec(opening);
    if (!possessive) continue;
    for (const word of wordsOf(opening.slice(possessive[0].length)).slice(0, RELATIVE_REACH)) {
      if (relationPaths(word).length > 0) return true;
    }
  }
  return false;
}
