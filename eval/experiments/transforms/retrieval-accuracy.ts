import { InputError } from '../../../src/core/errors.js';
import type { EntityCard } from '../../../src/core/knowledge.js';
import type { RunInput } from '../run-input.js';
import { createSeededRandom } from '../seeded-random.js';

function qids(entities: readonly EntityCard[] | undefined): Set<string> {
  return new Set((entities ?? []).map((card) => card.qid));
}

/**
 * KaLMA §5.3: simulate retrieval accuracy `accuracy`% by handing `100 − accuracy`% of the questions the KG of
 * another question. The replaced questions come first in one seeded order, so lowering the accuracy replaces a
 * *further* 20% while keeping the earlier replacements (the paper's "additional 20%" per round), and each
 * question's wrong KG is fixed per seed: settings differ only in how many questions are affected.
 * A donor KG shares no entity with the question's own KG, so a replaced KG is genuinely irrelevant.
 */
export function simulateRetrievalAccuracy(inputs: readonly RunInput[], accuracy: number, seed: number): RunInput[] {
  if (accuracy < 0 || accuracy > 100) throw new RangeError(`retrieval accuracy must be 0–100, got ${accuracy}`);
  const order = createSeededRandom(seed, 'retrieval-accuracy:order').shuffle(inputs.map((_, index) => index));
  const replacedCount = Math.round((inputs.length * (100 - accuracy)) / 100);
  const replaced = new Set(order.slice(0, replacedCount));
  const donorOrder = createSeededRandom(seed, 'retrieval-accuracy:donors').shuffle(inputs.map((_, index) => index));

  return inputs.map((input, index) => {
    if (!replaced.has(index)) return input;
    const own = qids(input.entities);
    // Walk the seeded donor order from a position tied to this question, so the choice is stable per question.
    const start = donorOrder.indexOf(index);
    for (let step = 1; step < donorOrder.length; step++) {
      const donor = inputs[donorOrder[(start + step) % donorOrder.length]!]!;
      if (donor === input || !donor.entities?.length) continue;
      if ([...qids(donor.entities)].some((qid) => own.has(qid))) continue;
      return { ...input, entities: donor.entities };
    }
    // The data cannot support the sweep (too few questions, or all sharing entities): the user's input, said in one line.
    throw new InputError('retrieval-accuracy', `needs another question whose KG shares no entity with question ${input.id}'s (the data has ${inputs.length} questions; use more)`);
  });
}
