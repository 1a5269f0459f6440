import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { numberPositions, ROUGH_COUNTS } from '../../text/mentions-number.js';
import { CLAUSE_END } from '../../text/clause-end.js';
import { taggedTokens } from '../../text/wink.js';

/** Words a number may stand before the counted noun: "six sons", "twenty-three Grand Slam singles titles". */
const COUNT_REACH = 4;
/** Pronouns a part of a counted group is taken "of": "twenty-one of them by knockout". */
const GROUP_PRONOUNS = new Set(['them', 'these', 'those', 'which', 'whom']);
/** Hypernym steps a noun may be below the counted one ("sons" are children, "daughters" offspring). */
const NOUN_STEPS = 4;
const NOUN_POS = new Set(['NOUN', 'PROPN']);
/** Words that may stand between a number and the noun it counts: "twenty-three Grand Slam singles titles". */
const PHRASE_MODIFIER_POS = new Set(['ADJ', 'NUM']);

/** The counted noun of "how many <noun phrase>": the phrase's head, lemmatised ("Grand Slam singles titles" → title). */
export function countedNoun(question: string): string | undefined {
  const { normals, pos, lemmas } = taggedTokens(question);
  const at = normals.findIndex((word, i) => word === 'how' && normals[i + 1] === 'many');
  if (at < 0) return undefined;
  let head: string | undefined;
  for (let i = at + 2; i < normals.length && (NOUN_POS.has(pos[i]!) || pos[i] === 'ADJ'); i += 1) if (NOUN_POS.has(pos[i]!)) head = lemmas[i]!.toLowerCase();
  return head;
}

/**
 * The name in the counted phrase before its head ("How many French Open titles …" → French Open): it says which of
 * the things are counted, so a count of all of them ("twenty-three Grand Slam singles titles") is not it. Lower-case
 * words, undefined when there is none.
 */
export function countQualifier(question: string): string | undefined {
  const { values, normals, pos } = taggedTokens(question);
  const at = normals.findIndex((word, i) => word === 'how' && normals[i + 1] === 'many');
  if (at < 0) return undefined;
  const phrase: number[] = [];
  for (let i = at + 2; i < normals.length && (NOUN_POS.has(pos[i]!) || pos[i] === 'ADJ'); i += 1) phrase.push(i);
  const named = phrase.slice(0, -1).filter((i) => /^\p{Lu}/u.test(values[i]!));
  return named.length > 0 ? named.map((i) => normals[i]!).join(' ') : undefined;
}

/**
 * Whether a sentence says the count's qualifier: its every word, or a WordNet synonym of it ("Academy Award" for
 * "Oscar").
 */
export async function saysQualifier(sentence: string, qualifier: string | undefined, lexicon: Lexicon): Promise<boolean> {
  if (qualifier === undefined) return true;
  const { normals } = taggedTokens(sentence);
  const words = new Set(normals);
  if (qualifier.split(' ').every((word) => words.has(word))) return true;
  const spaced = ` ${normals.join(' ')} `;
  for (const synonym of await lexicon.related(qualifier, 'n')) if (spaced.includes(` ${synonym} `)) return true;
  return false;
}

/**
 * Whether a sentence gives a count of the counted noun: a number within a few words before that noun, a WordNet
 * synonym of it or a noun below it ("ten children" for kids, "six sons" for children), or a part of a group said by
 * what it was ("twenty-one of them by knockout"). "He named one, Bucephala, after his horse" counts no horses.
 */
export async function statesCountOf(sentence: string, noun: string, lexicon: Lexicon): Promise<boolean> {
  const { normals, pos, lemmas } = taggedTokens(sentence);
  const related = await lexicon.related(noun, 'n');
  // winkNLP tags the noun of a hyphened count as it likes ("three-act" → a verb "act").
  const counted = async (i: number, { anyPos = false } = {}): Promise<boolean> => {
    if (!anyPos && !NOUN_POS.has(pos[i]!)) return false;
    const lemma = lemmas[i]!.toLowerCase();
    if (lemma === noun || related.has(lemma) || related.has(normals[i]!)) return true;
    return (await lexicon.kindsOf(lemma, { depth: NOUN_STEPS })).some((sense) => sense.has(noun));
  };
  // The numbers as the sentence states them (one reading of it, not one per word).
  // What a number counts is the head of the noun phrase after it: "fifty Academy Award nominations" counts
  // nominations, not awards.
  for (const i of numberPositions(sentence)) {
    // "his two-note shark motif" counts notes: a number joined by a hyphen counts the word after it, not the head.
    if (normals[i + 1] === '-' && i + 2 < normals.length && (await counted(i + 2, { anyPos: true }))) return true;
    let head: number | undefined;
    // "hundreds of poems": a rough count takes its noun after "of".
    const from = ROUGH_COUNTS.has(normals[i]!) && normals[i + 1] === 'of' ? i + 1 : i;
    for (let j = from + 1; j <= from + COUNT_REACH && j < normals.length && (NOUN_POS.has(pos[j]!) || PHRASE_MODIFIER_POS.has(pos[j]!)); j += 1) if (NOUN_POS.has(pos[j]!)) head = j;
    if (head !== undefined && (await counted(head))) return true;
    // "twenty-four wins, twenty-one of them by knockout": a part of a group counted by what it was.
    let end = i;
    while (normals[end + 1] === '-' && end + 2 < normals.length) end += 2;
    if (normals[end + 1] === 'of' && GROUP_PRONOUNS.has(normals[end + 2] ?? '')) {
      for (let j = end + 3; j <= end + 3 + COUNT_REACH && j < normals.length && !CLAUSE_END.has(normals[j]!); j += 1) if (await counted(j)) return true;
    }
  }
  return false;
}
