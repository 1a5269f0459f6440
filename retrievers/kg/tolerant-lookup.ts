import type { EntityCandidate, KnowledgeGraph } from '../../src/core/knowledge-graph.js';
import { coarseTypeOf } from './coarse-type.js';

/** A name as compared when spelling may differ: accents and case dropped, punctuation to spaces, spaces collapsed. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours cost 1. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** Edits allowed for a name of this many letters: none for short names (too many near neighbours), more for long. */
export function allowedEdits(folded: string): number {
  const letters = folded.replace(/ /g, '').length;
  return letters < 5 ? 0 : letters <= 10 ? 1 : 2;
}

const IDENTIFYING = /^(?:[ivxlcdm]+|\d+|.{1,3})$/;

/**
 * How far two folded names are when read word by word: the same number of words; a short word, a number or a
 * Roman numeral must match exactly (it tells people apart: Constantine II / IV, Liu Yan / Yuan); a longer word may be
 * one edit off (two from nine letters on). Undefined when they are not the same name misspelt.
 */
export function nameDistance(mention: string, label: string): number | undefined {
  const a = mention.split(' ');
  const b = label.split(' ');
  if (a.length !== b.length) return undefined;
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (IDENTIFYING.test(a[i]!) || IDENTIFYING.test(b[i]!)) return undefined;
    const limit = Math.max(a[i]!.length, b[i]!.length) >= 9 ? 2 : 1;
    const distance = editDistance(a[i]!, b[i]!, limit);
    if (distance > limit) return undefined;
    total += distance;
  }
  return total;
}

export interface TolerantMatch {
  entities: EntityCandidate[];
  /** The label (or alias) the mention was read as, and how far it was. */
  readAs: string;
  distance: number;
  /** The mention was a surname alone ("Einstein"): `entities` are the people of that surname, to be ranked. */
  surname?: true;
}

/**
 * When no label equals a mention: the labels and aliases that equal it without accents, case and punctuation
 * (distance 0), else the people whose full name ends with it (a surname alone), else the same name with a word or
 * two misspelt (nameDistance), the nearest kept. Only stores that can list
 * their entities take part (a remote SPARQL store is left to its own lookup).
 */
export function createTolerantLookup(kg: KnowledgeGraph): (mention: string) => Promise<TolerantMatch | undefined> {
  let index: Promise<Map<string, { entity: EntityCandidate; name: string }[]>> | undefined;
  let surnames: Map<string, EntityCandidate[]> | undefined;
  const build = async () => {
    const byName = new Map<string, { entity: EntityCandidate; name: string }[]>();
    surnames = new Map();
    for (const entity of (await kg.listEntities?.()) ?? []) {
      const words = foldName(entity.label).split(' ');
      if (words.length > 1 && coarseTypeOf(entity.types) === 'person') {
        const list = surnames.get(words.at(-1)!) ?? [];
        list.push(entity);
        surnames.set(words.at(-1)!, list);
      }
      for (const name of [entity.label, ...entity.aliases]) {
        const folded = foldName(name);
        if (folded === '') continue;
        const list = byName.get(folded) ?? [];
        if (!list.some((entry) => entry.entity.qid === entity.qid)) list.push({ entity, name });
        byName.set(folded, list);
      }
    }
    // Stores list their entities in different orders (a file's, a SPARQL engine's): people of one surname are kept
    // in id order, so every store offers them alike.
    for (const list of surnames.values()) list.sort((a, b) => (a.qid < b.qid ? -1 : a.qid > b.qid ? 1 : 0));
    return byName;
  };
  return async (mention) => {
    if (!kg.listEntities) return undefined;
    index ??= build();
    const byName = await index;
    const folded = foldName(mention);
    if (folded === '') return undefined;
    const exact = byName.get(folded);
    if (exact) return { entities: exact.map((entry) => entry.entity), readAs: exact[0]!.name, distance: 0 };
    // "Einstein's son": people are often named by surname alone; every person of that surname is a candidate, and
    // the retriever's ranking (exact match, descriptors, the richer card) chooses among them.
    const bySurname = !folded.includes(' ') ? surnames?.get(folded) : undefined;
    if (bySurname) return { entities: bySurname, readAs: bySurname[0]!.label, distance: 0, surname: true };
    const limit = allowedEdits(folded);
    if (limit === 0) return undefined;
    let best = limit + 1;
    let found: { entity: EntityCandidate; name: string }[] = [];
    for (const [name, entries] of byName) {
      const distance = nameDistance(folded, name);
      if (distance === undefined || distance > limit) continue;
      if (distance < best) [best, found] = [distance, [...entries]];
      else if (distance === best) found.push(...entries.filter((entry) => !found.some((seen) => seen.entity.qid === entry.entity.qid)));
    }
    return found.length === 0 ? undefined : { entities: found.map((entry) => entry.entity), readAs: found[0]!.name, distance: best };
  };
}
