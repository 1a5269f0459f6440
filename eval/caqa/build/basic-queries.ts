import type { SeededRandom } from '../../experiments/seeded-random.js';
import type { Branch } from './grounded-query.js';
import type { KgFact, TripleIndex } from './kg-triples.js';

/** A basic KG query before extension, as CAQA samples them from KGQA datasets: a single triple, a path or a tree. */
export type BasicQuery = { kind: 'single'; branch: Branch } | { kind: 'path'; branch: Branch } | { kind: 'tree'; branches: Branch[] };

const pick = <T>(random: SeededRandom, items: readonly T[]): T | undefined => (items.length === 0 ? undefined : items[random.int(0, items.length - 1)]);

/**
 * One basic query sampled from the KG (the paper samples them from GrailQA / WebQSP, which come with Freebase; here
 * the KG itself is the source): a single triple (e0, r0, ?a); a 2-hop path e0 → v1 → ?a through an entity; or a
 * tree of two triples from different subjects sharing the answer. Undefined when the drawn start cannot make one.
 */
export function sampleBasicQuery(index: TripleIndex, random: SeededRandom, kind: BasicQuery['kind']): BasicQuery | undefined {
  const first = pick(random, index.facts)!;
  if (kind === 'single') return { kind, branch: [first] };
  if (kind === 'path') {
    const hop = pick(random, index.facts.filter((fact) => fact.objectQid !== undefined && fact.objectQid !== fact.subject && (index.bySubject.get(fact.objectQid)?.length ?? 0) > 0));
    const next = hop && pick(random, (index.bySubject.get(hop.objectQid!) ?? []).filter((fact) => fact.objectQid !== hop.subject && fact.value.toLowerCase() !== hop.subjectName.toLowerCase()));
    return hop && next ? { kind, branch: [hop, next] } : undefined;
  }
  const other: KgFact | undefined = pick(random, (index.byValue.get(first.value.toLowerCase()) ?? []).filter((fact) => fact.subject !== first.subject));
  return other ? { kind, branches: [[first], [other]] } : undefined;
}
