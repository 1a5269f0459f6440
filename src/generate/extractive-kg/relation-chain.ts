import type { EntityCard } from '../../core/knowledge.js';
import { z } from 'zod';
import { loadWordTable, wordListSchema, wordMapSchema } from '../../io/word-table.js';
import { namePattern } from '../../text/name-pattern.js';
import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { wink } from '../../text/wink.js';
import { relationVerbsIn } from './verb-relations.js';

const RELATION_FILE = 'prompts/heuristics/relation-words.json';
const relationSchema = z
  .object({
    about: z.string(),
    paths: wordMapSchema(
      z.object({ paths: z.array(z.array(z.string().min(1)).min(1)).min(1), reason: z.string().min(20, 'give each relation word a reason') }).strict(),
    ),
    connectors: wordListSchema,
    inverses: wordMapSchema(z.object({ inverse: z.array(z.string().min(1)).min(1), reason: z.string().min(20, 'give each inverse a reason') }).strict()),
    sides: wordMapSchema(z.object({ parent: z.string().min(1), reason: z.string().min(20, 'give each side word a reason') }).strict()),
  })
  .strict();

/** Relation words and their property paths, connectors and side-of-family words (prompts/heuristics/relation-words.json). */
const relationWords = loadWordTable(RELATION_FILE, relationSchema);
const RELATION_PATHS: Readonly<Record<string, string[][]>> = Object.fromEntries(
  Object.entries(relationWords.paths.words).map(([word, entry]) => [word, entry.paths]),
);
/** Words a chain may pass over between its relation words ("the father OF THE wife of", "grandchildren DID X have"). */
const CONNECTORS = new Set(relationWords.connectors.words);

/** Each word's lemma, possessives dropped: "mothers side", "mother's side" and "mother’s side" all read mother side. */
function lemmasOf(text: string): string[] {
  const nlp = wink();
  const tokens = nlp.readDoc(text.toLowerCase()).tokens();
  const lemmas = tokens.out(nlp.its.lemma as unknown as typeof nlp.its.normal) as string[];
  const pos = tokens.out(nlp.its.pos) as string[];
  return lemmas.filter((lemma, i) => pos[i] !== 'PART' && pos[i] !== 'PUNCT' && !/^['’]s?$/.test(lemma));
}

interface Side {
  lemmas: string[];
  parent: string;
}

let sides: { all: Side[]; words: Set<string> } | undefined;

/**
 * "maternal", "mother's side": the side words as lemma sequences, each with the parent the first hop goes through,
 * and the one-word sides ("paternal"), which may stand between a relation word and the name or possessive. Built on
 * first use: lemmas need winkNLP's model, which commands that answer nothing should not load.
 */
function sideTable(): { all: Side[]; words: Set<string> } {
  if (!sides) {
    const all = Object.entries(relationWords.sides.words).map(([phrase, side]) => ({ lemmas: lemmasOf(phrase), parent: side.parent }));
    sides = { all, words: new Set(all.filter((side) => side.lemmas.length === 1).map((side) => side.lemmas[0]!)) };
  }
  return sides;
}

/** The parent a side phrase anywhere in the question names ("the paternal grandmother", "on her mother's side"). */
export function familySide(question: string): string | undefined {
  const lemmas = lemmasOf(question);
  for (const side of sideTable().all) {
    for (let i = 0; i + side.lemmas.length <= lemmas.length; i += 1) {
      if (side.lemmas.every((lemma, j) => lemmas[i + j] === lemma)) return side.parent;
    }
  }
  return undefined;
}

const wordLemmas = new Map<string, string>();

/**
 * winkNLP's lemma of one word ("grandchildren" → grandchild), part by part for a hyphenated one ("fathers-in-law" →
 * father-in-law); kept, since relation words are looked up per fact.
 */
function lemmaOf(word: string): string {
  let lemma = wordLemmas.get(word);
  if (lemma === undefined) {
    const nlp = wink();
    lemma = word
      .split('-')
      .map((part) => {
        const lemmas = nlp.readDoc(part).tokens().out(nlp.its.lemma as unknown as typeof nlp.its.normal) as string[];
        return lemmas.length === 1 ? lemmas[0]! : part;
      })
      .join('-');
    wordLemmas.set(word, lemma);
  }
  return lemma;
}

/** Words WordNet files under a relation word of the table (`relationSynonymsLoaded`): "hubby" → husband. */
let relationSynonyms: ReadonlyMap<string, string> | undefined;
let loadingSynonyms: Promise<void> | undefined;

/**
 * Learns, once per process, the words that WordNet gives as synonyms of a relation word in its first sense
 * ("husband" → hubby, "grandfather" → grandad, gramps), so a familiar word nobody listed reads as the relation. A
 * word counts only where it is WordNet's noun and nothing else, and that relation is its own first sense: "partner"
 * is also a verb and a business partner, "pop" also music, "minor" an adjective. Every answering entry point awaits
 * this before reading relation words, so the same question is read the same way whatever was asked before it.
 */
export function relationSynonymsLoaded(lexicon: Lexicon): Promise<void> {
  loadingSynonyms ??= (async () => {
    const found = new Map<string, string>();
    const conflicting = new Set<string>();
    for (const relation of Object.keys(RELATION_PATHS)) {
      for (const word of await lexicon.synonyms(relation, 'n')) {
        if (word === relation || !/^\p{Ll}+$/u.test(word) || RELATION_PATHS[word]) continue;
        const pos = await lexicon.partsOfSpeech(word);
        if (pos.size !== 1 || !pos.has('n') || !(await lexicon.synonyms(word, 'n')).includes(relation)) continue;
        const known = found.get(word);
        if (known !== undefined && JSON.stringify(RELATION_PATHS[known]) !== JSON.stringify(RELATION_PATHS[relation])) conflicting.add(word);
        found.set(word, known ?? relation);
      }
    }
    for (const word of conflicting) found.delete(word);
    relationSynonyms = found;
  })();
  return loadingSynonyms;
}

/** The property paths a relation word stands for, as written or by its lemma ("sons" → son); empty when it is none. */
export function relationPaths(word: string): string[][] {
  const key = word.toLowerCase();
  const direct = RELATION_PATHS[key] ?? RELATION_PATHS[lemmaOf(key)];
  if (direct) return direct;
  const synonym = relationSynonyms?.get(key) ?? relationSynonyms?.get(lemmaOf(key));
  return synonym === undefined ? [] : RELATION_PATHS[synonym]!;
}

/** Every property label a relation word can name in one hop (`father`, `student of`, …). */
export const RELATION_LABELS: ReadonlySet<string> = new Set(
  Object.values(RELATION_PATHS).flatMap((paths) => paths.filter((path) => path.length === 1).map((path) => path[0]!)),
);

/** The properties that state `label` from the other end ("student" → `student of`); empty when the table has none. */
export function inverseRelations(label: string): string[] {
  return relationWords.inverses.words[label]?.inverse ?? [];
}

/** The properties a relation word names in one hop ("son" → child, "dad" → father); empty when it names none so. */
export function oneHopLabels(word: string): string[] {
  return relationPaths(word)
    .filter((path) => path.length === 1)
    .map((path) => path[0]!);
}

export function isRelationWord(word: string): boolean {
  return relationPaths(word).length > 0;
}

/** A composed relation asked about an entity: "the father of Pierre Curie's wife" = Pierre Curie → spouse → father. */
export interface RelationChain {
  /** The entity the chain starts from, as retrieved. */
  start: EntityCard;
  /** The relation words of the question, in the order they are applied. */
  words: string[];
  /** Alternative property paths (each at least two hops), e.g. grandfather = father∘father or mother∘father. */
  paths: string[][];
}

function compose(words: string[], pathsOf: (word: string) => string[][]): string[][] {
  return words.reduce<string[][]>((paths, word) => paths.flatMap((path) => pathsOf(word).map((next) => [...path, ...next])), [[]]);
}

/**
 * The relation chains a question composes around a retrieved entity. Relation words linked to the name by "of"
 * before it apply outermost-last ("the teacher of the teacher of X"); possessives after it apply in reading order
 * ("X's mother's father"); a single word may itself be compound (grandfather). Only paths of two hops or more are
 * chains: one hop is what the aspect matcher already answers.
 */
export function relationChains(question: string, cards: readonly EntityCard[]): RelationChain[] {
  const chains: RelationChain[] = [];
  const side = familySide(question);
  const sideWords = sideTable().words;
  // "Who taught the teacher of X", "Who married the daughter of X": the chain is the verb's object, so the verb
  // stands for the property on the object's side.
  const verbs = relationVerbsIn(question);
  const pathsOf = (word: string): string[][] => {
    const verb = isRelationWord(word) ? undefined : verbs.get(word);
    return verb ? [[verb.object]] : relationPaths(word);
  };
  for (const card of cards) {
    const names = [card.name, ...(card.aliases ?? [])].filter((n) => n.trim() !== '').sort((a, b) => b.length - a.length);
    for (const name of names) {
      const found = namePattern(name).exec(question);
      if (!found) continue;
      const before = (question.slice(0, found.index).toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}]+)*/gu) ?? []).reverse();
      const after = question.slice(found.index + found[0].length).toLowerCase().match(/['’]s?|[\p{L}\p{N}]+(?:-[\p{L}]+)*/gu) ?? [];
      const outer: string[] = [];
      for (const word of before) {
        if (pathsOf(word).length > 0) outer.push(word);
        else if (!CONNECTORS.has(word) && !sideWords.has(word)) break;
      }
      // Possessives in reading order, a one-word side allowed before the relation word ("X's maternal uncle").
      const inner: string[] = [];
      for (let i = 0; i + 1 < after.length && /^['’]/.test(after[i]!); i += 2) {
        if (sideWords.has(after[i + 1]!) && i + 2 < after.length) i += 1;
        if (!isRelationWord(after[i + 1]!)) break;
        inner.push(after[i + 1]!);
      }
      // `outer` was read backwards from the name, so the word nearest the name (applied first) comes first.
      const words = [...inner, ...outer];
      let paths = compose(words, pathsOf).filter((path) => path.length >= 2);
      const sided = paths.filter((path) => path[0] === side);
      if (sided.length > 0) paths = sided;
      if (paths.length > 0) chains.push({ start: card, words, paths });
      break;
    }
  }
  return chains;
}

/** One step of a walked chain: the triple cited and the card it leads to (when the graph has one). */
export interface ChainHop {
  card: EntityCard;
  property: string;
  value: string;
}

export interface WalkedPath {
  hops: ChainHop[];
  /** The path is complete; otherwise `hops` end where the graph has no further fact. */
  complete: boolean;
  /** When incomplete: the entity and property the graph lacks. */
  missing?: { card?: EntityCard; value?: string; property: string };
}

/** How many values a hop may fan out to, so "children's children" of a large family stays a short answer. */
const MAX_BRANCHES = 8;

/**
 * Walks one property path from `start` over the given cards: each hop's value leads to the card of that name
 * (preferring the one whose facts name the entity it came from, so a namesake is not taken).
 */
export function walkPath(start: EntityCard, path: readonly string[], cardNamed: (name: string, from: EntityCard) => EntityCard | undefined): WalkedPath[] {
  const results: WalkedPath[] = [];
  const step = (card: EntityCard, depth: number, hops: ChainHop[]): void => {
    if (results.length >= MAX_BRANCHES) return;
    const property = path[depth]!;
    const values = card.properties[property] ?? [];
    if (values.length === 0) {
      results.push({ hops, complete: false, missing: { card, property } });
      return;
    }
    for (const value of values) {
      const taken = [...hops, { card, property, value }];
      if (depth === path.length - 1) {
        results.push({ hops: taken, complete: true });
        continue;
      }
      const next = cardNamed(value, card);
      if (next) step(next, depth + 1, taken);
      else results.push({ hops: taken, complete: false, missing: { value, property: path[depth + 1]! } });
    }
  };
  step(start, 0, []);
  return results;
}

/** The card among `cards` named `name` (label or alias), preferring one whose values name `from`. */
export function cardByName(cards: readonly EntityCard[], name: string, from?: EntityCard): EntityCard | undefined {
  const key = name.toLowerCase();
  const named = cards.filter((card) => [card.name, ...(card.aliases ?? [])].some((n) => n.toLowerCase() === key));
  if (!from) return named[0];
  return named.find((card) => Object.values(card.properties).some((values) => values.includes(from.name))) ?? named[0];
}
