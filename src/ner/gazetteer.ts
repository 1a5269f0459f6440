import type { EntityCandidate } from '../core/knowledge-graph.js';
import { coarseTypeOf } from '../../retrievers/kg/coarse-type.js';
import type { CoarseType } from '../core/mention.js';

export interface GazetteerEntry {
  qid: string;
  /** The label or alias that is matched. */
  name: string;
  type: CoarseType;
}

/** Names of a knowledge graph's entities (labels and aliases), matched case-insensitively in questions. */
export interface Gazetteer {
  /** Entries whose name equals `name` ignoring case. */
  lookup(name: string): GazetteerEntry[];
  /** Every distinct name, as winkNLP custom-entity patterns. */
  readonly names: string[];
  readonly size: number;
}

// winkNLP reads `[`, `]` and `|` in a pattern as alternatives; such names cannot be literal patterns.
const PATTERN_SYNTAX = /[[\]|]/;

function key(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function createGazetteer(entities: readonly EntityCandidate[]): Gazetteer {
  const byKey = new Map<string, GazetteerEntry[]>();
  const names = new Map<string, string>();
  for (const entity of entities) {
    const type = coarseTypeOf(entity.types);
    for (const name of new Set([entity.label, ...entity.aliases])) {
      const k = key(name);
      if (k === '' || !/\p{L}/u.test(k) || PATTERN_SYNTAX.test(k)) continue;
      const entries = byKey.get(k) ?? [];
      if (!entries.some((entry) => entry.qid === entity.qid)) entries.push({ qid: entity.qid, name, type });
      byKey.set(k, entries);
      if (!names.has(k)) names.set(k, name.trim());
    }
  }
  return {
    lookup: (name) => byKey.get(key(name)) ?? [],
    names: [...names.values()],
    size: byKey.size,
  };
}
