/** One fact of a knowledge graph, addressed the way KaLMA cites it: `[qid, property: value]`. */
export interface Triple {
  qid: string;
  property: string;
  value: string;
  /** Entity id of the value when the value is itself an entity of the graph. */
  valueQid?: string;
}

/**
 * An entity with its one-hop neighbourhood, in BioKaLMA's shape: property label → values.
 * Multi-valued properties keep every value in order; `name` and `qid` identify the subject.
 */
export interface EntityCard {
  qid: string;
  name: string;
  aliases?: string[];
  properties: Record<string, string[]>;
}
