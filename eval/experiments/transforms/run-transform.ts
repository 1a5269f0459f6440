import type { RunInput } from '../run-input.js';
import { removeKnowledge } from './knowledge-removal.js';
import { keepTopPassages } from './passage-count.js';
import { simulateRetrievalAccuracy } from './retrieval-accuracy.js';

/** How a sweep setting changes a run's inputs; stored in config.json so a run directory can be rerun alone. */
export type RunTransform =
  | { kind: 'retrieval-accuracy'; accuracy: number }
  | { kind: 'knowledge-removal'; removed: number }
  | { kind: 'passage-count'; k: number };

export function applyTransform(inputs: readonly RunInput[], transform: RunTransform | undefined, seed: number): RunInput[] {
  if (!transform) return [...inputs];
  switch (transform.kind) {
    case 'retrieval-accuracy':
      return simulateRetrievalAccuracy(inputs, transform.accuracy, seed);
    case 'knowledge-removal':
      return removeKnowledge(inputs, transform.removed);
    case 'passage-count':
      return keepTopPassages(inputs, transform.k);
  }
}
