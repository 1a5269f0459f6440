import type { SeededRandom } from '../../experiments/seeded-random.js';
import type { BasicQuery } from './basic-queries.js';
import { answerOf, factsOf, startOf, type Branch, type GroundedQuery } from './grounded-query.js';
import type { KgFact, TripleIndex } from './kg-triples.js';

const pick = <T>(random: SeededRandom, items: readonly T[]): T | undefined => (items.length === 0 ? undefined : items[random.int(0, items.length - 1)]);

/** Intersection, first way: a fact (e1, r_n, e) into the branch's start entity e, with a relation not yet used. */
function prefixInto(index: TripleIndex, random: SeededRandom, branch: Branch, used: Set<string>, entities: Set<string>): Branch | undefined {
  const into = pick(random, (index.byObject.get(startOf(branch)) ?? []).filter((fact) => !used.has(fact.property) && !entities.has(fact.subject)));
  return into ? [into, ...branch] : undefined;
}

/** Intersection, second way: a new query (e_n, r_n, ?a) from another subject with the same answer. */
function sameAnswer(index: TripleIndex, random: SeededRandom, answer: string, used: Set<string>, entities: Set<string>): Branch | undefined {
  const fact = pick(random, (index.byValue.get(answer.toLowerCase()) ?? []).filter((candidate) => !used.has(candidate.property) && !entities.has(candidate.subject)));
  return fact ? [fact] : undefined;
}

/**
 * Union: the same relation from entities sharing the subject's name (CAQA's union-tree), one branch each. Only
 * namesakes with a different answer count: with the same one, a branch deleted for the partially supportive
 * sample would leave a citation that reads exactly like the whole.
 */
function sameNamed(index: TripleIndex, fact: KgFact): Branch[] {
  const namesakes = (index.byName.get(fact.subjectName.toLowerCase()) ?? []).filter((qid) => qid !== fact.subject);
  const answers = new Set([fact.value.toLowerCase()]);
  return namesakes.flatMap((qid) => {
    const same = (index.bySubject.get(qid) ?? []).find((candidate) => candidate.property === fact.property && !answers.has(candidate.value.toLowerCase()));
    if (!same) return [];
    answers.add(same.value.toLowerCase());
    return [[same]];
  });
}

/**
 * CAQA §4.2 / Table 4. A single triple gets one of four equally likely extensions: none (single), union with
 * same-named entities (union), or one of the two intersections — a fact into its subject, which makes a path
 * (concatenation), or another subject with the same answer (intersection). Paths and trees get one of the two
 * intersections with equal probability: into the start keeps a path a path (concatenation) and a tree a tree;
 * another subject turns either into a tree (intersection). Undefined when the drawn extension finds nothing in
 * this KG (the paper's union with m = 0); the caller draws again.
 */
export function extendQuery(index: TripleIndex, random: SeededRandom, basic: BasicQuery): GroundedQuery | undefined {
  const branches = basic.kind === 'tree' ? basic.branches : [basic.branch];
  const used = new Set(factsOf({ branches }).map((fact) => fact.property));
  const entities = new Set(factsOf({ branches }).flatMap((fact) => [fact.subject, ...(fact.objectQid ? [fact.objectQid] : [])]));
  const answer = answerOf(branches[0]!);
  const way = random.int(0, basic.kind === 'single' ? 3 : 1);
  if (basic.kind === 'single') {
    const [fact] = basic.branch;
    if (way === 0) return { complexity: 'single', branches, answers: [answer] };
    if (way === 1) return unionQuery(index, fact!);
  }
  if ((basic.kind === 'single' && way === 2) || (basic.kind !== 'single' && way === 0)) {
    const k = random.int(0, branches.length - 1);
    const longer = prefixInto(index, random, branches[k]!, used, entities);
    if (!longer) return undefined;
    const extended = branches.map((branch, i) => (i === k ? longer : branch));
    return { complexity: extended.length === 1 ? 'concatenation' : 'intersection', branches: extended, answers: [answer] };
  }
  const other = sameAnswer(index, random, answer, used, entities);
  return other ? { complexity: 'intersection', branches: [...branches, other], answers: [answer] } : undefined;
}

/** The union extension of a single triple: its branch and up to two same-named entities' branches. */
export function unionQuery(index: TripleIndex, fact: KgFact): GroundedQuery | undefined {
  const union = sameNamed(index, fact).slice(0, 2);
  return union.length === 0 ? undefined : { complexity: 'union', branches: [[fact], ...union], answers: [fact.value, ...union.map(answerOf)] };
}

/** Facts a union can start from (their subject has a namesake whose same relation answers differently). */
export function unionFacts(index: TripleIndex): KgFact[] {
  return index.facts.filter((fact) => sameNamed(index, fact).length > 0);
}

/** How many union questions the KG can give at all: names shared by entities whose same relation answers differently. */
export function unionCapacity(index: TripleIndex): number {
  let capacity = 0;
  for (const qids of index.byName.values()) {
    if (qids.length < 2) continue;
    const answersByProperty = new Map<string, Set<string>>();
    for (const qid of qids) for (const fact of index.bySubject.get(qid) ?? []) (answersByProperty.get(fact.property) ?? answersByProperty.set(fact.property, new Set()).get(fact.property)!).add(fact.value.toLowerCase());
    for (const answers of answersByProperty.values()) if (answers.size >= 2) capacity += 1;
  }
  return capacity;
}
