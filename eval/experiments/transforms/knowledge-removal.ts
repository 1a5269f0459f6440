import type { EntityCard, Triple } from '../../../src/core/knowledge.js';
import type { RunInput } from '../run-input.js';

/** The KG without one value; a property left without values disappears, as if the KG never had it. */
function withoutTriple(entities: readonly EntityCard[], [qid, property, value]: Triple): EntityCard[] {
  return entities.map((card) => {
    if (card.qid !== qid || !card.properties[property]) return card;
    const remaining = card.properties[property]!.filter((candidate) => candidate !== value);
    const properties = { ...card.properties };
    if (remaining.length > 0) properties[property] = remaining;
    else delete properties[property];
    return { ...card, properties };
  });
}

/**
 * KaLMA §4.4: remove the first `count` pieces of the question's minimum knowledge from its KG and record them as
 * the absent-knowledge ground truth. Each round removes one more piece on top of the previous ones (as the
 * reference code pops the first 1/2/3 gold triples). The minimum knowledge itself stays the full set, so citation
 * recall counts what can no longer be cited.
 */
export function removeKnowledge(inputs: readonly RunInput[], count: number): RunInput[] {
  return inputs.map((input) => {
    const minimum = input.minimumKnowledge ?? [];
    if (minimum.length < count) {
      throw new RangeError(`question ${input.id} has ${minimum.length} pieces of minimum knowledge; cannot remove ${count}`);
    }
    const removed = minimum.slice(0, count);
    const entities = removed.reduce<EntityCard[]>((kg, triple) => withoutTriple(kg, triple), [...(input.entities ?? [])]);
    return { ...input, entities, removedKnowledge: removed };
  });
}
