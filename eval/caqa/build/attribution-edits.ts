import type { SeededRandom } from '../../experiments/seeded-random.js';
import { answerOf, factsOf, startOf, type Branch, type GroundedQuery } from './grounded-query.js';
import type { KgFact, TripleIndex } from './kg-triples.js';

const pick = <T>(random: SeededRandom, items: readonly T[]): T | undefined => (items.length === 0 ? undefined : items[random.int(0, items.length - 1)]);

/** An edited subgraph: what the citation states, and for a contradictory one the facts it altered. */
export interface EditedSubgraph {
  facts: KgFact[];
  altered?: { original: KgFact; changed: KgFact }[];
}

/**
 * Partially supportive (§4.3): a path loses one random fact; a tree or union loses one subject-to-answer branch;
 * a single triple has nothing to lose (undefined: that cell is empty by construction).
 */
export function partiallySupportive(query: GroundedQuery, random: SeededRandom): EditedSubgraph | undefined {
  if (query.complexity === 'single') return undefined;
  if (query.branches.length === 1) {
    const facts = query.branches[0]!;
    const drop = random.int(0, facts.length - 1);
    return { facts: facts.filter((_, i) => i !== drop) };
  }
  const drop = random.int(0, query.branches.length - 1);
  return { facts: query.branches.filter((_, i) => i !== drop).flat() };
}

/**
 * Contradictory (§4.3): the answer in G is replaced by a non-answer of the same type — another value the KG gives
 * for the same relation, of the same entity type when the answer is an entity; for a union, one answer. The changed
 * facts are the only statements the KG does not hold; each is recorded beside its original.
 */
export function contradictory(index: TripleIndex, query: GroundedQuery, random: SeededRandom): EditedSubgraph | undefined {
  const k = query.complexity === 'union' ? random.int(0, query.branches.length - 1) : 0;
  const branches: Branch[] = query.complexity === 'union' ? [query.branches[k]!] : query.branches;
  const answers = new Set(query.answers.map((answer) => answer.toLowerCase()));
  const last = branches[0]!.at(-1)!;
  const answerTypes = last.objectQid ? (index.types.get(last.objectQid) ?? []) : [];
  const candidates = (index.byProperty.get(last.property) ?? []).filter((fact) => !answers.has(fact.value.toLowerCase()));
  const sameType = candidates.filter((fact) => answerTypes.length === 0 || (fact.objectQid !== undefined && (index.types.get(fact.objectQid) ?? []).some((type) => answerTypes.includes(type))));
  const replacement = pick(random, sameType.length > 0 ? sameType : candidates);
  if (!replacement) return undefined;
  const original = answerOf(branches[0]!);
  const altered: { original: KgFact; changed: KgFact }[] = [];
  const swap = (fact: KgFact): KgFact => {
    const { objectQid: _old, ...rest } = fact;
    const changed = { ...rest, value: replacement.value, ...(replacement.objectQid ? { objectQid: replacement.objectQid } : {}) };
    altered.push({ original: fact, changed });
    return changed;
  };
  // Every branch's last fact names the answer (a union's chosen branch only): each is changed.
  const edited = query.branches.map((branch, i) => (query.complexity === 'union' && i !== k ? branch : branch.map((fact) => (fact === branch.at(-1) && fact.value === original ? swap(fact) : fact))));
  return { facts: edited.flat(), altered };
}

/**
 * Irrelevant (§4.3): a subgraph of the same shape sharing only the subject — facts of the start entity (and, for a
 * chain, onward from an entity it links to) with relations and values G does not use. Undefined when the subject
 * has too few other facts.
 */
export function irrelevant(index: TripleIndex, query: GroundedQuery, random: SeededRandom): EditedSubgraph | undefined {
  const subject = startOf(query.branches[0]!);
  const used = new Set(factsOf(query).map((fact) => fact.property));
  const values = new Set([...factsOf(query).map((fact) => fact.value.toLowerCase()), ...query.answers.map((answer) => answer.toLowerCase())]);
  const unrelated = (fact: KgFact) => !used.has(fact.property) && !values.has(fact.value.toLowerCase());
  const own = random.shuffle((index.bySubject.get(subject) ?? []).filter(unrelated));
  const size = factsOf(query).length;
  if (query.branches.length === 1 && size > 1) {
    // A chain: e0 → x → … through entities, as G is.
    const first = own.find((fact) => fact.objectQid && (index.bySubject.get(fact.objectQid) ?? []).some(unrelated));
    if (first) {
      const chain: KgFact[] = [first];
      while (chain.length < size) {
        const next = random.shuffle((index.bySubject.get(chain.at(-1)!.objectQid ?? '') ?? []).filter((fact) => unrelated(fact) && !chain.some((seen) => seen.property === fact.property)))[0];
        if (!next) break;
        chain.push(next);
      }
      if (chain.length === size) return { facts: chain };
    }
  }
  const distinct = own.filter((fact, i) => own.findIndex((other) => other.property === fact.property) === i);
  return distinct.length >= size ? { facts: distinct.slice(0, size) } : undefined;
}
