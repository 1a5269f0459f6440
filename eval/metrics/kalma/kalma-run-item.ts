import type { EntityCard, Triple } from '../../../src/core/knowledge.js';

/** BioKaLMA's entity dict: property label → value, plus `name` and `qid`. */
export type BioKalmaEntity = Record<string, string | string[]>;

/** One answered question of a KaLMA run (one JSONL line of `citeqa eval --suite kalma`). */
export interface KalmaRunItem {
  question: string;
  /** The KG the answer was generated from: CiteQA entity cards or BioKaLMA entity dicts. */
  kg: (EntityCard | BioKalmaEntity)[];
  answer: string;
  /** Gold minimum knowledge set; precision, recall and F1 need it. */
  minimum_knowledge?: Triple[];
  /** Knowledge removed from the KG before answering (the [NA] ablation); [NA] precision/recall need it. */
  removed_knowledge?: Triple[];
}

function isCard(entity: EntityCard | BioKalmaEntity): entity is EntityCard {
  return typeof entity.properties === 'object' && entity.properties !== null && !Array.isArray(entity.properties);
}

/**
 * qid → property → values, for KaLMA's exact-match correctness test (`entity[property] == value`). A card's `name`
 * is a property too, as in BioKaLMA's dicts, so `[Q1, name: X]` can be correct.
 */
export type KgLookup = Map<string, Map<string, string[]>>;

export function kgLookup(kg: readonly (EntityCard | BioKalmaEntity)[]): KgLookup {
  const lookup: KgLookup = new Map();
  for (const entity of kg) {
    const properties = new Map<string, string[]>();
    let qid: string | undefined;
    if (isCard(entity)) {
      qid = entity.qid;
      properties.set('name', [entity.name]);
      for (const [property, values] of Object.entries(entity.properties)) properties.set(property, [...values]);
    } else {
      qid = typeof entity.qid === 'string' ? entity.qid : undefined;
      for (const [property, value] of Object.entries(entity)) properties.set(property, Array.isArray(value) ? value : [value]);
    }
    if (qid === undefined) continue;
    // Two entities with one qid: KaLMA's `any(...)` accepts a match in either.
    const existing = lookup.get(qid);
    if (existing) for (const [property, values] of properties) existing.set(property, [...(existing.get(property) ?? []), ...values]);
    else lookup.set(qid, properties);
  }
  return lookup;
}

/** Exact, case-sensitive match of the cited value against the KG (KaLMA eval_accuracy). */
export function isCorrectTriple(lookup: KgLookup, [qid, property, value]: Triple): boolean {
  return lookup.get(qid)?.get(property)?.includes(value) ?? false;
}

export const tripleKey = ([qid, property, value]: Triple): string => JSON.stringify([qid, property, value]);

/** KaLMA compares knowledge with answers as `"property: value"` strings (the qid dropped). */
export const knowledgeString = ([, property, value]: Triple): string => `${property}: ${value}`;
