import type { RunInput } from '../run-input.js';

/** ALCE §5.3: the top-k passages in context (k = 1, 2, 3, 5, 10, 20); inputs keep their retrieval order. */
export function keepTopPassages(inputs: readonly RunInput[], k: number): RunInput[] {
  return inputs.map((input) => (input.passages ? { ...input, passages: input.passages.slice(0, k) } : input));
}
