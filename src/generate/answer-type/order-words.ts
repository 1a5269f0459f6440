import { taggedTokens } from '../../text/wink.js';
import { answerTypeTable } from './answer-type.js';

/** Parts of speech that may stand between an order word and the noun it picks ("first published novel"). */
const BETWEEN = new Set(['ADJ', 'ADV', 'VERB']);
/** Parts of speech that end the phrase an order word could pick a noun in. */
const NOUNLIKE = new Set(['NOUN', 'PROPN', 'NUM']);
/**
 * Superlatives that also grade an adjective: "best friend" picks a friend, "best known work" grades "known". Only a
 * noun right after them is picked; an ordinal may have words between ("first published novel").
 */
const GRADING = new Set(['best', 'worst', 'most', 'least']);
/** Words after which an order word's next word is a noun: "the only work", "his first run". */
const DETERMINED = new Set(['the', "'s", 'his', 'her', 'their', 'its', 'my', 'your', 'our']);
/** How many words may stand between an order word and its noun. */
const MAX_BETWEEN = 2;
/** Words before "of the" that make an order word one of a group ("one of the first feminist novels"). */
const PART_OF_GROUP = new Set(['one', 'some', 'several', 'many', 'two', 'three', 'few']);

let listed: Set<string> | undefined;
let sameAs: Map<string, string> | undefined;

/** The listed word an order word picks the same one as ("earliest" → first), or the word itself. */
function canonicalOrderWord(word: string): string {
  sameAs ??= new Map(Object.entries(answerTypeTable().sameOrderWords.words).map(([word, same]) => [taggedTokens(word).normals.join(' '), taggedTokens(same).normals.join(' ')]));
  return sameAs.get(word) ?? word;
}

const isCapitalised = (word: string): boolean => /^\p{Lu}/u.test(word);

/** The table's words as winkNLP normalises them, read once: every sentence of every answer is checked against them. */
function listedOrderWords(): Set<string> {
  listed ??= new Set(answerTypeTable().orderWords.words.flatMap((word) => taggedTokens(word).normals));
  return listed;
}

/**
 * The order and preference words (a table in prompts/heuristics/answer-types.json) a text uses to pick one thing:
 * "her first novel", "the eldest of six sons", "his very first published book" — but not "most famous" (it grades
 * an adjective, not a noun) nor "one of the first feminist novels" (one of a group, not the first).
 * Words as winkNLP normalises them ("favourite" → favorite), lower-case.
 */
function pickingOrderWords(text: string, options: { anyUse?: boolean; unlessPicking?: (noun: string) => boolean } = {}): string[] {
  return [...new Set(orderPicks(text, options).map((pick) => pick.word))];
}

/** An order word and the head of the noun phrase it picks, when that is another word ("first Vienna performance"). */
export interface OrderPick {
  word: string;
  /** Order words the question offers in its stead ("the oldest or the youngest"): saying one of them keeps it. */
  alternatives?: readonly string[];
  noun?: string;
  /** Other words that speak of the noun's thing (its WordNet derivations: "student" → study). */
  nounForms?: readonly string[];
}

function orderPicks(text: string, options: { anyUse?: boolean; unlessPicking?: (noun: string) => boolean } = {}): OrderPick[] {
  const listed = listedOrderWords();
  const { values, normals, lemmas, pos } = taggedTokens(text);
  const found: OrderPick[] = [];
  const at: number[] = [];
  normals.forEach((said, i) => {
    if (!listed.has(said)) return;
    const word = canonicalOrderWord(said);
    // A capital inside the text before another capital makes the word part of a name ("the Last Judgment", "the
    // First World War"), which picks nothing.
    if (!options.anyUse && i > 0 && isCapitalised(values[i]!) && isCapitalised(values[i + 1] ?? '')) return;
    const before = normals[i - 1] === 'the' ? i - 2 : -1;
    if (before >= 0 && (normals[before] === 'among' || (normals[before] === 'of' && PART_OF_GROUP.has(normals[before - 1] ?? '')))) return;
    if (options.anyUse) {
      found.push({ word });
      return;
    }
    // "at first", "at last" say when, not which one.
    if (normals[i - 1] === 'at') return;
    // "Where did X first meet Y?": before a verb and its object the word says when it was done, which a sentence
    // saying it was done ("met Y at the Polytechnic") may answer; "his first published novel" picks the noun.
    if (pos[i + 1] === 'VERB' && pos[i + 2] !== 'NOUN' && pos[i + 2] !== 'ADJ' && !DETERMINED.has(normals[i - 1] ?? '')) return;
    // "most of his works" says how many of them, not which ("the most of" is rare).
    if (said === 'most' && normals[i + 1] === 'of' && normals[i - 1] !== 'the') return;
    // Used as a noun itself: "the eldest of six sons", "the first to …".
    let picks = NOUNLIKE.has(pos[i]!) || normals[i + 1] === 'of' || normals[i + 1] === 'to';
    // After "the" or a possessive the next word is the noun, whatever the tagger says ("the only work" tags "work" a verb).
    if (!picks && !GRADING.has(word) && DETERMINED.has(normals[i - 1] ?? '') && pos[i + 1] === 'VERB') picks = true;
    const between = GRADING.has(word) ? 0 : MAX_BETWEEN;
    let noun = picks ? word : undefined;
    let head: string | undefined;
    for (let j = i + 1; !picks && j <= i + 1 + between && j < normals.length; j += 1) {
      if (NOUNLIKE.has(pos[j]!)) {
        picks = true;
        noun = normals[j];
        // The phrase's head is its last noun: "first Vienna performance" picks a performance.
        let last = j;
        while (last + 1 < normals.length && (pos[last + 1] === 'NOUN' || pos[last + 1] === 'PROPN')) last += 1;
        if (pos[last] !== 'NUM') head = lemmas[last];
      } else if (!BETWEEN.has(pos[j]!)) break;
    }
    if (picks && !(noun !== undefined && options.unlessPicking?.(noun))) {
      found.push(head === undefined ? { word } : { word, noun: head });
      at.push(i);
    }
  });
  // "Was she the oldest or the youngest?": words joined by "or" are one pick, any of them said. (A sentence's words are
  // read each on its own.)
  if (options.anyUse) return found;
  // The word before "or" may pick nothing of its own ("the oldest or the youngest of his children": only "youngest" is
  // followed by what both pick); where it is a pick too, the two are one.
  const offeredAt = (i: number): number | undefined => {
    let j = i - 1;
    while (j >= 0 && ALTERNATIVE_LINK.has(normals[j]!)) j -= 1;
    return j >= 0 && normals.slice(j + 1, i).includes('or') && listed.has(normals[j]!) ? j : undefined;
  };
  const joined: OrderPick[] = [];
  found.forEach((pick, k) => {
    const j = offeredAt(at[k]!);
    if (j === undefined) {
      joined.push(pick);
      return;
    }
    const previous = joined.at(-1);
    if (previous && at[k - 1] === j) {
      joined[joined.length - 1] = { ...previous, alternatives: [...(previous.alternatives ?? []), pick.word] };
      return;
    }
    const offered = canonicalOrderWord(normals[j]!);
    joined.push(offered === pick.word ? pick : { ...pick, alternatives: [...(pick.alternatives ?? []), offered] });
  });
  return joined;
}

/** Words that may join two order words offered as alternatives: "the oldest or the youngest", "older or younger". */
const ALTERNATIVE_LINK = new Set(['or', 'the', 'a', ',']);

/**
 * The words of a question that pick one by order or preference ("first student", "best friend", "eldest son").
 * `unlessPicking` leaves out a word that picks a noun it accepts ("his second wife" in a question about a business).
 */
export function orderWords(text: string, unlessPicking?: (noun: string) => boolean): string[] {
  return pickingOrderWords(text, unlessPicking ? { unlessPicking } : {});
}

/**
 * Whether a sentence says every one of the given order words ("His best friend was …" for "best"), in any use but
 * one of a group ("one of the first feminist novels" is not the first novel): a question's word is read strictly
 * (does it pick?), a sentence's leniently, since the tagger misreads many sentences.
 */
export function saysOrderWords(sentence: string, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const said = new Set(pickingOrderWords(sentence, { anyUse: true }));
  return words.every((word) => said.has(word));
}

/**
 * The order words a question uses to pick one thing, each with the noun it picks where that is another word
 * ("first performance" → performance); `unlessPicking` as for `orderWords`.
 */
export function orderWordPicks(text: string, unlessPicking?: (noun: string) => boolean): OrderPick[] {
  return orderPicks(text, unlessPicking ? { unlessPicking } : {});
}

/**
 * Whether a sentence keeps to the question's order words: it says each, or does not speak of the thing picked at
 * all. "a friend paid his ransom" is not the best friend, but "Don Giovanni premiered in Prague" may be the first
 * performance: the sentence says no performance that could be another one.
 */
export function keepsOrderWords(sentence: string, picks: readonly OrderPick[]): boolean {
  if (picks.length === 0) return true;
  const said = new Set(pickingOrderWords(sentence, { anyUse: true }));
  const words = sentenceWords(sentence);
  return picks.every((pick) => said.has(pick.word) || (pick.alternatives ?? []).some((word) => said.has(word)) || !speaksOf(words, pick));
}

/** A sentence's words as lemmas and normal forms, read once for every pick. */
function sentenceWords(sentence: string): Set<string> {
  const { lemmas, normals } = taggedTokens(sentence);
  return new Set([...lemmas, ...normals]);
}

/** Whether a sentence speaks of what an order word picks: of its noun, or, when the word is the noun, of anything. */
function speaksOf(words: ReadonlySet<string>, pick: OrderPick): boolean {
  if (pick.noun === undefined) return true;
  return [pick.noun, ...(pick.nounForms ?? [])].some((form) => words.has(form));
}

/** Whether a sentence speaks of none of the things the order words pick ("Don Giovanni premiered in Prague"). */
export function speaksOfNonePicked(sentence: string, picks: readonly OrderPick[]): boolean {
  if (picks.length === 0) return false;
  const words = sentenceWords(sentence);
  return picks.every((pick) => !speaksOf(words, pick));
}
