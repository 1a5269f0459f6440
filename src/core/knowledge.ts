/**
 * One fact of a knowledge graph as KaLMA writes it in gold and absent knowledge: `[qid, property, value]`. Citations
 * of a fact in an answer are `TripleCitation`s (core/answer.ts).
 */
export type Triple = [qid: string, property: string, value: string];

/**
 * An entity with its one-hop neighbourhood, in BioKaLMA's shape: property label → values.
 * Multi-valued properties keep every value in order; `name` and `qid` identify the subject.
 */
export interface EntityCard {
  qid: string;
  name: string;
  aliases?: string[];
  /** What the KG says the entity is, where it holds a description ("first wife of Albert Einstein"). */
  description?: string;
  properties: Record<string, string[]>;
  /**
   * Where `name` and `qid` stood among the keys of the BioKaLMA entity dict it was read from, so KaLMA's own
   * rendering of that dict (Python's str of it) can be reproduced exactly; absent for entities from elsewhere.
   */
  sourceKeys?: { nameAt: number; qidAt: number };
}
