import pLimit, { type LimitFunction } from 'p-limit';

/**
 * Items admitted per call the endpoint may have in flight. With one, a slot stays idle from a reply until the item
 * is parsed and recorded and the next item has rendered its prompt; with two, the next item's request is already
 * waiting for the slot and goes out at once (the concurrency middleware lets it go first).
 */
const ADMITTED_PER_SLOT = 2;

/**
 * One bounded queue of work items, shareable by several runs: a sweep's settings draw from the same queue, so while
 * one setting finishes its last items or is being scored, the others keep the endpoint busy. A failure that is not
 * one item's stops every run that shares the queue.
 */
export class WorkQueue {
  readonly limit: LimitFunction;
  fatal: { error: unknown } | undefined;

  constructor(readonly concurrency: number) {
    this.limit = pLimit(concurrency * ADMITTED_PER_SLOT);
  }
}
